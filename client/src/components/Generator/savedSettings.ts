import { resolveRhythm, type Rhythm, type RhythmInput } from '../../../../schema/rhythm';
import type { ClickTrackSettings, SoundType } from '../../audio/types';
import type { GeneratorSettings_FieldsFragment, TrackList_TrackFragment } from '../../graphql/generated';
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
  // The fields the server keeps, and only those: the rhythm (issue 23) is not saved on the server yet.
  const { bpm, soundType, countInSoundType, durationSeconds, countInBeats, volumePercent } = settings;
  return { bpm, soundType, countInSoundType, durationSeconds, countInBeats, volumePercent, visualizerTheme: theme };
}

/** What a track may set for itself (issue 22 §4): null plays the user's setting. */
export type TrackPlayback = Pick<TrackList_TrackFragment, 'countInBeats' | 'soundType' | 'countInSoundType'> & { rhythm?: TrackList_TrackFragment['rhythm'] };

/** `settings` with the track's own count-in beats, sounds and rhythm in place of the user's (where it sets them). */
export function withTrackPlayback(settings: ClickTrackSettings, track: TrackPlayback): ClickTrackSettings {
  return {
    ...settings,
    countInBeats: track.countInBeats ?? settings.countInBeats,
    soundType: soundOr(track.soundType, settings.soundType),
    countInSoundType: soundOr(track.countInSoundType, settings.countInSoundType),
    ...(track.rhythm ? { rhythm: rhythmOf(track.rhythm) } : {}),
  };
}

/**
 * A track's rhythm as the engine's (the server sends it checked and resolved; `resolveRhythm`
 * fills what this client would not know, e.g. a subdivision it has no name for).
 */
export function rhythmOf(rhythm: NonNullable<TrackList_TrackFragment['rhythm']>): Rhythm {
  return resolveRhythm(rhythm as RhythmInput);
}

function soundOr(own: string | null | undefined, fallback: SoundType): SoundType {
  const sound = own ?? null;
  return isSoundType(sound) ? sound : fallback;
}

/**
 * A playlist track's click track (issue 22 §4): the track's tempo, its own count-in and sounds where
 * it sets them, else the user's saved ones, with their volume and length; SPEC.md §9's defaults
 * until the settings have loaded.
 */
export function playlistPlaybackSettings(bpm: number, track: TrackPlayback, saved: GeneratorSettings_FieldsFragment | undefined): ClickTrackSettings {
  return withTrackPlayback(saved ? { ...generatorStateOf(saved).settings, bpm } : playlistTrackSettings(bpm), track);
}
