import { VISUALIZER_THEME_NAMES, type VisualizerThemeName } from '../../../../schema/limits';

/** A visualizer theme of SPEC.md §9 (schema/limits.ts, which the server's settings check too). */
export type VisualizerTheme = VisualizerThemeName;

/** The themes in the picker's order. */
export const VISUALIZER_THEMES: readonly VisualizerTheme[] = VISUALIZER_THEME_NAMES;

/** Colours of a theme: stage background, idle and lit circles, overlay text. */
export interface ThemeColors {
  background: string;
  circle: string;
  circleActive: string;
  text: string;
}

export const THEME_COLORS: Record<VisualizerTheme, ThemeColors> = {
  Standard: { background: '#f1f3f5', circle: '#ced4da', circleActive: '#228be6', text: '#212529' },
  Dark: { background: '#1a1b1e', circle: '#373a40', circleActive: '#20c997', text: '#f8f9fa' },
  Bright: { background: '#fff9db', circle: '#ffd8a8', circleActive: '#f03e3e', text: '#5c3c00' },
  Contrast: { background: '#000000', circle: '#4d4d4d', circleActive: '#ffff00', text: '#ffffff' },
};

export function isVisualizerTheme(value: string): value is VisualizerTheme {
  return (VISUALIZER_THEMES as readonly string[]).includes(value);
}
