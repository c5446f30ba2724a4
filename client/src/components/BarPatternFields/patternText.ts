/** Words for a bar pattern, apart from the fields so a track row can describe its rhythm without loading them. */
import { BEAT_LEVELS, SWING_PERCENT_MIN, type BarPattern, type BeatLevel, type Subdivision } from '../../../../schema/rhythm';

/** The subdivisions with their names in the UI. */
export const SUBDIVISION_OPTIONS: ReadonlyArray<{ value: Subdivision; label: string }> = [
  { value: 'none', label: 'None' },
  { value: 'eighths', label: 'Eighths' },
  { value: 'triplets', label: 'Triplets' },
  { value: 'sixteenths', label: 'Sixteenths' },
  { value: 'quintuplets', label: 'Quintuplets' },
  { value: 'sextuplets', label: 'Sextuplets' },
];

/** The level after `level` when its beat's button is pressed: accent → normal → soft → mute → accent. */
export function nextLevel(level: BeatLevel): BeatLevel {
  return BEAT_LEVELS[(BEAT_LEVELS.indexOf(level) + 1) % BEAT_LEVELS.length]!;
}

/** A short description of a pattern, e.g. '7/8 (2+2+3), triplets'. */
export function rhythmSummary(rhythm: BarPattern): string {
  const meter = rhythm.grouping.some((group) => group > 1) ? `${rhythm.timeSignature} (${rhythm.grouping.join('+')})` : rhythm.timeSignature;
  if (rhythm.subdivision === 'none') return meter;
  const sub = SUBDIVISION_OPTIONS.find((option) => option.value === rhythm.subdivision)!.label.toLowerCase();
  return rhythm.swingPercent > SWING_PERCENT_MIN ? `${meter}, ${sub}, swing ${rhythm.swingPercent}%` : `${meter}, ${sub}`;
}


/** A track's rhythm in a few words: its pattern, or the number of sections of its song map. */
export function trackRhythmSummary(rhythm: BarPattern & { sections: readonly unknown[] }): string {
  const count = rhythm.sections.length;
  if (count === 0) return rhythmSummary(rhythm);
  return count === 1 ? 'Song map: 1 section' : `Song map: ${count} sections`;
}
