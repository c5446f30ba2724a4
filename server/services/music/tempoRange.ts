import { BPM_MAX, BPM_MIN } from '../../../schema/limits';

/**
 * A provider's tempo brought into 40–240 by doubling or halving (a 35 BPM answer is a 70 BPM song
 * counted in half time; 250 is 125 double time). Octave errors are the common fault of tempo
 * analysers, so folding keeps the beat grid right. Null when it cannot be a tempo at all.
 */
export function foldIntoRange(bpm: number): number | null {
  if (!Number.isFinite(bpm) || bpm <= 0) return null;
  let folded = bpm;
  while (folded < BPM_MIN) folded *= 2;
  while (folded > BPM_MAX) folded /= 2;
  const rounded = Math.round(folded);
  return rounded >= BPM_MIN && rounded <= BPM_MAX ? rounded : null;
}
