import fc from 'fast-check';
import type { Response } from 'supertest';
import { FUZZ_TIMEOUT_MS, fuzzSettings, reportFailure } from './fuzzSettings';
import { graphqlOperationDocuments, inputFieldsOf, type GraphQLOperationDocument } from './graphqlOperations';
import { oddRawBody, oddValue } from './oddValues';
import { graphqlOperations } from './operations';
import { changedTables, errorShapeProblem, FuzzWorld, PRINCIPALS, randomClientAddress, type PrincipalName } from './world';

// Every query and mutation of the emitted schema gets odd variables, odd documents and odd request
// bodies from anonymous, a user and an admin: never a 500, refusals carry extensions.code, and a
// refused request leaves every table as it was.

type Attack =
  | { kind: 'valid' }
  | { kind: 'variable'; name: string; value: unknown }
  | { kind: 'inputField'; variable: string; field: string; value: unknown }
  | { kind: 'overGet' }
  | { kind: 'request'; body: unknown }
  | { kind: 'raw'; raw: string };

interface GraphQLCase {
  operation: GraphQLOperationDocument;
  principal: PrincipalName;
  attack: Attack;
}

const deepQuery = (depth: number) => `{ ${'me { '.repeat(depth)}id${' }'.repeat(depth)} }`;

/** Whole request bodies around the operation's document that no server should choke on. */
function oddRequests(document: string): unknown[] {
  return [
    {},
    { query: 123 },
    { query: [document] },
    { query: { $gt: '' } },
    { query: `${document} }` },
    { query: document, variables: 'x' },
    { query: document, variables: [1] },
    { query: document, operationName: 'Nope' },
    { query: document, operationName: 7 },
    { query: '{ nothing }' },
    { query: 'subscription { me { id } }' },
    { query: deepQuery(12) },
    { query: `{ ${Array.from({ length: 20 }, (_, index) => `a${index}: __typename`).join(' ')} }` },
    { query: 'fragment A on Query { ...B } fragment B on Query { ...A } { ...A }' },
    { query: `query { ${'__typename '.repeat(3000)}}` },
    { query: '{ me @skip(if: "yes") { id } }' },
    { query: 'query ($a: Int = "x") { me { id } }' },
    { query: '\u0000' },
    [{ query: document }, { query: document }],
    null,
  ];
}

function attacksOn(operation: GraphQLOperationDocument): fc.Arbitrary<Attack> {
  const attacks: Array<fc.Arbitrary<Attack>> = [
    fc.constant({ kind: 'valid' as const }),
    fc.constant({ kind: 'overGet' as const }),
    fc.constantFrom(...oddRequests(operation.document)).map((body) => ({ kind: 'request' as const, body })),
    oddRawBody.map((raw) => ({ kind: 'raw' as const, raw })),
  ];
  for (const arg of operation.args) {
    attacks.push(fc.record({ kind: fc.constant('variable' as const), name: fc.constant(arg.name), value: oddValue }));
    const fields = inputFieldsOf(arg.type);
    if (fields?.length) {
      const field = fc.record({ kind: fc.constant('inputField' as const), variable: fc.constant(arg.name), field: fc.constantFrom(...fields.map((f) => f.name)), value: oddValue });
      attacks.push(field, field, field);
    }
  }
  return fc.oneof(...attacks);
}

const operations = graphqlOperationDocuments();
const graphqlCase: fc.Arbitrary<GraphQLCase> = fc
  .constantFrom(...operations)
  .chain((operation) => fc.record({ operation: fc.constant(operation), principal: fc.constantFrom(...PRINCIPALS), attack: attacksOn(operation) }));

let world: FuzzWorld;
beforeAll(async () => {
  world = await FuzzWorld.start();
});
afterAll(() => world?.close());

function variablesOf({ operation, attack }: GraphQLCase): Record<string, unknown> {
  const variables: Record<string, unknown> = { ...graphqlOperations[operation.name]!.validArgs(world.fixtures) };
  if (attack.kind === 'variable') variables[attack.name] = attack.value;
  if (attack.kind === 'inputField') variables[attack.variable] = { ...(variables[attack.variable] as object), [attack.field]: attack.value };
  return variables;
}

/** Is a whole request body that names the operation's own document with its variables. */
function requestOf(testCase: GraphQLCase): { body?: string; query?: Record<string, string> } {
  const { attack, operation } = testCase;
  if (attack.kind === 'raw') return { body: attack.raw };
  if (attack.kind === 'request') return { body: JSON.stringify(attack.body) };
  const payload = { query: operation.document, variables: variablesOf(testCase) };
  if (attack.kind === 'overGet') return { query: { query: payload.query, variables: JSON.stringify(payload.variables) } };
  return { body: JSON.stringify(payload) };
}

async function send(testCase: GraphQLCase): Promise<Response> {
  const client = world.clients[testCase.principal];
  const { body, query } = requestOf(testCase);
  const base = (query ? client.agent.get('/graphql').query(query) : client.agent.post('/graphql'))
    .set('Accept', 'application/json')
    .set('Content-Type', 'application/json')
    .set('X-Forwarded-For', randomClientAddress())
    .set('X-XSRF-Token', client.token ?? '');
  return client.remember(await (body === undefined ? base : base.send(body)));
}

const tally = { cases: 0, refused: 0, allowed: 0 };

describe('GraphQL fuzz over every query and mutation of the emitted schema', () => {
  const settings = fuzzSettings('GraphQL');

  it(`${settings.numRuns} odd requests: never a 500, refusals carry a code, nothing written on refusal`, async () => {
    let before = await world.checksum();
    const property = fc.asyncProperty(graphqlCase, async (testCase) => {
      tally.cases += 1;
      const response = await send(testCase);
      const problems: string[] = [];
      if (response.status >= 500) problems.push(`answered ${response.status}`);
      const hasErrors = Array.isArray(response.body?.errors) && response.body.errors.length > 0;
      if (hasErrors && response.status < 400) problems.push(`errors with status ${response.status}`);
      if (response.status >= 400) {
        tally.refused += 1;
        const shape = errorShapeProblem(response, 'GraphQL');
        if (shape) problems.push(shape);
        const after = await world.checksum();
        const changed = changedTables(before, after);
        if (changed.length) problems.push(`a refused request changed ${changed.join(', ')}`);
        before = after;
      } else {
        tally.allowed += 1;
        if (testCase.operation.kind === 'mutation') {
          await world.reset();
          before = await world.checksum();
        }
      }
      if (problems.length) {
        const sent = { operation: testCase.operation.name, principal: testCase.principal, attack: testCase.attack, request: requestOf(testCase) };
        throw new Error(reportFailure(testCase.operation.name, sent, { status: response.status, body: response.text.slice(0, 500) }, problems));
      }
    });
    await fc.assert(property, settings);
    console.log(`GraphQL fuzz: ${tally.cases} cases (${tally.refused} refused, ${tally.allowed} allowed), seed ${settings.seed}, 0 answers ≥ 500`);
  }, FUZZ_TIMEOUT_MS);
});
