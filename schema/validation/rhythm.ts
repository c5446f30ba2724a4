import { array, boolean, number, object, string, type TestContext } from 'yup';
import { BPM_MAX, BPM_MIN } from '../limits';
import {
  DEFAULT_TIME_SIGNATURE,
  SECTION_BARS_MAX,
  SECTION_BARS_MIN,
  SECTION_NAME_MAX_LENGTH,
  SECTIONS_MAX,
  TEMPO_UNITS,
  defaultGrouping,
  groupingFits,
  parseTimeSignature,
  resolvePattern,
  resolveRhythm,
  type BeatLevel,
  type RhythmInput,
  type TempoPattern,
  type Subdivision,
  type TempoUnit,
} from '../rhythm';
import {
  accentsProblem,
  beatLevelProblem,
  groupingProblem,
  patternTempoUnitProblem,
  pulseProblem,
  subdivisionProblem,
  swingProblem,
  timeSignatureProblem,
} from '../rhythmRules';
import { rhythmMessages } from './rhythmMessages';
import { optionalSoundSchema } from './sound';
import { wholeNumber } from './wholeNumber';

export { rhythmMessages };

/** A time signature such as "7/8", checked with the rule it breaks (also a CSV column). */
export const timeSignatureSchema = string()
  .label('Time signature')
  .trim()
  .nullable()
  .optional()
  .test('time-signature', rhythmMessages.timeSignature, function check(value) {
    return reportProblem(this, value ? timeSignatureProblem(value) : null);
  });

/** The meter of the object being checked (its own time signature, else 4/4). */
function meterOf(context: TestContext) {
  const parent = context.parent as { timeSignature?: string | null };
  return parseTimeSignature(parent.timeSignature || DEFAULT_TIME_SIGNATURE);
}

const wholeBpm = wholeNumber('BPM', BPM_MIN, BPM_MAX, rhythmMessages.bpm);

/**
 * The fields a bar's pattern has, in a rhythm and in each section of a song map. Their types are
 * yup's; what a valid pattern is, is schema/rhythmRules.ts's, which the generator links ask too.
 */
const patternFields = {
  timeSignature: timeSignatureSchema,
  grouping: array(number().label('Group').typeError(rhythmMessages.grouping).required(rhythmMessages.grouping))
    .label('Grouping')
    .nullable()
    .optional()
    .test('adds-up', rhythmMessages.grouping, function check(grouping) {
      const meter = meterOf(this);
      return reportProblem(this, grouping && meter ? groupingProblem(grouping, meter) : null);
    }),
  accents: array(
    string<BeatLevel>()
      .label('Accent')
      .required(rhythmMessages.accents)
      .test('level', rhythmMessages.accents, function check(level) {
        return reportProblem(this, beatLevelProblem(level));
      }),
  )
    .label('Accents')
    .nullable()
    .optional()
    .test('one-per-beat', rhythmMessages.accents, function check(accents) {
      const meter = meterOf(this);
      return reportProblem(this, accents && meter ? accentsProblem(accents, meter) : null);
    }),
  subdivision: string<Subdivision>()
    .label('Subdivision')
    .nullable()
    .optional()
    .test('known', rhythmMessages.subdivision, function check(subdivision) {
      return reportProblem(
        this,
        subdivision === null || subdivision === undefined ? null : subdivisionProblem(subdivision),
      );
    }),
  swingPercent: number()
    .label('Swing')
    .typeError(rhythmMessages.swing)
    .nullable()
    .optional()
    .test('swing', rhythmMessages.swing, function check(swing) {
      const subdivision = (this.parent as { subdivision?: Subdivision | null }).subdivision ?? 'none';
      return reportProblem(this, swing === null || swing === undefined ? null : swingProblem(swing, subdivision));
    }),
  tempoUnit: string<TempoUnit>()
    .label('Tempo unit')
    .nullable()
    .optional()
    .test('fits-meter', rhythmMessages.tempoUnit, function check(unit) {
      if (unit === null || unit === undefined) return true;
      const meter = meterOf(this);
      if (!meter) return reportProblem(this, TEMPO_UNITS.includes(unit) ? null : rhythmMessages.tempoUnit);
      return reportProblem(
        this,
        patternTempoUnitProblem(unit, meter, (this.parent as { grouping?: number[] | null }).grouping),
      );
    }),
};

