import { Playlist, PlaylistShare, Track, User } from '../entities';
import { ApiClient, newClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { playlistDoors } from '../test/playlistDoors';
import { startTestApp, type TestApp } from '../test/testServer';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

interface Cast {
  owner: User;
  recipient: User;
  stranger: User;
  admin: User;
  clients: Record<'owner' | 'recipient' | 'stranger' | 'admin' | 'anonymous', ApiClient>;
  playlist: Playlist;
  track: Track;
}

/** A playlist with 2 tracks, its owner, a recipient it is shared with, a stranger, an admin, and a visitor. */
async function cast(): Promise<Cast> {
  const em = app.em();
  const people = await Promise.all([buildUser(em), buildUser(em), buildUser(em), buildUser(em, { isAdmin: true })]);
  const [owner, recipient, stranger, admin] = people.map(({ user }) => user) as [User, User, User, User];
  const playlist = await buildPlaylist(em, owner, { trackCount: 2 });
  await buildShare(em, playlist, recipient, owner);
  const track = await app.em().findOneOrFail(Track, { playlist: playlist.id, position: 0 });
  const signedIn = (index: number) =>
    new ApiClient(app).open().then((client) => client.logIn(people[index]!.user.username, people[index]!.password));
  const [ownerClient, recipientClient, strangerClient, adminClient, anonymous] = await Promise.all([
    signedIn(0),
    signedIn(1),
    signedIn(2),
    signedIn(3),
    newClient(app),
  ]);
  return {
    owner,
    recipient,
    stranger,
    admin,
    playlist,
    track,
    clients: {
      owner: ownerClient,
      recipient: recipientClient,
      stranger: strangerClient,
      admin: adminClient,
      anonymous,
    },
  };
}

/** Everything a change could touch, to prove a refusal changed nothing. */
async function snapshot(playlistId: string) {
  const em = app.em();
  const playlist = await em.findOne(Playlist, playlistId);
  const tracks = await em.find(Track, { playlist: playlistId }, { orderBy: { position: 'asc' } });
  const shares = await em.find(PlaylistShare, { playlist: playlistId }, { populate: ['sharedWith'] });
  return {
    playlist: playlist && { name: playlist.name, description: playlist.description },
    tracks: tracks.map((track) => `${track.position}:${track.name}`),
    tempos: tracks.map((track) => `${track.name}:${track.bpm}/${track.bpmSource}`),
    shares: shares.map((share) => share.sharedWith.username).sort(),
  };
}

describe.each(playlistDoors)('playlist permissions over $name', (door) => {
  /** Every changing operation, as a function of the cast. */
  const changes: Array<[string, (c: Cast, client: ApiClient) => ReturnType<typeof door.update>]> = [
    ['update', (c, client) => door.update(client, c.playlist.id, { name: 'Renamed' })],
    ['delete', (c, client) => door.remove(client, c.playlist.id)],
    ['add track', (c, client) => door.addTrack(client, c.playlist.id, { name: 'New', bpm: 90 })],
    ['remove track', (c, client) => door.removeTrack(client, c.track.id)],
    ['change tempo', (c, client) => door.updateTrackTempo(client, c.track.id, { bpm: 177, bpmSource: 'tap' })],
    ['share', (c, client) => door.share(client, c.playlist.id, c.stranger.username)],
    ['unshare', (c, client) => door.unshare(client, c.playlist.id, c.recipient.username)],
  ];

  it('the owner reads it with its tracks in order, who it is shared with, and canEdit', async () => {
    const c = await cast();
    const result = await door.get(c.clients.owner, c.playlist.id);
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      id: c.playlist.id,
      ownerUsername: c.owner.username,
      canEdit: true,
      trackCount: 2,
      sharedWith: [c.recipient.username],
    });
    expect(result.data!.tracks.map((track) => track.name)).toEqual(['Song 1', 'Song 2']);
  });

  it('a recipient reads it, read-only, without the list of people it is shared with', async () => {
    const c = await cast();
    const result = await door.get(c.clients.recipient, c.playlist.id);
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ id: c.playlist.id, canEdit: false, sharedWith: null, trackCount: 2 });
  });

  it('another user gets 404 on read, exactly as for a playlist that does not exist', async () => {
    const c = await cast();
    const hidden = await door.get(c.clients.stranger, c.playlist.id);
    const missing = await door.get(c.clients.stranger, '00000000-0000-4000-8000-000000000000');
    const malformed = await door.get(c.clients.stranger, 'not-a-uuid');
    for (const result of [hidden, missing, malformed])
      expect(result).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Playlist not found' });
  });

  it('a visitor gets 401 on every operation', async () => {
    const c = await cast();
    const before = await snapshot(c.playlist.id);
    for (const result of [
      await door.list(c.clients.anonymous),
      await door.sharedWithMe(c.clients.anonymous),
      await door.get(c.clients.anonymous, c.playlist.id),
    ]) {
      expect(result).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    }
    for (const [, change] of changes)
      expect(await change(c, c.clients.anonymous)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await snapshot(c.playlist.id)).toEqual(before);
  });

  it.each(changes)('another user gets 404 on %s and nothing changes', async (_name, change) => {
    const c = await cast();
    const before = await snapshot(c.playlist.id);
    const result = await change(c, c.clients.stranger);
    expect(result.status).toBe(404);
    expect(result.code).toBe('NOT_FOUND');
    expect(await snapshot(c.playlist.id)).toEqual(before);
  });

  it.each(changes)('a recipient gets 403 on %s and nothing changes', async (_name, change) => {
    const c = await cast();
    const before = await snapshot(c.playlist.id);
    const result = await change(c, c.clients.recipient);
    expect(result).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Only the owner of this playlist can change it',
    });
    expect(await snapshot(c.playlist.id)).toEqual(before);
  });

  /** Asserts the exact state a successful change must leave (owner's and admin's alike). */
  async function expectApplied(name: string, c: Cast): Promise<void> {
    const { tempos, ...after } = await snapshot(c.playlist.id);
    const unchanged = { name: c.playlist.name, description: c.playlist.description };
    const expected: Record<string, unknown> = {
      update: {
        playlist: { ...unchanged, name: 'Renamed' },
        tracks: ['0:Song 1', '1:Song 2'],
        shares: [c.recipient.username],
      },
      delete: { playlist: null, tracks: [], shares: [] },
      'add track': { playlist: unchanged, tracks: ['0:Song 1', '1:Song 2', '2:New'], shares: [c.recipient.username] },
      'remove track': { playlist: unchanged, tracks: ['1:Song 2'], shares: [c.recipient.username] },
      share: {
        playlist: unchanged,
        tracks: ['0:Song 1', '1:Song 2'],
        shares: [c.recipient.username, c.stranger.username].sort(),
      },
      unshare: { playlist: unchanged, tracks: ['0:Song 1', '1:Song 2'], shares: [] },
      'change tempo': { playlist: unchanged, tracks: ['0:Song 1', '1:Song 2'], shares: [c.recipient.username] },
    };
    expect(after).toEqual(expected[name]);
    if (name === 'change tempo') expect(tempos[0]).toBe('Song 1:177/tap');
  }

  it.each(changes)('the owner may %s: exactly that change is stored', async (name, change) => {
    const c = await cast();
    const result = await change(c, c.clients.owner);
    expect(result.status).toBeLessThan(300);
    await expectApplied(name, c);
  });

  it.each(changes)(
    "an admin may %s on someone else's playlist: exactly that change is stored",
    async (name, change) => {
      const c = await cast();
      const result = await change(c, c.clients.admin);
      expect(result.status).toBeLessThan(300);
      await expectApplied(name, c);
    },
  );

  it("an admin reads someone else's playlist with canEdit and its shares", async () => {
    const c = await cast();
    const result = await door.get(c.clients.admin, c.playlist.id);
    expect(result.data).toMatchObject({ canEdit: true, sharedWith: [c.recipient.username] });
  });

  describe('a system playlist (no owner)', () => {
    it('every signed-in user reads it; only an admin changes it', async () => {
      const c = await cast();
      const system = await buildPlaylist(app.em(), null, { name: 'System', trackCount: 1 });
      const read = await door.get(c.clients.stranger, system.id);
      expect(read.data).toMatchObject({ ownerUsername: null, canEdit: false, sharedWith: null });
      expect(await door.update(c.clients.stranger, system.id, { name: 'Mine now' })).toMatchObject({ status: 403 });
      expect(await door.addTrack(c.clients.stranger, system.id, { name: 'x', bpm: 100 })).toMatchObject({
        status: 403,
      });
      expect((await door.update(c.clients.admin, system.id, { name: 'Renamed by admin' })).status).toBe(200);
      expect((await app.em().findOneOrFail(Playlist, system.id)).name).toBe('Renamed by admin');
    });
  });

  describe('lists', () => {
    it("lists only the viewer's own playlists, newest first, with track counts", async () => {
      const { user, password } = await buildUser(app.em());
      const client = await (await newClient(app)).logIn(user.username, password);
      const older = await door.create(client, { name: 'Older' });
      const newer = await door.create(client, { name: 'Newer' });
      await door.addTrack(client, older.data!.id, { name: 'One', bpm: 100 });
      await buildPlaylist(app.em(), (await buildUser(app.em())).user, { name: 'Not mine' });
      const result = await door.list(client);
      expect(result.data!.map((row) => [row.name, row.trackCount])).toEqual([
        ['Newer', 0],
        ['Older', 1],
      ]);
      expect(result.data![0]!.id).toBe(newer.data!.id);
    });

    it('lists what is shared with the viewer, with who shared it', async () => {
      const c = await cast();
      const result = await door.sharedWithMe(c.clients.recipient);
      expect(result.data).toEqual([expect.objectContaining({ id: c.playlist.id, sharedBy: c.owner.username })]);
      expect((await door.sharedWithMe(c.clients.stranger)).data).toEqual([]);
    });
  });
});

describe('deleting', () => {
  it('a playlist removes its tracks and shares; deleting a user removes their playlists', async () => {
    const c = await cast();
    expect((await playlistDoors[0]!.remove(c.clients.owner, c.playlist.id)).status).toBe(200);
    expect(await app.em().count(Track, { playlist: c.playlist.id })).toBe(0);
    expect(await app.em().count(PlaylistShare, { playlist: c.playlist.id })).toBe(0);

    const other = await buildPlaylist(app.em(), c.owner, { trackCount: 3 });
    await app.em().nativeDelete(User, { id: c.owner.id });
    expect(await app.em().count(Playlist, { id: other.id })).toBe(0);
    expect(await app.em().count(Track, { playlist: other.id })).toBe(0);
  });
});
