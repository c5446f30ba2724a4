import { array, boolean, number, object, string, type TestContext } from 'yup';
import { BPM_MAX, BPM_MIN } from '../limits';
import {
  BEAT_LEVELS,
  BEATS_PER_BAR_MAX,
  BEATS_PER_BAR_MIN,
  DEFAULT_TIME_SIGNATURE,
  NOTE_VALUES,
  SECTION_BARS_MAX,
  SECTION_BARS_MIN,
  SECTION_NAME_MAX_LENGTH,
  SECTIONS_MAX,
  SUBDIVISIONS,
  SWING_PERCENT_MAX,
  SWING_PERCENT_MIN,
  SWINGABLE_SUBDIVISIONS,
  TEMPO_UNITS,
  defaultGrouping,
  groupingFits,
  isCompound,
  parseTimeSignature,
  type BeatLevel,
  type Subdivision,
  type TempoUnit,
} from '../rhythm';

/** What a rhythm's fields say when they are wrong (issue 23 §6). */
export const rhythmMessages = {
  timeSignature: 'Time signature must look like 7/8: beats per bar, a slash, a note value',
  beatsPerBar: `Beats per bar must be between ${BEATS_PER_BAR_MIN} and ${BEATS_PER_BAR_MAX}`,
  noteValue: `The note value must be ${NOTE_VALUES.slice(0, -1).join(', ')} or ${NOTE_VALUES.at(-1)}`,
  grouping: 'The grouping must add up to the beats per bar',
  accents: `Give one level per beat of the bar: ${BEAT_LEVELS.join(', ')}`,
  subdivision: `Subdivision must be one of ${SUBDIVISIONS.join(', ')}`,
  swing: `Swing must be a whole number from ${SWING_PERCENT_MIN} to ${SWING_PERCENT_MAX} (percent)`,
  swingNeedsPairs: `Only ${SWINGABLE_SUBDIVISIONS.join(' and ')} can swing`,
  tempoUnit: `Tempo unit must be one of ${TEMPO_UNITS.join(', ')}`,
  dottedNeedsCompound: 'A dotted tempo needs a compound meter (groups of three beats)',
  sections: `A song map has at most ${SECTIONS_MAX} sections`,
  sectionBars: `A section needs between ${SECTION_BARS_MIN} and ${SECTION_BARS_MAX} bars`,
  sectionName: `Section name is required, at most ${SECTION_NAME_MAX_LENGTH} characters`,
  bpm: `BPM must be a whole number from ${BPM_MIN} to ${BPM_MAX}`,
} as const;

/** Why a time signature is refused, or null when it is one this app plays. */
function timeSignatureProblem(text: string): string | null {
  const match = /^\s*(\d+)\/(\d+)\s*$/.exec(text);
  if (!match) return rhythmMessages.timeSignature;
  if (parseTimeSignature(text)) return null;
  const beats = Number(match[1]);
  return beats < BEATS_PER_BAR_MIN || beats > BEATS_PER_BAR_MAX ? rhythmMessages.beatsPerBar : rhythmMessages.noteValue;
}

/** A time signature such as "7/8", checked with the rule it breaks (also a CSV column). */
export const timeSignatureSchema = string()
  .label('Time signature')
  .trim()
  .nullable()
  .optional()
  .test('time-signature', rhythmMessages.timeSignature, function check(value) {
    const problem = value ? timeSignatureProblem(value) : null;
    return problem ? this.createError({ message: problem }) : true;
  });

/** The meter of the object being checked (its own time signature, else 4/4). */
function meterOf(context: TestContext) {
  const parent = context.parent as { timeSignature?: string | null };
  return parseTimeSignature(parent.timeSignature || DEFAULT_TIME_SIGNATURE);
}

const wholeBpm = number().label('BPM').typeError(rhythmMessages.bpm).integer(rhythmMessages.bpm).min(BPM_MIN, rhythmMessages.bpm).max(BPM_MAX, rhythmMessages.bpm);

/** The fields a bar's pattern has, in a rhythm and in each section of a song map. */
const patternFields = {
  timeSignature: timeSignatureSchema,
  grouping: array(number().label('Group').typeError(rhythmMessages.grouping).required(rhythmMessages.grouping))
    .label('Grouping')
    .nullable()
    .optional()
    .test('adds-up', rhythmMessages.grouping, function check(grouping) {
      const meter = meterOf(this);
      return !grouping || !meter || groupingFits(grouping, meter.beatsPerBar);
    }),
  accents: array(string<BeatLevel>().label('Accent').oneOf(BEAT_LEVELS, rhythmMessages.accents).required(rhythmMessages.accents))
    .label('Accents')
    .nullable()
    .optional()
    .test('one-per-beat', rhythmMessages.accents, function check(accents) {
      const meter = meterOf(this);
      return !accents || !meter || accents.length === meter.beatsPerBar;
    }),
  subdivision: string<Subdivision>().label('Subdivision').nullable().optional().oneOf([...SUBDIVISIONS, null], rhythmMessages.subdivision),
  swingPercent: number()
    .label('Swing')
    .typeError(rhythmMessages.swing)
    .integer(rhythmMessages.swing)
    .min(SWING_PERCENT_MIN, rhythmMessages.swing)
    .max(SWING_PERCENT_MAX, rhythmMessages.swing)
    .nullable()
    .optional()
    .test('pairs', rhythmMessages.swingNeedsPairs, function check(swing) {
      const subdivision = (this.parent as { subdivision?: Subdivision | null }).subdivision ?? 'none';
      return swing === null || swing === undefined || swing === SWING_PERCENT_MIN || SWINGABLE_SUBDIVISIONS.includes(subdivision);
    }),
  tempoUnit: string<TempoUnit>()
    .label('Tempo unit')
    .nullable()
    .optional()
    .oneOf([...TEMPO_UNITS, null], rhythmMessages.tempoUnit)
    .test('compound', rhythmMessages.dottedNeedsCompound, function check(unit) {
      if (unit !== 'dotted') return true;
      const meter = meterOf(this);
      const grouping = (this.parent as { grouping?: number[] | null }).grouping;
      return !meter || isCompound(grouping ?? defaultGrouping(meter));
    }),
};

/** One section of a song map: its name, length in bars, tempo (or a ramp to an end tempo), bar pattern, and whether it is silent. */
export const sectionSchema = object({
  name: string().label('Section name').trim().required(rhythmMessages.sectionName).max(SECTION_NAME_MAX_LENGTH, rhythmMessages.sectionName),
  bars: number()
    .label('Bars')
    .typeError(rhythmMessages.sectionBars)
    .required(rhythmMessages.sectionBars)
    .integer(rhythmMessages.sectionBars)
    .min(SECTION_BARS_MIN, rhythmMessages.sectionBars)
    .max(SECTION_BARS_MAX, rhythmMessages.sectionBars),
  bpm: wholeBpm.required(rhythmMessages.bpm),
  endBpm: wholeBpm.nullable().optional(),
  muted: boolean().label('Muted').nullable().optional(),
  ...patternFields,
});

/**
 * A track's rhythm (issue 23): its bar pattern and, optionally, a song map of sections that play
 * one after another. Every field may be left out (a track without a rhythm is a steady 4/4, as
 * before).
 */
export const rhythmSchema = object({
  ...patternFields,
  sections: array(sectionSchema).label('Sections').max(SECTIONS_MAX, rhythmMessages.sections).nullable().optional(),
});
