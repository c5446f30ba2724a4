import type { ClickTrackSettings } from '../../audio/types';
import type { GeneratorSettings_FieldsFragment } from '../../graphql/generated';
import { isVisualizerTheme, type VisualizerTheme } from '../Visualizer/themes';
import { DEFAULT_SETTINGS, isSoundType, playlistTrackSettings } from './settings';

/** The generator as the user left it: what plays, and the visualizer's theme. */
export interface GeneratorState {
  settings: ClickTrackSettings;
  theme: VisualizerTheme;
}

/** The server's saved settings as the generator's state (an unknown sound or theme falls back to the default). */
export function generatorStateOf(saved: GeneratorSettings_FieldsFragment): GeneratorState {
  return {
    settings: {
      bpm: saved.bpm,
      soundType: isSoundType(saved.soundType) ? saved.soundType : DEFAULT_SETTINGS.soundType,
      countInSoundType: isSoundType(saved.countInSoundType) ? saved.countInSoundType : DEFAULT_SETTINGS.countInSoundType,
      durationSeconds: saved.durationSeconds,
      countInBeats: saved.countInBeats,
      volumePercent: saved.volumePercent,
    },
    theme: isVisualizerTheme(saved.visualizerTheme) ? saved.visualizerTheme : 'Standard',
  };
}

/** The generator's state as the server keeps it. */
export function savedSettingsOf({ settings, theme }: GeneratorState): Omit<GeneratorSettings_FieldsFragment, '__typename'> {
  return { ...settings, visualizerTheme: theme };
}

/**
 * A playlist track's click track (issue 22 §4): the track's tempo with the user's saved sounds,
 * count-in, volume and length; SPEC.md §9's defaults until the settings have loaded.
 */
export function playlistPlaybackSettings(bpm: number, saved: GeneratorSettings_FieldsFragment | undefined): ClickTrackSettings {
  return saved ? { ...generatorStateOf(saved).settings, bpm } : playlistTrackSettings(bpm);
}
