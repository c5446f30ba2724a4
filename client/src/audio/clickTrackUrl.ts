import { BPM_MAX, BPM_MIN } from '../../../schema/limits';

/** A place in a set list: a playlist and one of its tracks (issue 22 §1). */
export interface SetListPosition {
  playlistId: string;
  trackId: string;
}

/** What the home page's query string asks for (SPEC.md §2: track, bpm, visualizer, autoplay; issue 22: playlist, trackId). */
export interface ClickTrackParams {
  /** The track to load, or null unless both name (trimmed, non-empty) and bpm (a positive integer) are valid. */
  track: { name: string; bpm: number } | null;
  /** The set list to play from, when both playlist and trackId are given. */
  setList: SetListPosition | null;
  visualizer: boolean;
  autoplay: boolean;
}

/** A positive integer written in plain decimal digits ('120'), else null ('12.5', '-5', '0', '120abc', ''). */
export function parsePositiveInteger(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Reads the home page's query string (with or without '?'); invalid values are ignored, never thrown. */
export function parseClickTrackParams(search: string): ClickTrackParams {
  const params = new URLSearchParams(search);
  const name = (params.get('track') ?? '').trim();
  const bpm = parsePositiveInteger(params.get('bpm'));
  const playlistId = params.get('playlist')?.trim();
  const trackId = params.get('trackId')?.trim();
  return {
    track: name !== '' && bpm !== null ? { name, bpm } : null,
    setList: playlistId && trackId ? { playlistId, trackId } : null,
    visualizer: params.get('visualizer') === 'true',
    autoplay: params.get('autoplay') === 'true',
  };
}

/** A loaded bpm brought into the generator's range (BPM_MIN–BPM_MAX). */
export function bpmForGenerator(bpm: number): number {
  return Math.min(BPM_MAX, Math.max(BPM_MIN, Math.round(bpm)));
}
