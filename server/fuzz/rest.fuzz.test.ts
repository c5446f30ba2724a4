import fc from 'fast-check';
import type { Response } from 'supertest';
import { FUZZ_TIMEOUT_MS, fuzzSettings, reportFailure } from './fuzzSettings';
import { oddPathParam, oddRawBody, oddValue } from './oddValues';
import { restKey, restOperations, type RestOperation } from './operations';
import { changedTables, errorShapeProblem, FuzzWorld, PRINCIPALS, randomClientAddress, type PrincipalName } from './world';

// Every REST route of the registry gets odd input from anonymous, a user and an admin. No answer
// may be a 500, every refusal has a message and a vocabulary code, and a refused request leaves
// every table as it was.

type Attack =
  | { kind: 'valid' }
  | { kind: 'field'; field: string; value: unknown }
  | { kind: 'body'; raw: string }
  | { kind: 'param'; param: string; raw: string };

interface RestCase {
  operation: RestOperation;
  principal: PrincipalName;
  attack: Attack;
}

/** Keys an attacker might add that no schema has (they must be ignored). */
const EXTRA_KEYS = ['isAdmin', '__proto__', 'id', 'ownerId', 'sessionVersion'];

function attacksOn(operation: RestOperation): fc.Arbitrary<Attack> {
  const attacks: Array<fc.Arbitrary<Attack>> = [fc.constant({ kind: 'valid' as const }), oddRawBody.map((raw) => ({ kind: 'body' as const, raw }))];
  if (operation.bodySchema) {
    const fields = [...Object.keys(operation.bodySchema.fields), ...EXTRA_KEYS];
    const field = fc.record({ kind: fc.constant('field' as const), field: fc.constantFrom(...fields), value: oddValue });
    attacks.push(field, field, field);
  }
  const params = [...operation.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (params.length) attacks.push(fc.record({ kind: fc.constant('param' as const), param: fc.constantFrom(...params), raw: oddPathParam }));
  return fc.oneof(...attacks);
}

const restCase: fc.Arbitrary<RestCase> = fc
  .constantFrom(...restOperations)
  .chain((operation) => fc.record({ operation: fc.constant(operation), principal: fc.constantFrom(...PRINCIPALS), attack: attacksOn(operation) }));

let world: FuzzWorld;
beforeAll(async () => {
  world = await FuzzWorld.start();
});
afterAll(() => world?.close());

function pathOf({ operation, attack }: RestCase): string {
  const values = operation.params?.(world.fixtures) ?? {};
  return operation.path.replace(/:(\w+)/g, (_, name: string) =>
    attack.kind === 'param' && attack.param === name ? attack.raw : encodeURIComponent(values[name] ?? ''),
  );
}

function bodyOf({ operation, attack }: RestCase): string | undefined {
  if (attack.kind === 'body') return attack.raw;
  const valid = operation.validBody?.(world.fixtures);
  if (attack.kind === 'field') return JSON.stringify({ ...valid, [attack.field]: attack.value });
  return valid && JSON.stringify(valid);
}

async function send(testCase: RestCase): Promise<Response> {
  const client = world.clients[testCase.principal];
  const method = testCase.operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let request = client.agent[method](pathOf(testCase))
    .set('Accept', 'application/json')
    .set('X-Forwarded-For', randomClientAddress())
    .set('X-XSRF-Token', client.token ?? '');
  const body = bodyOf(testCase);
  if (body !== undefined) request = request.set('Content-Type', 'application/json').send(body);
  return client.remember(await request);
}

const tally = { cases: 0, refused: 0, allowed: 0 };

describe('REST fuzz over the operations registry', () => {
  const settings = fuzzSettings('REST');

  it(`${settings.numRuns} odd requests: never a 500, refusals well-formed, nothing written on refusal`, async () => {
    let before = await world.checksum();
    const property = fc.asyncProperty(restCase, async (testCase) => {
      tally.cases += 1;
      const response = await send(testCase);
      const problems: string[] = [];
      if (response.status >= 500) problems.push(`answered ${response.status}`);
      if (response.status >= 400) {
        tally.refused += 1;
        // GET /graphql answers in GraphQL's error shape, like every /graphql request.
        const shape = errorShapeProblem(response, testCase.operation.path.startsWith('/graphql') ? 'GraphQL' : 'REST');
        if (shape) problems.push(shape);
        const after = await world.checksum();
        const changed = changedTables(before, after);
        if (changed.length) problems.push(`a refused request changed ${changed.join(', ')}`);
        before = after;
      } else {
        tally.allowed += 1;
        if (testCase.operation.method !== 'GET') {
          await world.reset();
          before = await world.checksum();
        }
      }
      if (problems.length) {
        const { principal, attack } = testCase;
        const sent = { path: pathOf(testCase), principal, attack };
        throw new Error(reportFailure(restKey(testCase.operation), sent, { status: response.status, body: response.text.slice(0, 500) }, problems));
      }
    });
    await fc.assert(property, settings);
    console.log(`REST fuzz: ${tally.cases} cases (${tally.refused} refused, ${tally.allowed} allowed), seed ${settings.seed}, 0 answers ≥ 500`);
  }, FUZZ_TIMEOUT_MS);
});
