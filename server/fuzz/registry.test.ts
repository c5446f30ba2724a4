import { startTestApp, type TestApp } from '../test/testServer';
import { isNonNullType } from 'graphql';
import {
  GRAPHQL_OPERATION_NAMES,
  GRAPHQL_SUBSCRIPTION_NAMES,
  REST_OPERATION_IDS,
  type OperationId,
} from '../../schema/operationIds';
import { emittedSchema, graphqlOperationDocuments } from './graphqlOperations';
import { restOperations as restTable } from '../rest/operations';
import {
  graphqlOperations,
  OPERATION_EXAMPLES,
  restKey,
  restOperations,
  type Fixtures,
  type OperationExample,
} from './operations';
import { routeTable } from './routeTable';
import { operationRowOf } from '../trust/matrixRows';

// The gate every new route and operation passes through: the fuzz suite only reaches what the
// registry lists, so the registry must list exactly what the server has.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the operations registry (server/fuzz/operations.ts)', () => {
  it('lists exactly the REST routes express serves (read from its router stack)', () => {
    const served = routeTable(app.express);
    expect(served.length).toBeGreaterThan(10);
    expect([...restOperations.map(restKey)].sort()).toEqual(served);
  });

  it('lists exactly the queries and mutations of the emitted schema (schema/schema.graphql)', () => {
    const inSchema = graphqlOperationDocuments()
      .map((operation) => operation.name)
      .sort();
    expect(inSchema.length).toBeGreaterThan(10);
    expect(Object.keys(graphqlOperations).sort()).toEqual(inSchema);
  });

  it('keys the gates by the operations the REST table and the schema have (schema/operationIds.ts is not stale)', () => {
    expect([...REST_OPERATION_IDS]).toEqual(restTable.map((operation) => operation.operationId).sort());
    const schema = emittedSchema();
    const fieldsOf = (type: ReturnType<typeof schema.getQueryType>) => Object.keys(type?.getFields() ?? {});
    expect([...GRAPHQL_OPERATION_NAMES]).toEqual(
      [...fieldsOf(schema.getQueryType()), ...fieldsOf(schema.getMutationType())].sort(),
    );
    expect([...GRAPHQL_SUBSCRIPTION_NAMES]).toEqual(fieldsOf(schema.getSubscriptionType()).sort());
    expect(Object.keys(OPERATION_EXAMPLES).sort()).toEqual(
      [...new Set([...REST_OPERATION_IDS, ...GRAPHQL_OPERATION_NAMES, ...GRAPHQL_SUBSCRIPTION_NAMES])].sort(),
    );
  });

  it('has a valid example for every table operation with a body or a required query parameter', () => {
    const examples: Record<string, OperationExample> = OPERATION_EXAMPLES;
    const missing = restTable
      .filter(
        (operation) =>
          (operation.body && !examples[operation.operationId]?.body && !examples[operation.operationId]?.csv) ||
          (operation.query && !examples[operation.operationId]?.query),
      )
      .map((operation) => operation.operationId);
    expect(missing).toEqual([]);
  });

  const fixtures: Fixtures = {
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

  it('gives every path parameter of a route a value', () => {
    for (const operation of restOperations) {
      const names = [...operation.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(Object.keys(operation.params?.(fixtures) ?? {}).sort()).toEqual(names.sort());
    }
  });

  it("gives every required argument of every query and mutation a value, read from the operation's one example", () => {
    const missing = graphqlOperationDocuments().flatMap((operation) => {
      const variables = graphqlOperations[operation.name]!.validArgs(fixtures);
      return operation.args
        .filter((arg) => isNonNullType(arg.type) && variables[arg.name] === undefined)
        .map((arg) => `${operation.name}(${arg.name})`);
    });
    expect(missing).toEqual([]);
  });

  it('agrees with the authorization matrix on who may call each table operation (its `who` and `changesState`)', () => {
    const disagreements = restTable.flatMap((operation) => {
      const cells: Record<string, string> | undefined = operationRowOf(operation.operationId as OperationId);
      if (!cells) return [`${operation.operationId}: no row in the matrix`];
      const expected: Record<string, (outcome: string) => boolean> = {
        anonymous:
          operation.who === 'anyone'
            ? (outcome) => outcome !== 'UNAUTHENTICATED'
            : (outcome) => outcome === 'UNAUTHENTICATED',
        owner:
          operation.who === 'admin'
            ? (outcome) => outcome === 'FORBIDDEN'
            : (outcome) => outcome !== 'FORBIDDEN' && outcome !== 'UNAUTHENTICATED',
        ...(operation.changesState && operation.method !== 'get'
          ? { readToken: (outcome: string) => outcome === 'FORBIDDEN' }
          : {}),
      };
      return Object.entries(expected)
        .filter(([actor, agrees]) => !agrees(cells[actor]!))
        .map(([actor]) => `${operation.operationId} (${operation.who}): ${actor} gets ${cells[actor]}`);
    });
    expect(disagreements).toEqual([]);
  });
});
