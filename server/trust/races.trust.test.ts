import { Playlist, PlaylistShare, Track, User } from '../entities';
import { newClient, type ApiClient } from '../test/apiClient';
import { buildPlaylist, buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

// 20 rounds of 50 requests at once on the same rows → exactly one winner where there
// can be only one, no duplicate rows, no lost update, never a 500.

const ROUNDS = 20;
const WAY = 50;

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

const statuses = (responses: Array<{ status: number }>) => responses.map((response) => response.status);
const count = (list: number[], status: number) => list.filter((value) => value === status).length;

describe(`races: ${ROUNDS} rounds of ${WAY} at once`, () => {
  it('registering one username: one account, the rest 409', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const username = unique('race');
      const clients = await visitors(WAY);
      const answers = statuses(
        await Promise.all(clients.map((client, index) => client.post('/api/auth/register', { username, email: `${username}.${index}@example.test`, password: 'long-enough', confirmPassword: 'long-enough' }))),
      );
      expect([count(answers, 201), count(answers, 409), answers.length]).toEqual([1, WAY - 1, WAY]);
      expect(await app.em().count(User, { username })).toBe(1);
    }
  });

  it('sharing one playlist with one user: one share row, every answer a success', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { client: owner, user } = await signedIn();
      const { user: friend } = await buildUser(app.em());
      const playlist = await buildPlaylist(app.em(), user);
      const answers = statuses(await Promise.all(Array.from({ length: WAY }, () => owner.post(`/api/playlists/${playlist.id}/share`, { sharedWithUsername: friend.username }))));
      expect(count(answers, 200)).toBe(WAY);
      expect(await app.em().count(PlaylistShare, { playlist: playlist.id })).toBe(1);
    }
  });

  it('adding one search song: one track, the rest 409; adding different songs: every one kept, positions unique', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { client: owner, user } = await signedIn();
      const same = await buildPlaylist(app.em(), user);
      const song = { name: 'Song', artist: 'Band', bpm: 120, id: `mbid-${round}` };
      const answers = statuses(await Promise.all(Array.from({ length: WAY }, () => owner.post(`/api/playlists/${same.id}/tracks`, song))));
      expect([count(answers, 201), count(answers, 409)]).toEqual([1, WAY - 1]);
      expect(await app.em().count(Track, { playlist: same.id })).toBe(1);

      const many = await buildPlaylist(app.em(), user);
      const added = statuses(await Promise.all(Array.from({ length: WAY }, (_, index) => owner.post(`/api/playlists/${many.id}/tracks`, { name: `Song ${index}`, bpm: 100 }))));
      expect(count(added, 201)).toBe(WAY);
      const tracks = await app.em().find(Track, { playlist: many.id });
      expect(new Set(tracks.map((track) => track.position)).size).toBe(WAY);
      expect(new Set(tracks.map((track) => track.name)).size).toBe(WAY);
    }
  });

  it('demoting the last two admins from both sides: exactly one admin remains', async () => {
    const railsApp = await startTestApp();
    try {
      for (let round = 0; round < ROUNDS; round++) {
        await railsApp.em().nativeUpdate(User, { isAdmin: true }, { isAdmin: false });
        const pair = await Promise.all([0, 1].map(async () => {
          const { user, password } = await buildUser(railsApp.em(), { isAdmin: true });
          const client = await (await newClient(railsApp)).logIn(user.username, password);
          return { client, user };
        }));
        const [a, b] = pair as [typeof pair[0], typeof pair[0]];
        // setUserAdmin(isAdmin: false) is a demotion however often it arrives (REST's toggle would flip back and forth).
        const demote = (client: ApiClient, id: string) => client.graphql('mutation($id: ID!) { setUserAdmin(id: $id, isAdmin: false) { id } }', { id });
        const answers = statuses(await Promise.all(Array.from({ length: WAY }, (_, index) => (index % 2 ? demote(a.client, b.user.id) : demote(b.client, a.user.id)))));
        expect(answers.every((status) => status < 500)).toBe(true);
        expect(await railsApp.em().count(User, { isAdmin: true })).toBe(1);
      }
    } finally {
      await railsApp.close();
    }
  });

  it('deleting a playlist while tracks are added: the delete wins cleanly, no track outlives its playlist', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { client: owner, user } = await signedIn();
      const playlist = await buildPlaylist(app.em(), user, { trackCount: 3 });
      const requests = Array.from({ length: WAY }, (_, index) =>
        index === WAY / 2 ? owner.send('delete', `/api/playlists/${playlist.id}`) : owner.post(`/api/playlists/${playlist.id}/tracks`, { name: `Late ${index}`, bpm: 90 }),
      );
      const answers = statuses(await Promise.all(requests));
      // Named on failure: a 503 here is a statement or connection timeout (a machine too busy), a 409 or 500 a real race.
      expect(answers.filter((status) => ![200, 201, 404].includes(status))).toEqual([]);
      expect(await app.em().count(Playlist, { id: playlist.id })).toBe(0);
      expect(await app.em().count(Track, { playlist: playlist.id })).toBe(0);
    }
  });
});
