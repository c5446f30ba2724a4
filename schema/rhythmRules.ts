/**
 * What a valid bar pattern is, once: plain functions that say why a field is refused (in the
 * API's words) or return null. The yup schema of the API (validation/rhythm.ts) and the browser's
 * generator links (client/src/features/generator/clickTrackUrl.ts, which must not load yup on the home
 * page) both ask these, so a pattern is refused alike everywhere.
 */
import {
  BEAT_LEVELS,
  BEATS_PER_BAR_MAX,
  BEATS_PER_BAR_MIN,
  DEFAULT_TIME_SIGNATURE,
  PULSE_BPM_MAX,
  SUBDIVISIONS,
  SWING_PERCENT_MAX,
  SWING_PERCENT_MIN,
  SWINGABLE_SUBDIVISIONS,
  TEMPO_UNITS,
  defaultGrouping,
  groupingFits,
  noteBpmOf,
  parseTimeSignature,
  tempoUnitFits,
  type BarPatternInput,
  type Meter,
  type TempoPattern,
  type TempoUnit,
} from './rhythm';
import { rhythmMessages } from './validation/rhythmMessages';

/** Why a time signature is refused, or null when it is one this app plays. */
export function timeSignatureProblem(text: string): string | null {
  const match = /^\s*(\d+)\/(\d+)\s*$/.exec(text);
  if (!match) return rhythmMessages.timeSignature;
  if (parseTimeSignature(text)) return null;
  const beats = Number(match[1]);
  return beats < BEATS_PER_BAR_MIN || beats > BEATS_PER_BAR_MAX ? rhythmMessages.beatsPerBar : rhythmMessages.noteValue;
}

/** Why a grouping does not divide a meter's bar, or null when its groups add up to the beats per bar. */
export function groupingProblem(grouping: readonly number[], meter: Meter): string | null {
  return groupingFits(grouping, meter.beatsPerBar) ? null : rhythmMessages.grouping;
}

/** Why a beat's level is refused, or null when it is one of BEAT_LEVELS. */
export function beatLevelProblem(level: string): string | null {
  return (BEAT_LEVELS as readonly string[]).includes(level) ? null : rhythmMessages.accents;
}

/** Why accents are refused for a meter (one known level per beat), or null. */
export function accentsProblem(accents: readonly string[], meter: Meter): string | null {
  if (accents.length !== meter.beatsPerBar) return rhythmMessages.accents;
  return accents.map(beatLevelProblem).find(Boolean) ?? null;
}

/** Why a subdivision is refused, or null when it is one of SUBDIVISIONS. */
export function subdivisionProblem(subdivision: string): string | null {
  return (SUBDIVISIONS as readonly string[]).includes(subdivision) ? null : rhythmMessages.subdivision;
}

/** Why a swing is refused with a subdivision (out of range, or one that cannot swing), or null. */
export function swingProblem(swingPercent: number, subdivision: string): string | null {
  if (!Number.isInteger(swingPercent) || swingPercent < SWING_PERCENT_MIN || swingPercent > SWING_PERCENT_MAX)
    return rhythmMessages.swing;
  if (swingPercent === SWING_PERCENT_MIN) return null;
  return (SWINGABLE_SUBDIVISIONS as readonly string[]).includes(subdivision) ? null : rhythmMessages.swingNeedsPairs;
}

/** Why a tempo unit does not fit a meter grouped so, or null when it does. */
export function tempoUnitProblem(unit: TempoUnit, meter: Meter, grouping: readonly number[]): string | null {
  if (tempoUnitFits(unit, meter, grouping)) return null;
  if (unit === 'dotted') return rhythmMessages.dottedNeedsCompound;
  return unit === 'quarter' ? rhythmMessages.quarterNeedsShortNotes : rhythmMessages.groupNeedsGroups;
}

/**
 * Why a pattern's tempo unit is refused: not one of TEMPO_UNITS, or not fitting the meter with
 * the pattern's grouping (the meter's default where that grouping does not fit), or null.
 */
export function patternTempoUnitProblem(
  unit: string,
  meter: Meter,
  grouping: readonly number[] | null | undefined,
): string | null {
  if (!(TEMPO_UNITS as readonly string[]).includes(unit)) return rhythmMessages.tempoUnit;
  const fitting = grouping && groupingFits(grouping, meter.beatsPerBar) ? grouping : defaultGrouping(meter);
  return tempoUnitProblem(unit as TempoUnit, meter, fitting);
}

/**
 * Why tempos (e.g. a section's start and end) are too fast for a pattern's pulse, or null: the
 * meter's note may click at most PULSE_BPM_MAX times a minute.
 */
export function pulseProblem(bpms: ReadonlyArray<number | null | undefined>, pattern: TempoPattern): string | null {
  const fastest = Math.max(0, ...bpms.filter((bpm): bpm is number => typeof bpm === 'number' && Number.isFinite(bpm)));
  return noteBpmOf(fastest, pattern) > PULSE_BPM_MAX ? rhythmMessages.pulseTooFast : null;
}

/**
 * Why a bar pattern is refused, or null: its fields in the order the API checks them (time
 * signature, grouping, accents, subdivision, swing, tempo unit), the first problem found.
 */
export function patternProblem(input: BarPatternInput): string | null {
  const timeSignature = input.timeSignature ?? DEFAULT_TIME_SIGNATURE;
  const timeProblem = timeSignatureProblem(timeSignature);
  if (timeProblem) return timeProblem;
  const meter = parseTimeSignature(timeSignature)!;
  const subdivision = input.subdivision ?? 'none';
  const { grouping, accents, swingPercent, tempoUnit } = input;
  return (
    (grouping ? groupingProblem(grouping, meter) : null) ??
    (accents ? accentsProblem(accents, meter) : null) ??
    subdivisionProblem(subdivision) ??
    (swingPercent !== null && swingPercent !== undefined ? swingProblem(swingPercent, subdivision) : null) ??
    (tempoUnit !== null && tempoUnit !== undefined ? patternTempoUnitProblem(tempoUnit, meter, grouping) : null)
  );
}
