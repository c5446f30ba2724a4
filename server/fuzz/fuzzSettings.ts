import type { Parameters as FcParameters } from 'fast-check';

/** Cases per door and `npm test` run (≥ 6,000 over both doors); FUZZ_RUNS changes it. */
const DEFAULT_RUNS_PER_DOOR = 3_100;

/** How long one door's fuzz may take before jest gives up on it. */
export const FUZZ_TIMEOUT_MS = 20 * 60 * 1000;

/**
 * fast-check settings for one door: FUZZ_SEED (and FUZZ_PATH) replay a failing run exactly; without
 * them each run draws a new seed. Shrinking is off: cases change the database, so a shrunk replay
 * would not meet the same state; the failing case is printed whole instead.
 */
export function fuzzSettings(): FcParameters<unknown> & { seed: number; numRuns: number } {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
  const numRuns = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS_PER_DOOR);
  if (!Number.isInteger(seed) || !Number.isInteger(numRuns))
    throw new Error('FUZZ_SEED and FUZZ_RUNS must be whole numbers');
  return {
    seed,
    numRuns,
    path: process.env.FUZZ_PATH,
    endOnFailure: true,
    interruptAfterTimeLimit: FUZZ_TIMEOUT_MS - 60_000,
    markInterruptAsFailure: true,
  };
}

/** The message of a failed case: what was sent, what came back, what is wrong, and how to replay the run. */
export function reportFailure(
  operation: string,
  testCase: unknown,
  answer: { status: number; body: string },
  problems: string[],
): string {
  const replay =
    'Replay this run with FUZZ_SEED=<seed> (and FUZZ_PATH=<path>) from the fast-check report below: ' +
    'FUZZ_SEED=… FUZZ_PATH=… npm run test:server -- server/fuzz';
  return [
    `${operation}: ${problems.join('; ')}`,
    `case: ${JSON.stringify(testCase, (_key, value: unknown) => (typeof value === 'string' && value.length > 300 ? `${value.slice(0, 300)}… (${value.length} chars)` : value))}`,
    `answer: ${answer.status} ${answer.body}`,
    replay,
  ].join('\n');
}
