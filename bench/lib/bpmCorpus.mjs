// The clip list of `npm run bench:bpm`: patterns × tempos spread over 60–200 BPM, some swung, some
// noisy, some played with human timing, and a few tempo-ambiguous ones. Deterministic.

/** Patterns whose beat is the quarter note, cycled through the tempos. */
const CLEAR_PATTERNS = ['clicks', 'rock', 'fourOnTheFloor', 'punk', 'ballad', 'funk', 'bass', 'band', 'waltz'];

/**
 * @returns {{ name: string, pattern: string, bpm: number, swing: number, noise: number, jitterMs: number, seed: number, ambiguous: boolean }[]}
 */
export function bpmCorpus() {
  const clips = [];
  const count = 40;
  for (let index = 0; index < count; index++) {
    // Tempos 60 … 200 spread evenly, off the integers so rounding is exercised too.
    const bpm = Math.round((60 + (140 * index) / (count - 1)) * 10) / 10;
    const pattern = CLEAR_PATTERNS[index % CLEAR_PATTERNS.length];
    const swing = index % 4 === 1 && pattern !== 'clicks' ? 1 / 6 : 0;
    const noise = index % 3 === 2 ? [0.02, 0.05, 0.1][index % 9 === 2 ? 0 : index % 9 === 5 ? 1 : 2] : 0;
    const jitterMs = index % 5 === 3 ? 8 : 0;
    clips.push({
      name: `${pattern} ${bpm}`,
      pattern,
      bpm,
      swing,
      noise,
      jitterMs,
      seed: 1000 + index,
      ambiguous: false,
    });
  }
  // Half-time feel: kick on 1, snare on 3 — heard at the notated tempo or at half of it.
  for (const bpm of [96, 128, 140, 172]) {
    clips.push({
      name: `halfTime ${bpm}`,
      pattern: 'halfTime',
      bpm,
      swing: 0,
      noise: 0.02,
      jitterMs: 0,
      seed: 2000 + bpm,
      ambiguous: true,
    });
  }
  return clips;
}
