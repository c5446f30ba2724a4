import { XSRF_HEADER } from '../../schema/http';
import { graphqlOperationDocuments } from '../fuzz/graphqlOperations';
import { graphqlOperations, restKey, restOperations, type RestRoute } from '../fuzz/operations';
import { changedTables, FuzzWorld } from '../fuzz/world';
import type { ApiClient } from '../test/apiClient';

// Anti-forgery (OWASP ASVS 3.5): every state-changing operation of both doors, sent the ways a
// forger could send it — no anti-forgery header, another session's token, the token from before the
// login, a form or text body (what a cross-site form can post), GET instead of the real method —
// is refused, and no table changes.

let world: FuzzWorld;
beforeAll(async () => {
  world = await FuzzWorld.start();
});
afterAll(() => world?.close());

const mutatingRest = restOperations.filter((operation) => operation.method !== 'GET');
const mutations = graphqlOperationDocuments().filter((operation) => operation.kind === 'mutation');

function pathOf(operation: RestRoute): string {
  return operation.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(operation.params!(world.fixtures)[name]!),
  );
}

type Attack = 'no token' | "another session's token" | 'the token from before the login';
const ATTACKS: Attack[] = ['no token', "another session's token", 'the token from before the login'];

/** The client the operation needs and the forged token value (undefined: the header is left out). */
async function attacker(
  adminOnly: boolean | undefined,
  attack: Attack,
): Promise<{ client: ApiClient; xsrf: 'omit' | string }> {
  const role = adminOnly ? 'admin' : 'user';
  if (attack === 'no token') return { client: world.clients[role], xsrf: 'omit' };
  if (attack === "another session's token")
    return { client: world.clients[role], xsrf: world.clients[role === 'admin' ? 'user' : 'admin'].token! };
  const { client, tokenBeforeLogin } = await world.signInKeepingOldToken(role);
  return { client, xsrf: tokenBeforeLogin };
}

let refused = 0;
let accepted = 0;

function tally(status: number): void {
  if (status < 300) accepted += 1;
  else refused += 1;
}

describe('anti-forgery over every state-changing operation', () => {
  const restCases = mutatingRest.flatMap((operation) =>
    ATTACKS.map((attack) => [restKey(operation), attack, operation] as const),
  );

  it.each(restCases)('REST %s with %s → 403, nothing changed', async (_key, attack, operation) => {
    const before = await world.checksum();
    const { client, xsrf } = await attacker(operation.adminOnly, attack);
    const response = await client.send(
      operation.method.toLowerCase() as 'post',
      pathOf(operation),
      operation.validBody?.(world.fixtures),
      { xsrf },
    );
    tally(response.status);
    expect(response.status).toBe(403);
    expect(changedTables(before, await world.checksum())).toEqual([]);
  });

  const graphqlCases = mutations.flatMap((operation) =>
    ATTACKS.map((attack) => [operation.name, attack, operation] as const),
  );

  it.each(graphqlCases)('GraphQL %s with %s → 403, nothing changed', async (name, attack, operation) => {
    const before = await world.checksum();
    const { client, xsrf } = await attacker(graphqlOperations[name]!.adminOnly, attack);
    const response = await client.graphql(operation.document, graphqlOperations[name]!.validArgs(world.fixtures), {
      xsrf,
    });
    tally(response.status);
    expect(response.status).toBe(403);
    expect(changedTables(before, await world.checksum())).toEqual([]);
  });

  it.each(mutatingRest.map((operation) => [restKey(operation), operation] as const))(
    'REST %s posted as a cross-site form would (form and text bodies, no header) → refused, nothing changed',
    async (_key, operation) => {
      const client = operation.adminOnly ? world.clients.admin : world.clients.user;
      for (const [type, body] of [
        [
          'application/x-www-form-urlencoded',
          new URLSearchParams(
            Object.entries(operation.validBody?.(world.fixtures) ?? {}).map(([k, v]) => [k, String(v)]),
          ).toString(),
        ],
        ['text/plain', JSON.stringify(operation.validBody?.(world.fixtures) ?? {})],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n'],
      ] as const) {
        const before = await world.checksum();
        const response = await client.agent[operation.method.toLowerCase() as 'post'](pathOf(operation))
          .set(client.headers)
          .set('Content-Type', type)
          .send(body);
        tally(response.status);
        expect(response.status).toBe(403);
        expect(changedTables(before, await world.checksum())).toEqual([]);
      }
    },
  );

  it('GraphQL mutations posted as forms or text, or sent with GET, are refused and change nothing', async () => {
    for (const operation of mutations) {
      const args = graphqlOperations[operation.name]!;
      const client = args.adminOnly ? world.clients.admin : world.clients.user;
      const before = await world.checksum();
      const body = JSON.stringify({ query: operation.document, variables: args.validArgs(world.fixtures) });
      for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
        const response = await client.agent.post('/graphql').set(client.headers).set('Content-Type', type).send(body);
        tally(response.status);
        expect(response.status).toBeGreaterThanOrEqual(400);
      }
      // With the right token too: GET never runs a mutation.
      const viaGet = await client.agent
        .get('/graphql')
        .set(client.headers)
        .set(XSRF_HEADER, client.token!)
        .set('Content-Type', 'application/json')
        .query({ query: operation.document, variables: JSON.stringify(args.validArgs(world.fixtures)) });
      tally(viaGet.status);
      expect(viaGet.status).toBeGreaterThanOrEqual(400);
      expect(changedTables(before, await world.checksum())).toEqual([]);
    }
  });

  it('GET on the path of a state-changing REST route changes nothing', async () => {
    for (const operation of mutatingRest) {
      const client = operation.adminOnly ? world.clients.admin : world.clients.user;
      const before = await world.checksum();
      const response = await client.agent.get(pathOf(operation)).set(client.headers);
      expect(response.status).toBeLessThan(500);
      expect(changedTables(before, await world.checksum())).toEqual([]);
    }
  });

  afterAll(() => {
    console.log(`Anti-forgery: ${refused + accepted} forged requests, ${accepted} accepted, ${refused} refused`);
  });
});
