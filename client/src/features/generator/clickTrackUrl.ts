import { BPM_MAX, BPM_MIN } from '../../../../schema/limits';
import {
  BEAT_LEVELS,
  COUNT_IN_BARS_MAX,
  COUNT_IN_BARS_MIN,
  TEMPO_UNITS,
  defaultGrouping,
  groupAccents,
  parseTimeSignature,
  resolvePattern,
  resolveRhythm,
  type BarPatternInput,
  type BeatLevel,
  type Rhythm,
  type Subdivision,
  type TempoUnit,
} from '../../../../schema/rhythm';
import { patternProblem, pulseProblem } from '../../../../schema/rhythmRules';
import { rhythmMessages } from '../../../../schema/validation/rhythmMessages';

/** A place in a set list: a playlist and one of its tracks. */
export interface SetListPosition {
  playlistId: string;
  trackId: string;
}

/** Whole bars a count-in may have (schema/rhythm.ts, which the server checks too), and what a link outside them is told. */
export { COUNT_IN_BARS_MAX, COUNT_IN_BARS_MIN };
export const countInBarsMessage = rhythmMessages.countInBars;

/**
 * What the home page's query string asks for (SPEC.md §2: track, bpm, visualizer, autoplay; a set
 * list: playlist, trackId; generator links: bpm alone, meter, grouping, accents, sub, swing, unit,
 * countInBars).
 */
export interface ClickTrackParams {
  /** The track to load, or null unless both name (trimmed, non-empty) and bpm (a positive integer) are valid. */
  track: { name: string; bpm: number } | null;
  /** A tempo given without a track name (a generator link), else null. */
  bpm: number | null;
  /** The set list to play from, when both playlist and trackId are given. */
  setList: SetListPosition | null;
  visualizer: boolean;
  autoplay: boolean;
  /** The pattern a generator link asks for, resolved; null when it gives no (valid) rhythm parameter. */
  rhythm: Rhythm | null;
  /** A count-in of whole bars (with a rhythm), else null. */
  countInBars: number | null;
  /** One sentence per parameter ignored, e.g. "Ignored meter=17/8: Beats per bar must be between 1 and 16". */
  ignored: string[];
}

