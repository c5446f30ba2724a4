/**
 * Rhythm beyond a steady 4/4: meters with groupings and per-beat levels, subdivisions
 * with swing, and song maps of sections. Shared by the click engine (client/src/audio), the
 * validation (schema/validation/rhythm.ts) and the server, so all three read a pattern alike.
 * Pure data and arithmetic: no framework here.
 */
import type { SoundName } from './limits';

/** Beats per bar (the upper number of a time signature). */
export const BEATS_PER_BAR_MIN = 1;
export const BEATS_PER_BAR_MAX = 16;
/** The note value a beat is (the lower number of a time signature). */
export const NOTE_VALUES = [2, 4, 8, 16] as const;
export type NoteValue = (typeof NOTE_VALUES)[number];
/** Today's meter, which a track without one plays. */
export const DEFAULT_TIME_SIGNATURE = '4/4';

/** How loud a beat is: an accent, a normal beat, a soft one, or a silent one (the visualizer still counts it). */
export const BEAT_LEVELS = ['accent', 'normal', 'soft', 'mute'] as const;
export type BeatLevel = (typeof BEAT_LEVELS)[number];

/** Clicks between two beats: none, or the beat split into 2, 3, 4, 5 or 6 equal parts. */
export const SUBDIVISIONS = ['none', 'eighths', 'triplets', 'sixteenths', 'quintuplets', 'sextuplets'] as const;
export type Subdivision = (typeof SUBDIVISIONS)[number];
/** Clicks per beat of each subdivision (the beat's own click included). */
export const PULSES_PER_BEAT: Readonly<Record<Subdivision, number>> = {
  none: 1,
  eighths: 2,
  triplets: 3,
  sixteenths: 4,
  quintuplets: 5,
  sextuplets: 6,
};
/** Swing: the first of each pair of subdivisions takes this share of the pair (50 % = straight). */
export const SWING_PERCENT_MIN = 50;
export const SWING_PERCENT_MAX = 75;
/** Only even subdivisions pair up and can swing. */
export const SWINGABLE_SUBDIVISIONS: readonly Subdivision[] = ['eighths', 'sixteenths'];

/**
 * What the tempo counts:
 * - 'note': the meter's note value (6/8 at 120 is 120 eighth notes a minute);
 * - 'dotted': in a compound meter (groups of three), the dotted note of each group (6/8 at 120 is
 *   120 dotted quarters a minute, so 360 eighths);
 * - 'quarter': in a meter of eighths or sixteenths, the quarter note (7/8 at 152 is 152 quarters a
 *   minute, so 304 eighths; 7/16 at 152 is 608 sixteenths);
 * - 'group': the shortest group of the grouping, the longer groups lasting in proportion, so the
 *   meter's note stays steady (2+2+3 at 100: a 2-group lasts 0.6 s, the 3-group 0.9 s, eighths at
 *   200 a minute). See docs/decisions/0027-group-tempo-counts-shortest-group.md.
 */
export const TEMPO_UNITS = ['note', 'dotted', 'quarter', 'group'] as const;
export type TempoUnit = (typeof TEMPO_UNITS)[number];

/**
 * The most clicks of the meter's note a minute the engine plays cleanly (the tempo times the notes
 * it counts; subdivisions come on top, as they always have). What the tempo counts stays within
 * the BPM range; this caps the pulse that a quarter or a group tempo multiplies out to.
 */
export const PULSE_BPM_MAX = 960;

/** Song maps: sections, each some bars long. */
export const SECTIONS_MAX = 64;
export const SECTION_BARS_MIN = 1;
export const SECTION_BARS_MAX = 999;
export const SECTION_NAME_MAX_LENGTH = 40;

/** A parsed time signature. */
export interface Meter {
  beatsPerBar: number;
  noteValue: NoteValue;
}

/** `"7/8"` → { beatsPerBar: 7, noteValue: 8 }; null when it is not a time signature this app plays. */
export function parseTimeSignature(text: string): Meter | null {
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const beatsPerBar = Number(match[1]);
  const noteValue = Number(match[2]);
  if (beatsPerBar < BEATS_PER_BAR_MIN || beatsPerBar > BEATS_PER_BAR_MAX) return null;
  if (!(NOTE_VALUES as readonly number[]).includes(noteValue)) return null;
  return { beatsPerBar, noteValue: noteValue as NoteValue };
}

/**
 * The grouping a meter has when none is given: eighths and sixteenths group in threes when they
 * can (6/8 → 3+3, 9/8 → 3+3+3), else in twos with a three at the end for an odd count (7/8 →
 * 2+2+3, 5/8 → 2+3); halves and quarters are one beat per group (4/4 → 1+1+1+1).
 */
export function defaultGrouping({ beatsPerBar, noteValue }: Meter): number[] {
  if (noteValue <= 4 || beatsPerBar < 4) return Array.from({ length: beatsPerBar }, () => 1);
  if (beatsPerBar % 3 === 0) return Array.from({ length: beatsPerBar / 3 }, () => 3);
  const twos = Array.from({ length: Math.floor(beatsPerBar / 2) }, () => 2);
  if (beatsPerBar % 2 === 1) twos[twos.length - 1] = 3;
  return twos;
}

