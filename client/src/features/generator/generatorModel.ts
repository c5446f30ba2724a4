import type { NotificationData } from '@mantine/notifications';
import type { Rhythm } from '../../../../schema/rhythm';
import type { ClickTrackSettings } from '../../audio/types';
import type { VisualizerTheme } from '../../components/Visualizer/themes';
import { bpmForGenerator, type ClickTrackParams } from './clickTrackUrl';
import { DEFAULT_SETTINGS } from './settings';
import { withTrackPlayback, type GeneratorState, type TrackPlayback } from './savedSettings';
import { changedSettings, withoutOwnPlayback } from './trackPlayback';

/** A toast the home page shows once the event that asked for it has been handled. */
export type GeneratorNotice = NotificationData;

/**
 * Everything the home page's generator holds between renders. The user's own settings are kept
 * apart from the song that plays over them (a set-list song may bring its own count-in, sounds
 * and rhythm); {@link playingSettings} joins the two.
 */
export interface GeneratorModel {
  /** The user's own settings (saved on the server). */
  settings: ClickTrackSettings;
  /** The loaded song's own count-in, sounds and rhythm, played over `settings`. */
  songPlayback: TrackPlayback | null;
  trackName: string | null;
  theme: VisualizerTheme;
  visualizerOpen: boolean;
  /**
   * `awaited` until the user's saved settings arrive; `applied` once they have (used or not).
   * Only then are changes saved, so the defaults shown meanwhile never overwrite the saved ones.
   */
  savedSettings: 'awaited' | 'applied';
  /** Whether the user changed a setting or the theme; before the saved settings arrive, that keeps them out. */
  edited: boolean;
  /** What links set: their tempo and rhythm stay when the saved settings arrive later. */
  fromLink: { tempo: boolean; rhythm: boolean };
  /** Whether a link's ignored parameters are on screen: no later toast of a link replaces them. */
  linkWarned: boolean;
  /** Bumped when a link asks to autoplay; `announce` is false while the link's warning shows. */
  autoplay: { request: number; announce: boolean };
  /** Toasts to show, in order (the last one is the one the user reads). */
  notices: GeneratorNotice[];
}

/** A song loaded into the generator: its name and tempo, and what it plays with of its own. */
export type LoadedSong = TrackPlayback & { name: string; bpm: number };

/** What can happen to the generator. */
export type GeneratorEvent =
  | { type: 'savedSettingsArrived'; saved: GeneratorState }
  | { type: 'linkOpened'; params: ClickTrackParams }
  | { type: 'songLoaded'; song: LoadedSong }
  | { type: 'autoplayRequested' }
  | { type: 'settingsChanged'; next: ClickTrackSettings }
  | { type: 'tempoChanged'; bpm: number }
  | { type: 'themeChanged'; theme: VisualizerTheme }
  | { type: 'visualizerOpened' }
  | { type: 'visualizerClosed' }
  | { type: 'noticesShown' };

/** The generator before anything arrived: SPEC.md §9's defaults, waiting for the saved settings. */
export const INITIAL_GENERATOR: GeneratorModel = {
  settings: DEFAULT_SETTINGS,
  songPlayback: null,
  trackName: null,
  theme: 'Standard',
  visualizerOpen: false,
  savedSettings: 'awaited',
  edited: false,
  fromLink: { tempo: false, rhythm: false },
  linkWarned: false,
  autoplay: { request: 0, announce: true },
  notices: [],
};

/**
 * The generator as it first shows: with the saved settings applied when they are already known
 * (fetched while the screen's code loaded), so its first render is its only one; else waiting for them.
 */
export function initialGenerator(saved: GeneratorState | undefined): GeneratorModel {
  return saved ? savedSettingsArrived(INITIAL_GENERATOR, saved) : INITIAL_GENERATOR;
}

/** What plays: the user's settings with the loaded song's own count-in, sounds and rhythm over them. */
export function playingSettings(model: GeneratorModel): ClickTrackSettings {
  return model.songPlayback ? withTrackPlayback(model.settings, model.songPlayback) : model.settings;
}

/** Whether a link loads something into the generator (then its query string is removed); a visualizer link alone does not. */
export function linkLoads(params: ClickTrackParams): boolean {
  return params.setList !== null || params.track !== null || params.bpm !== null || params.rhythm !== null;
}

/** The generator after `event`; a pure function, so every rule below is tested without a screen. */
export function generatorReducer(model: GeneratorModel, event: GeneratorEvent): GeneratorModel {
  switch (event.type) {
    case 'savedSettingsArrived':
      return savedSettingsArrived(model, event.saved);
    case 'linkOpened':
      return linkOpened(model, event.params);
    case 'songLoaded':
      return songLoaded(model, event.song);
    case 'autoplayRequested':
      return requestAutoplay(model);
    case 'settingsChanged':
      return settingsChanged(model, event.next);
    case 'tempoChanged':
      return settingsChanged(model, { ...playingSettings(model), bpm: event.bpm });
    case 'themeChanged':
      return { ...model, edited: true, theme: event.theme };
    case 'visualizerOpened':
      return { ...model, visualizerOpen: true };
    case 'visualizerClosed':
      return { ...model, visualizerOpen: false };
    case 'noticesShown':
      return model.notices.length === 0 ? model : { ...model, notices: [] };
  }
}

