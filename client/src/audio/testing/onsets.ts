// Test helper (imported by tests only, never by the app).

/**
 * The onsets of a rendered click track: the index of each first non-zero sample after at least
 * `minSilenceSamples` zero samples (or at the very start). The renderer writes exact zeros between
 * clicks, so these are where the clicks start.
 * @param samples the rendered samples
 * @param minSilenceSamples the zeros that must come before an onset (default 100)
 */
export function detectOnsets(samples: Float32Array, minSilenceSamples = 100): number[] {
  const onsets: number[] = [];
  let silentRun = minSilenceSamples;
  for (let index = 0; index < samples.length; index++) {
    if (samples[index] === 0) {
      silentRun++;
      continue;
    }
    if (silentRun >= minSilenceSamples) onsets.push(index);
    silentRun = 0;
  }
  return onsets;
}
