import { readFileSync } from 'node:fs';
import path from 'node:path';
import { codeForClientStatus } from '../errors/appErrors';
import { subscriptionDocuments } from '../fuzz/graphqlOperations';
import { changedTables } from '../fuzz/world';
import { liveClient, subscribe, type LiveEnd } from '../test/liveClient';
import { ACTORS, MatrixWorld, type Actor } from './matrixWorld';

// The authorization matrix's subscription rows, each cell sent over a
// real WebSocket (graphql-ws) with the actor's own credential as a browser or a program sends it:
// the session cookie on the upgrade and the anti-forgery token in the connection payload, or the
// API token in the payload. "ok" means the subscription started and delivered an event; a refusal
// is the error's code, or the close code of a refused connection (4401 → UNAUTHENTICATED).

interface MatrixFile {
  actors: Actor[];
  subscriptions: Record<string, Record<Actor, string>>;
}

const matrix = JSON.parse(readFileSync(path.join(__dirname, 'authorization-matrix.json'), 'utf8')) as MatrixFile;
const SECRET_KEYS = /"(password|passwordHash|sessionVersion|tokenHash|email|phoneNumber)"/;

let world: MatrixWorld;
beforeAll(async () => {
  world = await MatrixWorld.start();
});
afterAll(async () => {
  await world?.close();
});

function outcomeOf(end: LiveEnd): string {
  if (end.how === 'error') return String(end.code);
  if (end.how === 'closed' && end.code >= 4400 && end.code < 4600) return codeForClientStatus(end.code - 4000);
  return `${end.how} ${JSON.stringify(end)}`;
}

/** What each subscription's first event must be for a caller it lets in. */
const EXPECTED_FIRST: Record<string, (event: Record<string, unknown>) => boolean> = {
  // A started subscription's first event says so, with the playlist as the caller may see it.
  playlistChanged: (event) => event.kind === 'SUBSCRIBED' && Boolean(event.playlist),
  // Joining a room is its own first event, with the room the device entered.
  rehearsal: (event) => event.kind === 'JOINED' && Boolean(event.room) && typeof event.memberId === 'string',
};

/** Sends one cell: subscribe as `actor`, and if it starts, expect its first event. */
async function cell(name: string, document: string, actor: Actor): Promise<{ outcome: string; problems: string[] }> {
  const headers = world.headersOf(actor);
  const params: Record<string, unknown> = {};
  if (headers['X-XSRF-Token']) params.xsrfToken = headers['X-XSRF-Token'];
  if (headers.Authorization) params.authorization = headers.Authorization;
  const client = liveClient(world.app, {
    cookie: headers.Cookie,
    params,
    headers: { 'X-Forwarded-For': headers['X-Forwarded-For']! },
  });
  const problems: string[] = [];
  const before = await world.digest();
  const size = world.app.live.hub.size;
  try {
    const live = subscribe(client, document, { playlistId: world.fixtures.playlistId });
    let end: LiveEnd | null = null;
    void live.ended.then((ended) => (end = ended));
    // Started (held by the hub) or refused, whichever comes first.
    for (const deadline = Date.now() + 3000; !end && world.app.live.hub.size <= size && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const first: LiveEnd | null = end;
    if (first)
      return {
        outcome: outcomeOf(first),
        problems: changedTables(before, await world.digest()).map((table) => `refused, yet changed ${table}`),
      };
    if (world.app.live.hub.size <= size) return { outcome: 'neither started nor refused within 3 s', problems };
    const event = (await live.next()) as { [key: string]: Record<string, unknown> };
    if (!EXPECTED_FIRST[name]!(event[name] ?? {}))
      problems.push(`unexpected event ${JSON.stringify(event).slice(0, 160)}`);
    if (SECRET_KEYS.test(JSON.stringify(event))) problems.push('the event carries a secret or personal field');
    live.stop();
    return { outcome: 'ok', problems };
  } finally {
    await client.dispose();
    await untilLeft(size);
  }
}

/** After a cell: the server has ended its subscription, and a rehearsal device it joined has left the room. */
async function untilLeft(size: number): Promise<void> {
  const joined = () => world.app.em().execute<unknown[]>(`select 1 from rehearsal_member where seen_at < 'infinity'`);
  for (
    const deadline = Date.now() + 3000;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 10))
  ) {
    if (world.app.live.hub.size <= size && (await joined()).length === 0) return;
  }
}

describe('the subscription rows of the authorization matrix', () => {
  it('has a row for every subscription of the schema, each with the ten actors', () => {
    expect(Object.keys(matrix.subscriptions).sort()).toEqual(
      subscriptionDocuments()
        .map((operation) => operation.name)
        .sort(),
    );
    for (const row of Object.values(matrix.subscriptions)) expect(Object.keys(row)).toEqual([...ACTORS]);
  });

  it.each(subscriptionDocuments().map((operation) => [operation.name, operation.document] as const))(
    'GraphQL subscription %s, over a real WebSocket',
    async (name, document) => {
      const problems: string[] = [];
      for (const actor of ACTORS) {
        const { outcome, problems: found } = await cell(name, document, actor);
        const expected = matrix.subscriptions[name]![actor];
        if (outcome !== expected) problems.push(`${actor}: expected ${expected}, got ${outcome}`);
        problems.push(...found.map((problem) => `${actor}: ${problem}`));
      }
      expect(problems).toEqual([]);
    },
  );
});