/**
 * The settings the user left the generator with, applied once when they arrive, unless the user
 * changed something first; a tempo or rhythm a link brought stays (and is then saved like any change).
 */
function savedSettingsArrived(model: GeneratorModel, saved: GeneratorState): GeneratorModel {
  if (model.savedSettings === 'applied') return model;
  if (model.edited) return { ...model, savedSettings: 'applied' };
  const { settings: current, fromLink } = model;
  const settings = {
    ...saved.settings,
    bpm: fromLink.tempo ? current.bpm : saved.settings.bpm,
    ...(fromLink.rhythm ? rhythmSettingsOf(current) : {}),
  };
  return { ...model, savedSettings: 'applied', settings, theme: saved.theme };
}

/** The settings' rhythm fields, only where set (a generator that never had a rhythm keeps its settings' shape). */
function rhythmSettingsOf(settings: ClickTrackSettings): Pick<ClickTrackSettings, 'rhythm' | 'countInBars'> {
  return settings.rhythm ? { rhythm: settings.rhythm, countInBars: settings.countInBars ?? null } : {};
}

/**
 * A link (SPEC.md §2's track, bpm, visualizer, autoplay; a set list; a generator link's rhythm).
 * One toast shows at a time: what the link got wrong is shown last, so it is the one the user reads.
 * A set list's track loads later, when the playlist answers (`songLoaded`).
 */
function linkOpened(model: GeneratorModel, params: ClickTrackParams): GeneratorModel {
  let next: GeneratorModel = { ...model, visualizerOpen: model.visualizerOpen || params.visualizer };
  const { rhythm, countInBars } = params;
  // A generator link's pattern, saved with the settings like the controls' rhythm.
  if (rhythm)
    next = {
      ...next,
      fromLink: { ...next.fromLink, rhythm: true },
      settings: { ...next.settings, rhythm, countInBars },
    };
  const warning: GeneratorNotice[] =
    params.ignored.length === 0
      ? []
      : [
          {
            color: 'yellow',
            title: 'Link parameter ignored',
            message: params.ignored.join('\n'),
            style: { whiteSpace: 'pre-line' },
          },
        ];
  const warned = (state: GeneratorModel): GeneratorModel =>
    warning.length === 0 ? state : { ...state, linkWarned: true, notices: [...state.notices, ...warning] };

  if (params.setList) return warned({ ...next, fromLink: { ...next.fromLink, tempo: true } });
  if (!params.track) {
    next = warned(next);
    if (params.bpm === null && !rhythm) return next;
    const bpm = params.bpm === null ? null : bpmForGenerator(params.bpm);
    if (bpm !== null) next = withLinkTempo(next, bpm);
    if (!next.linkWarned)
      next = {
        ...next,
        notices: [...next.notices, { title: 'Click track loaded', message: linkSummary(bpm, rhythm) }],
      };
    return params.autoplay ? requestAutoplay(next) : next;
  }
  const bpm = bpmForGenerator(params.track.bpm);
  next = { ...withLinkTempo(next, bpm), songPlayback: null, trackName: params.track.name };
  next = warned({
    ...next,
    notices: [...next.notices, { title: 'Track loaded', message: `${params.track.name} (${bpm} BPM)` }],
  });
  return params.autoplay ? requestAutoplay(next) : next;
}

function withLinkTempo(model: GeneratorModel, bpm: number): GeneratorModel {
  return { ...model, fromLink: { ...model.fromLink, tempo: true }, settings: { ...model.settings, bpm } };
}

function requestAutoplay(model: GeneratorModel): GeneratorModel {
  // A link's ignored parameters stay on screen (the player status says it plays).
  return { ...model, autoplay: { request: model.autoplay.request + 1, announce: !model.linkWarned } };
}

/** What a generator link loaded, e.g. '120 BPM · 7/8 (2+2+3) · triplets'. */
export function linkSummary(bpm: number | null, rhythm: Rhythm | null): string {
  const parts = bpm === null ? [] : [`${bpm} BPM`];
  if (rhythm) {
    parts.push(
      rhythm.grouping.some((group) => group > 1)
        ? `${rhythm.timeSignature} (${rhythm.grouping.join('+')})`
        : rhythm.timeSignature,
    );
    if (rhythm.subdivision !== 'none')
      parts.push(
        rhythm.swingPercent > 50 ? `${rhythm.subdivision}, swing ${rhythm.swingPercent}%` : rhythm.subdivision,
      );
  }
  return parts.join(' · ');
}

/** A song from a set list or the visualizer's picker: its tempo, and its own count-in, sounds and rhythm over the user's. */
function songLoaded(model: GeneratorModel, song: LoadedSong): GeneratorModel {
  return {
    ...model,
    settings: { ...model.settings, bpm: bpmForGenerator(song.bpm) },
    songPlayback: song,
    trackName: song.name,
  };
}

/** A control the user moves is theirs (and saved); on a field the song sets, the user's choice now wins. */
function settingsChanged(model: GeneratorModel, next: ClickTrackSettings): GeneratorModel {
  const playing = playingSettings(model);
  const changed = changedSettings(playing, next);
  return {
    ...model,
    edited: true,
    trackName: next.bpm !== playing.bpm ? null : model.trackName,
    settings: { ...model.settings, ...changed },
    songPlayback: model.songPlayback && withoutOwnPlayback(model.songPlayback, changed),
  };
}