/** A positive integer written in plain decimal digits ('120'), else null ('12.5', '-5', '0', '120abc', ''). */
export function parsePositiveInteger(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The subdivision names a link may use: SUBDIVISIONS' own and their singular short forms. */
const SUBDIVISION_ALIASES: Readonly<Record<string, Subdivision>> = {
  none: 'none',
  eighth: 'eighths',
  eighths: 'eighths',
  triplet: 'triplets',
  triplets: 'triplets',
  sixteenth: 'sixteenths',
  sixteenths: 'sixteenths',
  quintuplet: 'quintuplets',
  quintuplets: 'quintuplets',
  sextuplet: 'sextuplets',
  sextuplets: 'sextuplets',
};

/** A link's beat level: a word (accent, normal, soft, mute) or its first letter. */
function beatLevelOf(text: string): BeatLevel | null {
  const word = text.trim().toLowerCase();
  return BEAT_LEVELS.find((level) => level === word || level[0] === word) ?? null;
}

/** '2-2-3' (or '2+2+3', '2,2,3') → [2, 2, 3]; null when a part is not a positive whole number. */
export function parseGrouping(text: string): number[] | null {
  const parts = text.split(/[-+,\s]+/).filter((part) => part !== '');
  const groups = parts.map((part) => parsePositiveInteger(part));
  return groups.length > 0 && groups.every((group) => group !== null) ? (groups as number[]) : null;
}

/**
 * The rhythm parameters of a generator link, each checked with the API's rules (patternProblem,
 * schema/rhythmRules.ts) in the context of those before it (a grouping against the meter, swing
 * against the subdivision); an invalid one is left out and named in `ignored`. Without accents a
 * meter or grouping given marks its groups ({@link groupAccents}); without any rhythm parameter
 * the rhythm is null (today's beat).
 */
function parseRhythmParams(
  params: URLSearchParams,
  ignored: string[],
): { rhythm: Rhythm | null; countInBars: number | null } {
  const input: BarPatternInput = {};
  const ignore = (name: string, value: string, message: string) => ignored.push(`Ignored ${name}=${value}: ${message}`);
  const tryField = (name: string, value: string, field: BarPatternInput) => {
    const problem = patternProblem({ ...input, ...field });
    if (problem) ignore(name, value, problem);
    else Object.assign(input, field);
  };

  const meter = params.get('meter');
  if (meter !== null) tryField('meter', meter, { timeSignature: meter.trim() });
  const grouping = params.get('grouping');
  if (grouping !== null) {
    const groups = parseGrouping(grouping);
    if (groups) tryField('grouping', grouping, { grouping: groups });
    else ignore('grouping', grouping, rhythmMessages.grouping);
  }
  const accents = params.get('accents');
  if (accents !== null) {
    const levels = accents
      .split(/[-,\s]+/)
      .filter((part) => part !== '')
      .map(beatLevelOf);
    if (levels.length > 0 && levels.every((level) => level !== null))
      tryField('accents', accents, { accents: levels as BeatLevel[] });
    else ignore('accents', accents, rhythmMessages.accents);
  }
  const sub = params.get('sub');
  if (sub !== null) {
    const subdivision = SUBDIVISION_ALIASES[sub.trim().toLowerCase()];
    if (subdivision) tryField('sub', sub, { subdivision });
    else ignore('sub', sub, rhythmMessages.subdivision);
  }
  const swing = params.get('swing');
  if (swing !== null) {
    const percent = /^\d+$/.test(swing.trim()) ? Number(swing.trim()) : Number.NaN;
    tryField('swing', swing, { swingPercent: percent });
  }
  const unit = params.get('unit');
  if (unit !== null) {
    const tempoUnit = unit.trim().toLowerCase();
    if ((TEMPO_UNITS as readonly string[]).includes(tempoUnit))
      tryField('unit', unit, { tempoUnit: tempoUnit as TempoUnit });
    else ignore('unit', unit, rhythmMessages.tempoUnit);
    // The link's tempo counted so must make a pulse the click plays cleanly, as the API asks.
    const tooFast = input.tempoUnit
      ? pulseProblem([parsePositiveInteger(params.get('bpm'))], resolvePattern(input))
      : null;
    if (tooFast) {
      delete input.tempoUnit;
      ignore('unit', unit, tooFast);
    }
  }

  let countInBars: number | null = null;
  const bars = params.get('countInBars');
  if (bars !== null) {
    const value = parsePositiveInteger(bars.trim());
    if (value !== null && value >= COUNT_IN_BARS_MIN && value <= COUNT_IN_BARS_MAX) countInBars = value;
    else ignore('countInBars', bars, countInBarsMessage);
  }

  const given = Object.keys(input).length > 0;
  if (!given && countInBars === null) return { rhythm: null, countInBars: null };
  if (!input.accents && (input.timeSignature || input.grouping)) {
    const parsed = parseTimeSignature(input.timeSignature ?? '4/4');
    input.accents = groupAccents(input.grouping ?? (parsed ? defaultGrouping(parsed) : [1, 1, 1, 1]));
  }
  return { rhythm: resolveRhythm(input), countInBars };
}

/** Reads the home page's query string (with or without '?'); invalid values are ignored, never thrown. */
export function parseClickTrackParams(search: string): ClickTrackParams {
  const params = new URLSearchParams(search);
  const name = (params.get('track') ?? '').trim();
  const bpm = parsePositiveInteger(params.get('bpm'));
  const playlistId = params.get('playlist')?.trim();
  const trackId = params.get('trackId')?.trim();
  const ignored: string[] = [];
  const { rhythm, countInBars } = parseRhythmParams(params, ignored);
  return {
    track: name !== '' && bpm !== null ? { name, bpm } : null,
    bpm: name === '' ? bpm : null,
    setList: playlistId && trackId ? { playlistId, trackId } : null,
    visualizer: params.get('visualizer') === 'true',
    autoplay: params.get('autoplay') === 'true',
    rhythm,
    countInBars,
    ignored,
  };
}

/** A loaded bpm brought into the generator's range (BPM_MIN–BPM_MAX). */
export function bpmForGenerator(bpm: number): number {
  return Math.min(BPM_MAX, Math.max(BPM_MIN, Math.round(bpm)));
}
