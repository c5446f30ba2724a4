import fc from 'fast-check';
import type { Response } from 'supertest';
import { fuzzDoor } from './fuzzDoor';
import { requestAs } from './fuzzRequest';
import { FUZZ_TIMEOUT_MS, fuzzSettings } from './fuzzSettings';
import { graphqlOperationDocuments, inputFieldsOf, type GraphQLOperationDocument } from './graphqlOperations';
import { oddRawBody, oddValue } from './oddValues';
import { graphqlOperations } from './operations';
import { graphqlWellFormedCases } from './wellFormedGraphql';
import { FuzzWorld, PRINCIPALS, type PrincipalName } from './world';

// Every query and mutation of the emitted schema gets its well-formed case (wellFormedGraphql.ts),
// then odd variables, odd documents and odd request bodies from anonymous, a user and an admin:
// never a 500, refusals carry extensions.code, a refused request leaves every table as it was, and
// every operation is accepted (no errors) at least once.

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
      const field = fc.record({
        kind: fc.constant('inputField' as const),
        variable: fc.constant(arg.name),
        field: fc.constantFrom(...fields.map((f) => f.name)),
        value: oddValue,
      });
      attacks.push(field, field, field);
    }
  }
  return fc.oneof(...attacks);
}

const operations = graphqlOperationDocuments();
const graphqlCase: fc.Arbitrary<GraphQLCase> = fc.constantFrom(...operations).chain((operation) =>
  fc.record({
    operation: fc.constant(operation),
    principal: fc.constantFrom(...PRINCIPALS),
    attack: attacksOn(operation),
  }),
);

let world: FuzzWorld;
beforeAll(async () => {
  world = await FuzzWorld.start();
});
afterAll(() => world?.close());

function variablesOf({ operation, attack }: GraphQLCase): Record<string, unknown> {
  const variables: Record<string, unknown> = { ...graphqlOperations[operation.name]!.validArgs(world.fixtures) };
  if (attack.kind === 'variable') variables[attack.name] = attack.value;
  if (attack.kind === 'inputField')
    variables[attack.variable] = { ...(variables[attack.variable] as object), [attack.field]: attack.value };
  return variables;
}

/** Is a whole request body that names the operation's own document with its variables. */
function requestOf(testCase: GraphQLCase): { body?: string; query?: Record<string, string> } {
  const { attack, operation } = testCase;
  if (attack.kind === 'raw') return { body: attack.raw };
  if (attack.kind === 'request') return { body: JSON.stringify(attack.body) };
  const payload = { query: operation.document, variables: variablesOf(testCase) };
  if (attack.kind === 'overGet')
    return { query: { query: payload.query, variables: JSON.stringify(payload.variables) } };
  return { body: JSON.stringify(payload) };
}

async function send(testCase: GraphQLCase): Promise<Response> {
  const client = world.clients[testCase.principal];
  const { body, query } = requestOf(testCase);
  const base = (query ? requestAs(client, 'get', '/graphql').query(query) : requestAs(client, 'post', '/graphql')).set(
    'Content-Type',
    'application/json',
  );
  return client.remember(await (body === undefined ? base : base.send(body)));
}

describe('GraphQL fuzz over every query and mutation of the emitted schema', () => {
  it(
    `${fuzzSettings().numRuns} odd requests: never a 500, refusals carry a code, nothing written on refusal, every operation accepted`,
    async () => {
      const summary = await fuzzDoor(world, {
        door: 'GraphQL',
        operations: operations.map((operation) => operation.name),
        wellFormed: graphqlWellFormedCases(world, operations),
        cases: graphqlCase,
        send,
        errorShapeOf: () => 'GraphQL',
        mayChange: (testCase) => testCase.operation.kind === 'mutation',
        describe: (testCase) => ({
          operation: testCase.operation.name,
          sent: { principal: testCase.principal, attack: testCase.attack, request: requestOf(testCase) },
        }),
      });
      console.log(summary);
    },
    FUZZ_TIMEOUT_MS,
  );
});