/** Whether a grouping fits a meter: whole groups of at least one beat, adding up to the beats per bar. */
export function groupingFits(grouping: readonly number[], beatsPerBar: number): boolean {
  return (
    grouping.length > 0 &&
    grouping.every((group) => Number.isInteger(group) && group >= 1) &&
    grouping.reduce((sum, group) => sum + group, 0) === beatsPerBar
  );
}

/** Whether the meter is compound: every group is three beats (6/8, 9/8, 12/8 as grouped). */
export function isCompound(grouping: readonly number[]): boolean {
  return grouping.length > 0 && grouping.every((group) => group === 3);
}

/**
 * The level of each beat when none are given: every beat 'normal', which is how a bar sounds today
 * (a track without a meter must sound exactly as before).
 */
export function defaultAccents(beatsPerBar: number): BeatLevel[] {
  return Array.from({ length: beatsPerBar }, () => 'normal');
}

/** Accents that mark the pattern: the bar's first beat accented, each other group's first beat normal, the rest soft. */
export function groupAccents(grouping: readonly number[]): BeatLevel[] {
  const levels: BeatLevel[] = [];
  grouping.forEach((group, groupIndex) => {
    for (let beat = 0; beat < group; beat++)
      levels.push(beat === 0 ? (groupIndex === 0 ? 'accent' : 'normal') : 'soft');
  });
  return levels;
}

/** Whether `unit` may count the tempo of a meter grouped so (see {@link TEMPO_UNITS}). */
export function tempoUnitFits(unit: TempoUnit, meter: Meter, grouping: readonly number[]): boolean {
  if (unit === 'dotted') return isCompound(grouping);
  if (unit === 'quarter') return meter.noteValue >= 8;
  if (unit === 'group') return grouping.length > 0 && Math.min(...grouping) >= 2;
  return true;
}

/** A pattern's fields that say what its tempo counts. */
export type TempoPattern = Pick<BarPattern, 'timeSignature' | 'grouping' | 'tempoUnit'>;

/**
 * How many of the meter's notes one tempo beat is: 1 ('note'), 3 ('dotted'), the notes in a quarter
 * ('quarter': 2 eighths, 4 sixteenths), or the shortest group ('group').
 */
export function notesPerTempoBeat({ timeSignature, grouping, tempoUnit }: TempoPattern): number {
  if (tempoUnit === 'dotted') return 3;
  if (tempoUnit === 'quarter') return (parseTimeSignature(timeSignature)?.noteValue ?? 4) / 4;
  if (tempoUnit === 'group') return grouping.length > 0 ? Math.min(...grouping) : 1;
  return 1;
}

/** Beats per minute of the meter's note value (the pulse) for a tempo counted as the pattern says. */
export function noteBpmOf(bpm: number, pattern: TempoPattern): number {
  return bpm * notesPerTempoBeat(pattern);
}

/** A bar's pattern with every field resolved: what the engine plays and what the API answers. */
export interface BarPattern {
  /** Canonical, e.g. "7/8". */
  timeSignature: string;
  grouping: number[];
  accents: BeatLevel[];
  subdivision: Subdivision;
  swingPercent: number;
  tempoUnit: TempoUnit;
}

/** One section of a song map, resolved. */
export interface Section extends BarPattern {
  name: string;
  bars: number;
  bpm: number;
  /** The tempo the section ramps to linearly over its bars; null for a steady tempo. */
  endBpm: number | null;
  muted: boolean;
}

/** A track's rhythm, resolved: its bar pattern and its song map (empty: the whole track plays the pattern). */
export interface Rhythm extends BarPattern {
  sections: Section[];
  /** The sound of each level and of subdivisions; null plays the main sound. */
  levelSounds: LevelSounds;
}

/** The levels that may have a sound of their own ('mute' has none). */
export const SOUNDING_LEVELS = ['accent', 'normal', 'soft', 'subdivision'] as const;
export type SoundingLevel = (typeof SOUNDING_LEVELS)[number];
/** A sound (schema/limits.ts SOUND_TYPES) per level; null: the main sound. */
export type LevelSounds = Record<SoundingLevel, SoundName | null>;
/** Every level plays the main sound. */
export const MAIN_SOUND_EVERYWHERE: LevelSounds = { accent: null, normal: null, soft: null, subdivision: null };

/** A pattern as given: any field may be left out or null. */
export interface BarPatternInput {
  timeSignature?: string | null;
  grouping?: number[] | null;
  accents?: BeatLevel[] | null;
  subdivision?: Subdivision | null;
  swingPercent?: number | null;
  tempoUnit?: TempoUnit | null;
}

/** A rhythm as given (checked by schema/validation/rhythm.ts first). */
export interface RhythmInput extends BarPatternInput {
  sections?: Array<
    BarPatternInput & { name: string; bars: number; bpm: number; endBpm?: number | null; muted?: boolean | null }
  > | null;
  levelSounds?: Partial<Record<SoundingLevel, SoundName | null>> | null;
}