/** A yup test's answer for a rule's verdict: true when there is no problem, else an error in the rule's words. */
function reportProblem(context: TestContext, problem: string | null) {
  return problem ? context.createError({ message: problem }) : true;
}

/** One section of a song map: its name, length in bars, tempo (or a ramp to an end tempo), bar pattern, and whether it is silent. */
export const sectionSchema = object({
  name: string()
    .label('Section name')
    .trim()
    .required(rhythmMessages.sectionName)
    .max(SECTION_NAME_MAX_LENGTH, rhythmMessages.sectionName),
  bars: wholeNumber('Bars', SECTION_BARS_MIN, SECTION_BARS_MAX, rhythmMessages.sectionBars).required(
    rhythmMessages.sectionBars,
  ),
  bpm: wholeBpm.required(rhythmMessages.bpm),
  endBpm: wholeBpm.nullable().optional(),
  muted: boolean().label('Muted').nullable().optional(),
  ...patternFields,
}).test('pulse', rhythmMessages.pulseTooFast, function check(section) {
  // A section that leaves its unit out takes the track's: rhythmSchema checks it with the track's pattern.
  if (!section?.tempoUnit) return true;
  const pattern = sectionPattern(section);
  return !pattern || !pulseProblem([section.bpm, section.endBpm], pattern);
});

/** A section's own tempo pattern when its fields make one (its grouping, else its meter's default), else null. */
function sectionPattern(section: {
  timeSignature?: string | null;
  grouping?: number[] | null;
  tempoUnit?: string | null;
}): TempoPattern | null {
  const meter = parseTimeSignature(section.timeSignature || DEFAULT_TIME_SIGNATURE);
  if (!meter || !TEMPO_UNITS.includes(section.tempoUnit as TempoUnit)) return null;
  const grouping =
    section.grouping && groupingFits(section.grouping, meter.beatsPerBar) ? section.grouping : defaultGrouping(meter);
  return {
    timeSignature: `${meter.beatsPerBar}/${meter.noteValue}`,
    grouping,
    tempoUnit: section.tempoUnit as TempoUnit,
  };
}

/**
 * A track's rhythm: its bar pattern and, optionally, a song map of sections that play
 * one after another. Every field may be left out (a track without a rhythm is a steady 4/4, as
 * before).
 */
export const rhythmSchema = object({
  ...patternFields,
  // A sound of its own for a level; null: the main sound.
  levelSounds: object({
    accent: optionalSoundSchema('Accent sound'),
    normal: optionalSoundSchema('Normal sound'),
    soft: optionalSoundSchema('Soft sound'),
    subdivision: optionalSoundSchema('Subdivision sound'),
  })
    .label('Level sounds')
    .nullable()
    .optional()
    .default(undefined),
  sections: array(sectionSchema).label('Sections').max(SECTIONS_MAX, rhythmMessages.sections).nullable().optional(),
}).test('pulse', rhythmMessages.pulseTooFast, (rhythm) => !rhythm || !sectionsPulseProblem(rhythm as RhythmInput));

/** Why a checked rhythm's song map clicks too fast (each section as it resolves, its unit maybe the track's), or null. */
function sectionsPulseProblem(rhythm: RhythmInput): string | null {
  const { sections } = resolveRhythm(rhythm);
  return sections.map((section) => pulseProblem([section.bpm, section.endBpm], section)).find(Boolean) ?? null;
}

/**
 * Why tempos are too fast for a rhythm's own pattern (a track's or the generator's bpm, a trainer's
 * limit), or null. With a song map the sections' own tempos play, checked by rhythmSchema.
 */
export function rhythmPulseProblem(
  bpms: ReadonlyArray<number | null | undefined>,
  rhythm: RhythmInput | null | undefined,
): string | null {
  if (!rhythm || (rhythm.sections?.length ?? 0) > 0) return null;
  return pulseProblem(bpms, resolvePattern(rhythm));
}
