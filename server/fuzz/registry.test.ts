import { startTestApp, type TestApp } from '../test/testServer';
import { graphqlOperationDocuments } from './graphqlOperations';
import { restOperations as restTable } from '../rest/operations';
import { graphqlOperations, REST_EXAMPLES, restKey, restOperations } from './operations';
import { routeTable } from './routeTable';

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
    const inSchema = graphqlOperationDocuments().map((operation) => operation.name).sort();
    expect(inSchema.length).toBeGreaterThan(10);
    expect(Object.keys(graphqlOperations).sort()).toEqual(inSchema);
  });

  it('has a valid example for every table operation with a body or a required query parameter, and no example of nothing', () => {
    const missing = restTable
      .filter((operation) => (operation.body && !REST_EXAMPLES[operation.operationId]?.validBody) || (operation.query && !REST_EXAMPLES[operation.operationId]?.query))
      .map((operation) => operation.operationId);
    expect(missing).toEqual([]);
    const ids = new Set(restTable.map((operation) => operation.operationId));
    expect(Object.keys(REST_EXAMPLES).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('gives every path parameter of a route a value', () => {
    for (const operation of restOperations) {
      const names = [...operation.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const fixtures = { playlistId: 'p', trackId: 't', recipientUsername: 'r', strangerUsername: 's', victimUsername: 'v', freshUsername: 'f', freshEmail: 'e' };
      expect(Object.keys(operation.params?.(fixtures) ?? {}).sort()).toEqual(names.sort());
    }
  });
});
