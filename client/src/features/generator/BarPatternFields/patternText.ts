/** Words for a bar pattern, apart from the fields so a track row can describe its rhythm without loading them. */
import {
  BEAT_LEVELS,
  PULSE_BPM_MAX,
  SUBDIVISIONS,
  SWING_PERCENT_MIN,
  isCompound,
  noteBpmOf,
  parseTimeSignature,
  tempoUnitFits,
  type BarPattern,
  type BeatLevel,
  type NoteValue,
  type TempoPattern,
  type TempoUnit,
} from '../../../../../schema/rhythm';
import { capitalisedOptions } from '../selectOptions';

/** The subdivisions with their names in the UI. */
export const SUBDIVISION_OPTIONS = capitalisedOptions(SUBDIVISIONS);

/** The level after `level` when its beat's button is pressed: accent → normal → soft → mute → accent. */
export function nextLevel(level: BeatLevel): BeatLevel {
  return BEAT_LEVELS[(BEAT_LEVELS.indexOf(level) + 1) % BEAT_LEVELS.length]!;
}

/** A short description of a pattern, e.g. '7/8 (2+2+3), triplets'. */
export function rhythmSummary(rhythm: BarPattern): string {
  const meter = rhythm.grouping.some((group) => group > 1)
    ? `${rhythm.timeSignature} (${rhythm.grouping.join('+')})`
    : rhythm.timeSignature;
  if (rhythm.subdivision === 'none') return meter;
  const sub = SUBDIVISION_OPTIONS.find((option) => option.value === rhythm.subdivision)!.label.toLowerCase();
  return rhythm.swingPercent > SWING_PERCENT_MIN
    ? `${meter}, ${sub}, swing ${rhythm.swingPercent}%`
    : `${meter}, ${sub}`;
}

/** A track's rhythm in a few words: its pattern, or the number of sections of its song map. */
export function trackRhythmSummary(rhythm: BarPattern & { sections: readonly unknown[] }): string {
  const count = rhythm.sections.length;
  if (count === 0) return rhythmSummary(rhythm);
  return count === 1 ? 'Song map: 1 section' : `Song map: ${count} sections`;
}

/** The meter's note, singular ('eighth'). */
export const NOTE_NAMES: Readonly<Record<NoteValue, string>> = {
  2: 'half',
  4: 'quarter',
  8: 'eighth',
  16: 'sixteenth',
};
/** The dotted note of three of the meter's notes (three eighths: a dotted quarter), plural. */
export const DOTTED_NAMES: Readonly<Record<NoteValue, string>> = {
  2: 'dotted wholes',
  4: 'dotted halves',
  8: 'dotted quarters',
  16: 'dotted eighths',
};
// Note signs where fonts have them (♩ ♪), words where they often do not.
const NOTE_SIGNS: Readonly<Record<NoteValue, string>> = { 2: 'half', 4: '♩', 8: '♪', 16: '16th' };
const DOTTED_SIGNS: Readonly<Record<NoteValue, string>> = { 2: 'dotted whole', 4: 'dotted half', 8: '♩.', 16: '♪.' };

const noteValueOf = (pattern: Pick<BarPattern, 'timeSignature'>): NoteValue =>
  parseTimeSignature(pattern.timeSignature)?.noteValue ?? 4;
const capitalized = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/**
 * What the tempo counts, next to the tempo: '♩ = 152' (a quarter), '♪ = 240' (an eighth),
 * '♩. = 80' (a dotted quarter), 'group = 100'.
 */
export function tempoCountLabel(pattern: TempoPattern, bpm: number): string {
  const noteValue = noteValueOf(pattern);
  const sign = { note: NOTE_SIGNS[noteValue], dotted: DOTTED_SIGNS[noteValue], quarter: '♩', group: 'group' }[
    pattern.tempoUnit
  ];
  return `${sign} = ${bpm}`;
}

/**
 * The tempo units the picker offers for a pattern: the note always; the dotted note in a compound
 * meter; the quarter in meters of eighths or sixteenths; the group where groups have two or more
 * beats and it is neither the dotted note (all threes) nor the quarter (all twos of eighths). The
 * pattern's own unit is always offered, so it shows.
 */
export function tempoUnitChoices(pattern: BarPattern): Array<{ value: TempoUnit; label: string }> {
  const meter = parseTimeSignature(pattern.timeSignature) ?? { beatsPerBar: 4, noteValue: 4 as NoteValue };
  const fits = (unit: TempoUnit) => unit === pattern.tempoUnit || tempoUnitFits(unit, meter, pattern.grouping);
  const allTwos = pattern.grouping.every((group) => group === 2);
  const groupSame = isCompound(pattern.grouping) || (allTwos && meter.noteValue === 8);
  const choices: Array<{ value: TempoUnit; label: string }> = [
    { value: 'note', label: `${capitalized(NOTE_NAMES[meter.noteValue])} notes` },
  ];
  if (fits('dotted')) choices.push({ value: 'dotted', label: capitalized(DOTTED_NAMES[meter.noteValue]) });
  if (fits('quarter')) choices.push({ value: 'quarter', label: 'Quarter notes' });
  if (fits('group') && (!groupSame || pattern.tempoUnit === 'group')) choices.push({ value: 'group', label: 'Groups' });
  return choices;
}

/**
 * A sentence on what the tempo counts and the click it makes, e.g. '7/8 at ♩ = 152: 304 eighth
 * notes a minute', with the group rule for a group tempo; null when the pattern's note is the count.
 */
export function tempoCountHint(pattern: TempoPattern, bpm: number): string {
  const noteName = NOTE_NAMES[noteValueOf(pattern)];
  const pulse = noteBpmOf(bpm, pattern);
  const at = `${pattern.timeSignature} at ${tempoCountLabel(pattern, bpm)}`;
  if (pattern.tempoUnit === 'group') {
    // The tempo counts the shortest group; longer ones last in proportion, so the meter's note stays steady.
    const shortest = Math.min(...pattern.grouping);
    const longest = Math.max(...pattern.grouping);
    const groups = `${pattern.grouping.join('+')} at group = ${bpm}`;
    const lengths =
      longest === shortest
        ? `each group lasts ${formatSeconds(60 / bpm)}`
        : `the tempo counts the groups of ${shortest} (${formatSeconds(60 / bpm)} each), a group of ${longest} lasts ${formatCount(longest / shortest)} times that (${formatSeconds((longest * 60) / (shortest * bpm))})`;
    return `${groups}: ${lengths}; ${formatCount(pulse)} ${noteName} notes a minute`;
  }
  return `${at}: ${formatCount(pulse)} ${noteName} notes a minute`;
}

/** Whether a tempo counted so clicks the meter's note faster than the click plays cleanly. */
export function pulseTooFast(pattern: TempoPattern, bpm: number): boolean {
  return noteBpmOf(bpm, pattern) > PULSE_BPM_MAX;
}

const formatSeconds = (seconds: number) => `${Number(seconds.toFixed(2))} s`;
const formatCount = (count: number) => String(Number(count.toFixed(1)));