/** Today's steady 4/4: what a track without a rhythm plays. */
export const STEADY_FOUR_FOUR: BarPattern = {
  timeSignature: DEFAULT_TIME_SIGNATURE,
  grouping: [1, 1, 1, 1],
  accents: defaultAccents(4),
  subdivision: 'none',
  swingPercent: SWING_PERCENT_MIN,
  tempoUnit: 'note',
};

/**
 * A checked pattern with every field filled: what is left out comes from `base` (the track's own
 * pattern for a section), except that a new meter brings its own default grouping and accents, and
 * a tempo unit that does not fit the meter (a dotted one in a meter that is not compound, a
 * quarter in x/4, a group of single beats) falls back to the note.
 */
export function resolvePattern(input: BarPatternInput, base: BarPattern = STEADY_FOUR_FOUR): BarPattern {
  const meter =
    parseTimeSignature(input.timeSignature || base.timeSignature) ?? parseTimeSignature(DEFAULT_TIME_SIGNATURE)!;
  const timeSignature = `${meter.beatsPerBar}/${meter.noteValue}`;
  const sameMeter = timeSignature === base.timeSignature;
  const grouping = input.grouping ?? (sameMeter ? base.grouping : defaultGrouping(meter));
  const accents = input.accents ?? (sameMeter ? base.accents : defaultAccents(meter.beatsPerBar));
  const subdivision = input.subdivision ?? base.subdivision;
  const swingPercent = SWINGABLE_SUBDIVISIONS.includes(subdivision)
    ? (input.swingPercent ?? base.swingPercent)
    : SWING_PERCENT_MIN;
  const askedUnit = input.tempoUnit ?? base.tempoUnit;
  const tempoUnit = tempoUnitFits(askedUnit, meter, grouping) ? askedUnit : 'note';
  return { timeSignature, grouping: [...grouping], accents: [...accents], subdivision, swingPercent, tempoUnit };
}

/** A checked rhythm with every field filled; each section starts from the track's pattern. */
export function resolveRhythm(input: RhythmInput): Rhythm {
  const pattern = resolvePattern(input);
  const sections = (input.sections ?? []).map((section) => ({
    name: section.name.trim(),
    bars: section.bars,
    bpm: section.bpm,
    endBpm: section.endBpm ?? null,
    muted: section.muted ?? false,
    ...resolvePattern(section, pattern),
  }));
  const given = input.levelSounds ?? {};
  const levelSounds = Object.fromEntries(SOUNDING_LEVELS.map((level) => [level, given[level] ?? null])) as LevelSounds;
  return { ...pattern, sections, levelSounds };
}

/** Practice tools: limits of the gap click, the random mute and the tempo trainer. */
export const PRACTICE_BARS_MIN = 1;
export const PRACTICE_BARS_MAX = 16;
export const RANDOM_MUTE_PERCENT_MAX = 90;
export const TRAINER_STEP_BPM_MAX = 20;

/**
 * How the generator helps practice: bars that play and bars that are silent in turn (gap click),
 * a share of bars silenced at random (the same seed silences the same bars, so the WAV is what is
 * heard), and a tempo that moves by `stepBpm` (negative: slows) every `everyBars` bars until it
 * reaches `limitBpm`. Silenced bars still count in the visualizer.
 */
export interface PracticeSettings {
  gapClick?: { playBars: number; muteBars: number } | null;
  randomMutePercent?: number | null;
  randomSeed?: number | null;
  tempoTrainer?: { stepBpm: number; everyBars: number; limitBpm: number } | null;
}

/** The random mute's seed: a whole number that fits a 32-bit signed integer (GraphQL's Int). */
export const RANDOM_SEED_MIN = 0;
export const RANDOM_SEED_MAX = 2 ** 31 - 1;

/** Practice tools with every field present (null: that tool is off), as the settings store and answer them. */
export interface Practice {
  gapClick: { playBars: number; muteBars: number } | null;
  randomMutePercent: number | null;
  randomSeed: number | null;
  tempoTrainer: { stepBpm: number; everyBars: number; limitBpm: number } | null;
}

/**
 * Checked practice settings with every field filled (copied, so nothing else rides along); null when
 * no tool is on (no gap click, no random mute, no trainer): the same as no practice.
 */
export function resolvePractice(input: PracticeSettings | null | undefined): Practice | null {
  if (!input) return null;
  const gapClick = input.gapClick ? { playBars: input.gapClick.playBars, muteBars: input.gapClick.muteBars } : null;
  const randomMutePercent = input.randomMutePercent || null;
  const tempoTrainer = input.tempoTrainer
    ? {
        stepBpm: input.tempoTrainer.stepBpm,
        everyBars: input.tempoTrainer.everyBars,
        limitBpm: input.tempoTrainer.limitBpm,
      }
    : null;
  if (!gapClick && !randomMutePercent && !tempoTrainer) return null;
  return { gapClick, randomMutePercent, randomSeed: input.randomSeed ?? null, tempoTrainer };
}

/** A count-in of whole bars (with a rhythm; null counts in `countInBeats` beats): the engine takes any number ≥ 1, more than this is no use. */
export const COUNT_IN_BARS_MIN = 1;
export const COUNT_IN_BARS_MAX = 4;
