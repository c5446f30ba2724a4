import { Playlist, PlaylistShare, Track, User } from '../entities';
import { newClient, type ApiClient } from '../test/apiClient';
import { buildPlaylist, buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

// 20 rounds of 50 requests at once on the same rows → exactly one winner where there can be only
// one, no duplicate rows, no lost update, never a 500. A 503 is the server saying it is too busy
// (a statement or pool timeout on a loaded machine; its transaction rolled back), so it is sent
// again as a client would after Retry-After: the invariants below must hold over what the retries
// then do, so a 503 whose work had in fact been kept would show up as a doubled row.

const ROUNDS = 20;
const WAY = 50;
/**
 * Jest's limit for one test of 20 rounds: a guard against a hang, not a speed target. A loaded
 * machine answers with 503s that are sent again, so a round may take seconds.
 */
const ROUNDS_TIMEOUT_MS = 300_000;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => app.close());

let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

async function signedIn(isAdmin = false): Promise<{ client: ApiClient; user: User }> {
  const { user, password } = await buildUser(app.em(), { isAdmin });
  return { client: await (await newClient(app)).logIn(user.username, password), user };
}

/** Many clients, each from its own address (so the per-address limits never decide a race). */
async function visitors(count: number): Promise<ApiClient[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const client = await newClient(app);
      client.headers['X-Forwarded-For'] = `10.9.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      return client.open();
    }),
  );
}

/** Attempts at one request before a 503 counts as a failure. */
const ATTEMPTS_ON_UNAVAILABLE = 6;
/** How long a retry waits at most, whatever Retry-After says (the test has a time limit). */
const MAX_RETRY_WAIT_MS = 500;
/** How many requests were answered 503 and sent again, for the log. */
let retriedOnUnavailable = 0;

/** Sends a request, and again (up to ATTEMPTS_ON_UNAVAILABLE times) while the server answers 503. */
async function answered<T extends { status: number; headers: Record<string, string> }>(
  send: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const response = await send();
    if (response.status !== 503 || attempt >= ATTEMPTS_ON_UNAVAILABLE) return response;
    retriedOnUnavailable++;
    const retryAfterMs = Number(response.headers['retry-after'] ?? '1') * 1000;
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(MAX_RETRY_WAIT_MS, retryAfterMs) * (0.5 + Math.random() / 2)),
    );
  }
}

afterAll(() => {
  if (retriedOnUnavailable > 0)
    console.log(`races: ${retriedOnUnavailable} requests answered 503 under load were sent again`);
});

const statuses = (responses: Array<{ status: number }>) => responses.map((response) => response.status);
const count = (list: number[], status: number) => list.filter((value) => value === status).length;

describe(`races: ${ROUNDS} rounds of ${WAY} at once`, () => {
  it(
    'registering one username: one account, the rest 409',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const username = unique('race');
        const clients = await visitors(WAY);
        const answers = statuses(
          await Promise.all(
            clients.map((client, index) =>
              answered(() =>
                client.post('/api/auth/register', {
                  username,
                  email: `${username}.${index}@example.test`,
                  password: 'long-enough',
                  confirmPassword: 'long-enough',
                }),
              ),
            ),
          ),
        );
        expect([count(answers, 201), count(answers, 409), answers.length]).toEqual([1, WAY - 1, WAY]);
        expect(await app.em().count(User, { username })).toBe(1);
      }
    },
    ROUNDS_TIMEOUT_MS,
  );

  it(
    'sharing one playlist with one user: one share row, every answer a success',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { client: owner, user } = await signedIn();
        const { user: friend } = await buildUser(app.em());
        const playlist = await buildPlaylist(app.em(), user);
        const answers = statuses(
          await Promise.all(
            Array.from({ length: WAY }, () =>
              answered(() =>
                owner.post(`/api/playlists/${playlist.id}/share`, { sharedWithUsername: friend.username }),
              ),
            ),
          ),
        );
        expect(count(answers, 200)).toBe(WAY);
        expect(await app.em().count(PlaylistShare, { playlist: playlist.id })).toBe(1);
      }
    },
    ROUNDS_TIMEOUT_MS,
  );

  it(
    'adding one search song: one track, the rest 409; adding different songs: every one kept, positions unique',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { client: owner, user } = await signedIn();
        const same = await buildPlaylist(app.em(), user);
        const song = { name: 'Song', artist: 'Band', bpm: 120, id: `mbid-${round}` };
        const answers = statuses(
          await Promise.all(
            Array.from({ length: WAY }, () => answered(() => owner.post(`/api/playlists/${same.id}/tracks`, song))),
          ),
        );
        expect([count(answers, 201), count(answers, 409)]).toEqual([1, WAY - 1]);
        expect(await app.em().count(Track, { playlist: same.id })).toBe(1);

        const many = await buildPlaylist(app.em(), user);
        const added = statuses(
          await Promise.all(
            Array.from({ length: WAY }, (_, index) =>
              answered(() => owner.post(`/api/playlists/${many.id}/tracks`, { name: `Song ${index}`, bpm: 100 })),
            ),
          ),
        );
        expect(count(added, 201)).toBe(WAY);
        const tracks = await app.em().find(Track, { playlist: many.id });
        expect(new Set(tracks.map((track) => track.position)).size).toBe(WAY);
        expect(new Set(tracks.map((track) => track.name)).size).toBe(WAY);
      }
    },
    ROUNDS_TIMEOUT_MS,
  );

  it(
    'demoting the last two admins from both sides: exactly one admin remains',
    async () => {
      const railsApp = await startTestApp();
      try {
        for (let round = 0; round < ROUNDS; round++) {
          await railsApp.em().nativeUpdate(User, { isAdmin: true }, { isAdmin: false });
          const pair = await Promise.all(
            [0, 1].map(async () => {
              const { user, password } = await buildUser(railsApp.em(), { isAdmin: true });
              const client = await (await newClient(railsApp)).logIn(user.username, password);
              return { client, user };
            }),
          );
          const [a, b] = pair as [(typeof pair)[0], (typeof pair)[0]];
          // setUserAdmin(isAdmin: false) is a demotion however often it arrives (REST's toggle would flip back and forth).
          const demote = (client: ApiClient, id: string) =>
            client.graphql('mutation($id: ID!) { setUserAdmin(id: $id, isAdmin: false) { id } }', { id });
          const answers = statuses(
            await Promise.all(
              Array.from({ length: WAY }, (_, index) =>
                answered(() => (index % 2 ? demote(a.client, b.user.id) : demote(b.client, a.user.id))),
              ),
            ),
          );
          expect(answers.every((status) => status < 500)).toBe(true);
          expect(await railsApp.em().count(User, { isAdmin: true })).toBe(1);
        }
      } finally {
        await railsApp.close();
      }
    },
    ROUNDS_TIMEOUT_MS,
  );

  it(
    'deleting a playlist while tracks are added: the delete wins cleanly, no track outlives its playlist',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { client: owner, user } = await signedIn();
        const playlist = await buildPlaylist(app.em(), user, { trackCount: 3 });
        const requests = Array.from({ length: WAY }, (_, index) =>
          answered(() =>
            index === WAY / 2
              ? owner.send('delete', `/api/playlists/${playlist.id}`)
              : owner.post(`/api/playlists/${playlist.id}/tracks`, { name: `Late ${index}`, bpm: 90 }),
          ),
        );
        const answers = statuses(await Promise.all(requests));
        // Named on failure: a 409 or 500 is a real race (a 503 was sent again until answered).
        expect(answers.filter((status) => ![200, 201, 404].includes(status))).toEqual([]);
        expect(await app.em().count(Playlist, { id: playlist.id })).toBe(0);
        expect(await app.em().count(Track, { playlist: playlist.id })).toBe(0);
      }
    },
    ROUNDS_TIMEOUT_MS,
  );
});
