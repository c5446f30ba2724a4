const show = (sample: number | undefined) => (Object.is(sample, -0) ? '-0' : String(sample));

/**
 * Null when two sample arrays are of one kind and equal sample for sample (`Object.is`, so +0 and
 * -0 apart, as `toEqual` has it); else where they first differ, for the failure message. jest's
 * `toEqual` walks a typed array element by element through its generic equality, about 1.4 µs a
 * sample: 4 s for a minute of audio.
 */
export function firstDifference(actual: ArrayLike<number> | undefined, expected: ArrayLike<number>): string | null {
  if (!actual) return 'no samples';
  const kinds = [actual, expected].map((samples) => Object.prototype.toString.call(samples));
  if (kinds[0] !== kinds[1]) return `${kinds[0]} ≠ ${kinds[1]}`;
  if (actual.length !== expected.length) return `length ${actual.length} ≠ ${expected.length}`;
  for (let index = 0; index < actual.length; index++) {
    if (!Object.is(actual[index], expected[index]))
      return `sample ${index}: ${show(actual[index])} ≠ ${show(expected[index])}`;
  }
  return null;
}
