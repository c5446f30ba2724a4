import fc from 'fast-check';
import type { Response } from 'supertest';
import { AcceptanceTally, isAccepted } from './acceptance';
import { fuzzSettings, reportFailure } from './fuzzSettings';
import { changedTables, errorShapeProblem, type FuzzWorld } from './world';

type ErrorShape = 'REST' | 'GraphQL';

/** A well-formed request of one operation, sent by a caller allowed to use it. */
export interface WellFormedCase {
  operation: string;
  errorShape: ErrorShape;
  /** Whether an accepted answer may have changed rows (then the world is reset before the next case). */
  mayChange: boolean;
  /** Makes the rows the request needs (a token to revoke, a user to delete, …); resolves with how to send it. */
  prepare(): Promise<{ send(): Promise<Response>; sent: unknown }>;
}

/** How one door's cases are sent and judged. */
export interface DoorUnderFuzz<Case> {
  door: 'REST' | 'GraphQL';
  /** Every operation of the door's registry, named as `describe` names them. */
  operations: readonly string[];
  /** Sent first in every run, whatever the seed: each operation must be accepted at least once. */
  wellFormed: WellFormedCase[];
  cases: fc.Arbitrary<Case>;
  send(testCase: Case): Promise<Response>;
  /** The error shape the answer must have (GET /graphql answers GraphQL's, even in the REST registry). */
  errorShapeOf(testCase: Case): ErrorShape;
  /** Whether an allowed case may have changed rows (then the world is reset before the next case). */
  mayChange(testCase: Case): boolean;
  /** What to print of a failing case, and the operation's name. */
  describe(testCase: Case): { operation: string; sent: unknown };
}

/** Judges answers: never ≥ 500, refusals well-formed and writing nothing; resets the world after allowed changes. */
class Referee {
  readonly tally = { cases: 0, refused: 0, allowed: 0 };
  private before: Record<string, string> = {};

  constructor(private readonly world: FuzzWorld) {}

  /** Takes the checksum the next refusal is compared with (after rows were made on purpose). */
  async look(): Promise<void> {
    this.before = await this.world.checksum();
  }

  async judge(response: Response, errorShape: ErrorShape, mayChange: boolean): Promise<string[]> {
    this.tally.cases += 1;
    const problems: string[] = [];
    if (response.status >= 500) problems.push(`answered ${response.status}`);
    const errors = (response.body as { errors?: unknown } | undefined)?.errors;
    if (Array.isArray(errors) && errors.length > 0 && response.status < 400)
      problems.push(`errors with status ${response.status}`);
    if (response.status >= 400) {
      this.tally.refused += 1;
      const shape = errorShapeProblem(response, errorShape);
      if (shape) problems.push(shape);
      const after = await this.world.checksum();
      const changed = changedTables(this.before, after);
      if (changed.length) problems.push(`a refused request changed ${changed.join(', ')}`);
      this.before = after;
    } else {
      this.tally.allowed += 1;
      if (mayChange) {
        await this.world.reset();
        await this.look();
      }
    }
    return problems;
  }
}

// Binary answers (a photo) have no text.
const answerOf = (response: Response) => ({ status: response.status, body: (response.text ?? '').slice(0, 500) });

/** Sends each well-formed case once, judged like any case; resolves with how many were accepted and each one's answer. */
async function sendWellFormed(
  cases: WellFormedCase[],
  referee: Referee,
  acceptance: AcceptanceTally,
): Promise<{ accepted: number; answers: Map<string, string> }> {
  const answers = new Map<string, string>();
  let accepted = 0;
  for (const { operation, errorShape, mayChange, prepare } of cases) {
    const { send, sent } = await prepare();
    await referee.look();
    const response = await send();
    const problems = await referee.judge(response, errorShape, mayChange);
    const wasAccepted = isAccepted(response);
    if (wasAccepted) accepted += 1;
    acceptance.record(operation, wasAccepted);
    answers.set(operation, `${response.status} ${answerOf(response).body.slice(0, 200)}`);
    if (problems.length)
      throw new Error(reportFailure(`${operation} (well-formed case)`, sent, answerOf(response), problems));
  }
  return { accepted, answers };
}

/**
 * Runs one door's fuzz. First each operation's well-formed case, then the seeded odd cases: no
 * answer may be ≥ 500; a refusal must have a message and a code of the vocabulary, and leave every
 * table's checksum unchanged. Every operation must have been accepted at least once. Resolves with
 * the totals and the accepted share per operation.
 */
export async function fuzzDoor<Case>(world: FuzzWorld, under: DoorUnderFuzz<Case>): Promise<string> {
  const settings = fuzzSettings();
  const acceptance = new AcceptanceTally(under.operations);
  const referee = new Referee(world);
  const wellFormed = await sendWellFormed(under.wellFormed, referee, acceptance);
  const afterWellFormed = { ...referee.tally };

  await referee.look();
  const property = fc.asyncProperty(under.cases, async (testCase) => {
    const { operation, sent } = under.describe(testCase);
    const response = await under.send(testCase);
    const problems = await referee.judge(response, under.errorShapeOf(testCase), under.mayChange(testCase));
    acceptance.record(operation, isAccepted(response));
    if (problems.length) throw new Error(reportFailure(operation, sent, answerOf(response), problems));
  });
  await fc.assert(property, settings);

  const { cases, refused, allowed } = referee.tally;
  const report = [
    `${under.door} fuzz: ${cases - afterWellFormed.cases} cases (${refused - afterWellFormed.refused} refused, ${allowed - afterWellFormed.allowed} allowed) ` +
      `after ${afterWellFormed.cases} well-formed ones (${wellFormed.accepted} accepted), seed ${settings.seed}, 0 answers ≥ 500`,
    'Accepted share per operation (2xx, no errors):',
    acceptance.table(),
  ].join('\n');
  const never = acceptance.neverAccepted();
  if (never.length) {
    const answers = never.map(
      (operation) => `  ${operation}: its well-formed case got ${wellFormed.answers.get(operation) ?? '(none sent)'}`,
    );
    throw new Error(
      `${report}\n\nNever accepted in this run (wellFormedRest.ts / wellFormedGraphql.ts say what is sent):\n${answers.join('\n')}`,
    );
  }
  return report;
}
