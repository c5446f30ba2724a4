import fc from 'fast-check';
import type { Response } from 'supertest';
import { fuzzSettings, reportFailure } from './fuzzSettings';
import { changedTables, errorShapeProblem, type FuzzWorld } from './world';

/** How one door's cases are sent and judged. */
export interface DoorUnderFuzz<Case> {
  door: 'REST' | 'GraphQL';
  cases: fc.Arbitrary<Case>;
  send(testCase: Case): Promise<Response>;
  /** The error shape the answer must have (GET /graphql answers GraphQL's, even in the REST registry). */
  errorShapeOf(testCase: Case): 'REST' | 'GraphQL';
  /** Whether an allowed case may have changed rows (then the world is reset before the next case). */
  mayChange(testCase: Case): boolean;
  /** What to print of a failing case, and the operation's name. */
  describe(testCase: Case): { operation: string; sent: unknown };
}

/**
 * Runs one door's fuzz: each case must not answer ≥ 500; a refusal must have a message and a code
 * of the vocabulary, and leave every table's checksum unchanged. Resolves with the tally.
 */
export async function fuzzDoor<Case>(world: FuzzWorld, under: DoorUnderFuzz<Case>): Promise<string> {
  const settings = fuzzSettings();
  const tally = { cases: 0, refused: 0, allowed: 0 };
  let before = await world.checksum();
  const property = fc.asyncProperty(under.cases, async (testCase) => {
    tally.cases += 1;
    const response = await under.send(testCase);
    const problems: string[] = [];
    if (response.status >= 500) problems.push(`answered ${response.status}`);
    const errors = (response.body as { errors?: unknown } | undefined)?.errors;
    if (Array.isArray(errors) && errors.length > 0 && response.status < 400) problems.push(`errors with status ${response.status}`);
    if (response.status >= 400) {
      tally.refused += 1;
      const shape = errorShapeProblem(response, under.errorShapeOf(testCase));
      if (shape) problems.push(shape);
      const after = await world.checksum();
      const changed = changedTables(before, after);
      if (changed.length) problems.push(`a refused request changed ${changed.join(', ')}`);
      before = after;
    } else {
      tally.allowed += 1;
      if (under.mayChange(testCase)) {
        await world.reset();
        before = await world.checksum();
      }
    }
    if (problems.length) {
      const { operation, sent } = under.describe(testCase);
      throw new Error(reportFailure(operation, sent, { status: response.status, body: response.text.slice(0, 500) }, problems));
    }
  });
  await fc.assert(property, settings);
  return `${under.door} fuzz: ${tally.cases} cases (${tally.refused} refused, ${tally.allowed} allowed), seed ${settings.seed}, 0 answers ≥ 500`;
}
