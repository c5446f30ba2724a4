// Smoke mode (`BENCH_SMOKE=1` or `--smoke`): every benchmark runs its whole code path at tiny sizes in
// a few seconds, so `npm test` (checks/benchSmoke.test.ts) catches a benchmark that broke. Its figures
// mean nothing: no target is judged, and only a failure of the benchmark itself (an error, a
// disagreement, a failed correctness check) exits non-zero.

/** True when this run is a smoke run. */
export const SMOKE = process.env.BENCH_SMOKE === '1' || process.argv.slice(2).includes('--smoke');

/**
 * The full-run value, or the smoke value in a smoke run.
 * @template T
 * @param {T} full
 * @param {T} smoke
 * @returns {T}
 */
export function sized(full, smoke) {
  return SMOKE ? smoke : full;
}

/** Says so at the start of a smoke run. */
export function announceSmoke(name) {
  if (SMOKE) console.log(`${name}: smoke run (tiny sizes, figures not judged)`);
}
