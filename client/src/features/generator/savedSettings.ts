import { resolveCues, type CueSettings } from '../../../../schema/cues';
import { resolvePractice, resolveRhythm, type Rhythm, type RhythmInput } from '../../../../schema/rhythm';
import type { ClickTrackSettings, SoundType } from '../../audio/types';
import type {
  GeneratorSettingsInput,
  GeneratorSettings_FieldsFragment,
  TrackList_TrackFragment,
} from '../../graphql/generated';
import { isVisualizerTheme, type VisualizerTheme } from '../../components/Visualizer/themes';
import { DEFAULT_SETTINGS, isSoundType, playlistTrackSettings } from './settings';
import { UNTIL_STOPPED_SECONDS } from './untilStopped';

/** The generator as the user left it: what plays, and the visualizer's theme. */
export interface GeneratorState {
  settings: ClickTrackSettings;
  theme: VisualizerTheme;
}

/**
 * The server's saved settings as the generator's state (an unknown sound or theme falls back to the
 * default). The rhythm is resolved as a track's is (`resolveRhythm`); a rhythm, count-in of bars or
 * practice that is null stays null (a steady 4/4, a count-in of beats, no practice).
 */
export function generatorStateOf(saved: GeneratorSettings_FieldsFragment): GeneratorState {
  return {
    settings: {
      bpm: saved.bpm,
      soundType: isSoundType(saved.soundType) ? saved.soundType : DEFAULT_SETTINGS.soundType,
      countInSoundType: isSoundType(saved.countInSoundType)
        ? saved.countInSoundType
        : DEFAULT_SETTINGS.countInSoundType,
      durationSeconds: saved.durationSeconds,
      countInBeats: saved.countInBeats,
      volumePercent: saved.volumePercent,
      rhythm: saved.rhythm ? rhythmOf(saved.rhythm) : null,
      countInBars: saved.countInBars ?? null,
      practice: resolvePractice(saved.practice),
      // Absent when off, as the engine takes it.
      ...(saved.cues ? { cues: resolveCues(saved.cues) } : {}),
    },
    theme: isVisualizerTheme(saved.visualizerTheme) ? saved.visualizerTheme : 'Standard',
  };
}

/** The generator's state as the server keeps it: every setting, the rhythm resolved (or null), the practice tools (or null). */
export function savedSettingsOf({ settings, theme }: GeneratorState): GeneratorSettingsInput {
  const { bpm, soundType, countInSoundType, durationSeconds, countInBeats, volumePercent } = settings;
  return {
    bpm,
    soundType,
    countInSoundType,
    durationSeconds,
    countInBeats,
    volumePercent,
    visualizerTheme: theme,
    // Fresh objects: nothing the cache added (`__typename`) goes back as input.
    rhythm: settings.rhythm ? resolveRhythm(settings.rhythm) : null,
    countInBars: settings.countInBars ?? null,
    practice: resolvePractice(settings.practice),
    cues: resolveCues(settings.cues),
  };
}

/** What a track may set for itself: null plays the user's setting. */
export type TrackPlayback = Pick<TrackList_TrackFragment, 'countInBeats' | 'soundType' | 'countInSoundType'> & {
  rhythm?: TrackList_TrackFragment['rhythm'];
  lengthSeconds?: TrackList_TrackFragment['lengthSeconds'];
  spokenCues?: TrackList_TrackFragment['spokenCues'];
  ownSounds?: TrackList_TrackFragment['ownSounds'];
};

/** `settings` with the track's own count-in beats, sounds and rhythm in place of the user's (where it sets them), and no spoken cues where it turns them off. */
export function withTrackPlayback(settings: ClickTrackSettings, track: TrackPlayback): ClickTrackSettings {
  return {
    ...settings,
    countInBeats: track.countInBeats ?? settings.countInBeats,
    soundType: soundOr(track.soundType, settings.soundType),
    countInSoundType: soundOr(track.countInSoundType, settings.countInSoundType),
    ...(track.rhythm ? { rhythm: rhythmOf(track.rhythm) } : {}),
    // A song may keep the user's spoken cues silent.
    ...(track.spokenCues === false ? { cues: null } : {}),
  };
}

/**
 * A track's (or the saved settings') rhythm as the engine's (the server sends it checked and
 * resolved; `resolveRhythm` fills what this client would not know, e.g. a subdivision it has no
 * name for).
 */
export function rhythmOf(
  rhythm: NonNullable<TrackList_TrackFragment['rhythm'] | GeneratorSettings_FieldsFragment['rhythm']>,
): Rhythm {
  return resolveRhythm(rhythm as RhythmInput);
}

function soundOr(own: string | null | undefined, fallback: SoundType): SoundType {
  const sound = own ?? null;
  return isSoundType(sound) ? sound : fallback;
}

/**
 * A playlist track's click track: the track's tempo, its own count-in, sounds and
 * rhythm where it sets them, else the user's saved count-in and sounds, with their volume and
 * length (not the generator's rhythm or practice tools); SPEC.md §9's defaults until the settings
 * have loaded.
 */
export function playlistPlaybackSettings(
  bpm: number,
  track: TrackPlayback,
  saved: GeneratorSettings_FieldsFragment | undefined,
): ClickTrackSettings {
  return withTrackPlayback(
    saved ? { ...soundsAndCountIn(generatorStateOf(saved).settings), bpm } : playlistTrackSettings(bpm),
    track,
  );
}

/**
 * The user's settings without the generator's rhythm, count-in bars and practice tools: a playlist
 * song without a rhythm of its own plays a steady 4/4, as the API says it does.
 */
function soundsAndCountIn({
  rhythm: _rhythm,
  countInBars: _bars,
  practice: _practice,
  ...settings
}: ClickTrackSettings): ClickTrackSettings {
  return settings;
}

/**
 * A room's settings with this device's user's spoken cues, unless the song keeps them silent: each
 * device speaks its own cues over the room's grid (they change no click and no timing).
 */
export function withOwnCues(
  settings: ClickTrackSettings,
  track: TrackPlayback,
  cues: CueSettings | null | undefined,
): ClickTrackSettings {
  return cues && track.spokenCues !== false ? { ...settings, cues } : settings;
}

/**
 * A song as the stage and a rehearsal room play it: like {@link playlistPlaybackSettings}, but for
 * the song's whole length, or until stopped when it has none (a song map sets its own length).
 */
export function stagePlaybackSettings(
  bpm: number,
  track: TrackPlayback,
  saved: GeneratorSettings_FieldsFragment | undefined,
): ClickTrackSettings {
  return {
    ...playlistPlaybackSettings(bpm, track, saved),
    durationSeconds: track.lengthSeconds ?? UNTIL_STOPPED_SECONDS,
  };
}
