import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { TOOLTIP_DELAY_MS } from '../../schema/limits';

/**
 * Mantine theme: violet accents, rounded controls, focus rings for keyboard users. Filled controls
 * use shade 8 and dimmed text gray 7, so every text meets WCAG AA contrast (4.5:1) on its
 * background (checked by the axe gate, e2e/screenGates.e2e.test.ts).
 */
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: 8,
  defaultRadius: 'md',
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Mantine keeps every closed dropdown in the page and positions it when the page loads (a forced
    // layout per Select, the largest single cost of the generator's first render); it is mounted
    // and positioned when it opens instead. A closed dropdown's options are never referenced
    // (aria-controls is set only while it is open).
    Combobox: { defaultProps: { keepMounted: false } },
    // A toast's text under its title is gray 6 in Mantine (3.3:1 on white); dimmed text is AA.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
    // SPEC.md §9: a tooltip shows after the pointer (or the keyboard focus) rests 700 ms.
    Tooltip: { defaultProps: { openDelay: TOOLTIP_DELAY_MS, events: { hover: true, focus: true, touch: false } } },
  },
});

/** Darker dimmed and error text than Mantine's defaults (gray 6 is 3.3:1 on white, red 6 3.3:1). */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolved.colors.gray[7], '--mantine-color-error': resolved.colors.red[9] },
  dark: { '--mantine-color-dimmed': resolved.colors.dark[1] },
});
