import fc from 'fast-check';
import { openApiDocument } from '../openapi/document';
import { restOperations as restTable } from '../rest/operations';
import { OpenApiConformance, type OpenApiDocument } from '../test/openApiConformance';
import type { Response } from 'supertest';
import { fuzzDoor, type WellFormedCase } from './fuzzDoor';
import { requestAs, type HttpMethod } from './fuzzRequest';
import { FUZZ_TIMEOUT_MS, fuzzSettings } from './fuzzSettings';
import { oddPathParam, oddRawBody, oddValue } from './oddValues';
import { restKey, restOperations, type Fixtures, type RestRoute } from './operations';
import { restWellFormedCases } from './wellFormedRest';
import { FuzzWorld, PRINCIPALS, type PrincipalName } from './world';

// Every REST route of the registry gets its well-formed case (wellFormedRest.ts), then odd input
// from anonymous, a user and an admin. No answer may be a 500, every refusal has a message and a
// vocabulary code, a refused request leaves every table as it was, and every route is accepted at
// least once. Every answer of an /api route, refusals included, must be one the OpenAPI document
// lists for that operation, with a body its schema describes.

type Attack =
  | { kind: 'valid' }
  | { kind: 'field'; field: string; value: unknown }
  | { kind: 'body'; raw: string }
  | { kind: 'param'; param: string; raw: string }
  | { kind: 'query'; param: string; raw: string };

interface RestCase {
  operation: RestRoute;
  principal: PrincipalName;
  attack: Attack;
}

/** Fixtures with placeholder values, only to learn which query parameters a route takes. */
const placeholderFixtures: Fixtures = {
  playlistId: 'p',
  trackId: 't',
  trackIds: ['t'],
  breakId: 'b',
  recipientUsername: 'r',
  strangerUsername: 's',
  victimUsername: 'v',
  freshUsername: 'f',
  freshEmail: 'e',
  deviceId: 'd',
};

/** Keys an attacker might add that no schema has (they must be ignored). */
const EXTRA_KEYS = ['isAdmin', '__proto__', 'id', 'ownerId', 'sessionVersion'];

function attacksOn(operation: RestRoute): fc.Arbitrary<Attack> {
  const attacks: Array<fc.Arbitrary<Attack>> = [
    fc.constant({ kind: 'valid' as const }),
    oddRawBody.map((raw) => ({ kind: 'body' as const, raw })),
  ];
  if (operation.bodySchema) {
    const fields = [...Object.keys(operation.bodySchema.fields), ...EXTRA_KEYS];
    const field = fc.record({
      kind: fc.constant('field' as const),
      field: fc.constantFrom(...fields),
      value: oddValue,
    });
    attacks.push(field, field, field);
  }
  const params = [...operation.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (params.length)
    attacks.push(
      fc.record({ kind: fc.constant('param' as const), param: fc.constantFrom(...params), raw: oddPathParam }),
    );
  const queryParams = Object.keys(operation.query?.(placeholderFixtures) ?? {});
  if (queryParams.length)
    attacks.push(
      fc.record({ kind: fc.constant('query' as const), param: fc.constantFrom(...queryParams), raw: oddPathParam }),
    );
  return fc.oneof(...attacks);
}

const restCase: fc.Arbitrary<RestCase> = fc.constantFrom(...restOperations).chain((operation) =>
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

function pathOf({ operation, attack }: RestCase): string {
  const values = operation.params?.(world.fixtures) ?? {};
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) =>
    attack.kind === 'param' && attack.param === name ? attack.raw : encodeURIComponent(values[name] ?? ''),
  );
  const query = Object.entries(operation.query?.(world.fixtures) ?? {}).map(([name, value]) =>
    attack.kind === 'query' && attack.param === name ? `${name}=${attack.raw}` : `${name}=${encodeURIComponent(value)}`,
  );
  return query.length ? `${path}?${query.join('&')}` : path;
}

function bodyOf({ operation, attack }: RestCase): string | undefined {
  if (attack.kind === 'body') return attack.raw;
  const valid = operation.validBody?.(world.fixtures);
  if (attack.kind === 'field') return JSON.stringify({ ...valid, [attack.field]: attack.value });
  return valid && JSON.stringify(valid);
}

const conformance = new OpenApiConformance(openApiDocument(restTable) as unknown as OpenApiDocument);
/** Answers the document does not describe, one per operation and status. */
const undocumented = new Map<string, string>();

/** Checks an answer of a table route against the document, keeping what does not match. */
function checkConformance(operation: RestRoute, response: Response): Response {
  if (!operation.operationId) return response;
  const problem = conformance.problemWith(operation.method, operation.path, response);
  if (problem) undocumented.set(`${restKey(operation)} ${response.status}`, problem);
  return response;
}

/** The well-formed cases, their answers checked against the document too. */
function checkedWellFormedCases(): WellFormedCase[] {
  const byKey = new Map(restOperations.map((operation) => [restKey(operation), operation]));
  return restWellFormedCases(world).map((wellFormed) => ({
    ...wellFormed,
    prepare: async () => {
      const prepared = await wellFormed.prepare();
      return {
        ...prepared,
        send: async () => checkConformance(byKey.get(wellFormed.operation)!, await prepared.send()),
      };
    },
  }));
}

async function send(testCase: RestCase): Promise<Response> {
  const client = world.clients[testCase.principal];
  let request = requestAs(client, testCase.operation.method.toLowerCase() as HttpMethod, pathOf(testCase));
  const body = bodyOf(testCase);
  if (body !== undefined) request = request.set('Content-Type', 'application/json').send(body);
  return checkConformance(testCase.operation, client.remember(await request));
}

describe('REST fuzz over the operations registry', () => {
  it(
    `${fuzzSettings().numRuns} odd requests: never a 500, refusals well-formed, nothing written on refusal, every route accepted`,
    async () => {
      const summary = await fuzzDoor(world, {
        door: 'REST',
        operations: restOperations.map(restKey),
        wellFormed: checkedWellFormedCases(),
        cases: restCase,
        send,
        errorShapeOf: (testCase) => (testCase.operation.path.startsWith('/graphql') ? 'GraphQL' : 'REST'),
        mayChange: (testCase) => testCase.operation.method !== 'GET',
        describe: (testCase) => ({
          operation: restKey(testCase.operation),
          sent: { path: pathOf(testCase), principal: testCase.principal, attack: testCase.attack },
        }),
      });
      console.log(summary);
      expect([...undocumented.values()]).toEqual([]);
      const tableRoutes = restOperations.filter((operation) => operation.operationId).map(restKey);
      expect(tableRoutes.filter((route) => !conformance.validated.has(route))).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );
});
