import { PLAYLIST_TRACKS_MAX } from '../../schema/limits';
import { messages } from '../../schema/validation';
import { Track, type User } from '../entities';
import { ApiClient, newClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { operationDoors } from '../test/operationDoors';
import { startTestApp, type TestApp } from '../test/testServer';

// Copying a track into another set list, on both doors: whoever may read the track may copy it into
// a playlist they may edit; the rules of adding a track hold at the destination; a refusal writes
// nothing.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A set list of two songs and an empty one of its owner, shared with `recipient`; a stranger, an admin and a visitor. */
async function cast() {
  const em = app.em();
  const people = await Promise.all([false, false, false, true].map((isAdmin) => buildUser(em, { isAdmin })));
  const [owner, recipient, stranger] = people.map(({ user }) => user) as [User, User, User];
  const source = await buildPlaylist(em, owner, { name: 'Friday', trackCount: 2 });
  const destination = await buildPlaylist(em, owner, { name: 'Saturday' });
  const recipientsOwn = await buildPlaylist(em, recipient, { name: 'Mine' });
  const strangersOwn = await buildPlaylist(em, stranger, { name: 'Theirs' });
  await buildShare(em, source, recipient, owner);
  await buildShare(em, destination, recipient, owner);
  const [first] = await em.fork().find(Track, { playlist: source.id }, { orderBy: { position: 'asc' } });
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
    source,
    destination,
    recipientsOwn,
    strangersOwn,
    trackId: first!.id,
    clients: {
      owner: ownerClient,
      recipient: recipientClient,
      stranger: strangerClient,
      admin: adminClient,
      anonymous,
    },
  };
}

/** Each track of a playlist as "name @ bpm", in order. */
const songsOf = async (playlistId: string) =>
  (
    await app
      .em()
      .fork()
      .find(Track, { playlist: playlistId }, { orderBy: { position: 'asc' } })
  ).map((track) => `${track.name} @ ${track.bpm}`);

interface CopyOut {
  id: string;
  name: string;
  bpm: number;
  notes: string;
  key: string | null;
  rhythm: { timeSignature: string } | null;
}

describe.each(operationDoors)('copying a track over $name', (door) => {
  const copy = (client: ApiClient, trackId: string, playlistId: unknown) =>
    door.call<CopyOut>(client, 'copyTrack', { params: { trackId }, body: { playlistId } });

  it('the owner copies a song with its notes, key and rhythm to the end of another set list; the original stays', async () => {
    const c = await cast();
    const changed = await door.call(c.clients.owner, 'updateTrack', {
      params: { trackId: c.trackId },
      body: { notes: 'Capo 2', key: 'F#m', rhythm: { timeSignature: '7/8', grouping: [2, 2, 3] } },
    });
    expect(changed.status).toBe(200);
    await door.call(c.clients.owner, 'addTrack', {
      params: { id: c.destination.id },
      body: { name: 'Opener', bpm: 90 },
    });

    const copied = await copy(c.clients.owner, c.trackId, c.destination.id);
    expect(copied.status).toBe(door.name === 'REST' ? 201 : 200);
    expect(copied.data).toMatchObject({
      name: 'Song 1',
      bpm: 100,
      notes: 'Capo 2',
      key: 'F#m',
      rhythm: { timeSignature: '7/8' },
    });
    expect(copied.data!.id).not.toBe(c.trackId);
    expect(await songsOf(c.destination.id)).toEqual(['Opener @ 90', 'Song 1 @ 100']);
    expect(await songsOf(c.source.id)).toEqual(['Song 1 @ 100', 'Song 2 @ 101']);
    // A custom song may be there twice: a set list may well hold a reprise.
    expect((await copy(c.clients.owner, c.trackId, c.source.id)).data).toMatchObject({ name: 'Song 1' });
    expect(await songsOf(c.source.id)).toEqual(['Song 1 @ 100', 'Song 2 @ 101', 'Song 1 @ 100']);
  });

  it('a user it is shared with copies it into their own set list, not into one they may only read (403); an admin into any', async () => {
    const c = await cast();
    expect((await copy(c.clients.recipient, c.trackId, c.recipientsOwn.id)).data).toMatchObject({ name: 'Song 1' });
    expect(await songsOf(c.recipientsOwn.id)).toEqual(['Song 1 @ 100']);
    expect(await copy(c.clients.recipient, c.trackId, c.destination.id)).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect((await copy(c.clients.admin, c.trackId, c.strangersOwn.id)).data).toMatchObject({ name: 'Song 1' });
    expect(await songsOf(c.destination.id)).toEqual([]);
  });

  it("a stranger cannot learn the track exists or copy into someone else's set list (404); a visitor gets 401", async () => {
    const c = await cast();
    expect(await copy(c.clients.stranger, c.trackId, c.strangersOwn.id)).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Track not found',
    });
    expect(await copy(c.clients.owner, c.trackId, c.strangersOwn.id)).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Playlist not found',
    });
    expect(await copy(c.clients.anonymous, c.trackId, c.destination.id)).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(await copy(c.clients.owner, 'not-an-id', c.destination.id)).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await songsOf(c.strangersOwn.id)).toEqual([]);
    expect(await songsOf(c.destination.id)).toEqual([]);
  });

  it('follows the rules of adding a track: a search song already there, or a full set list, is refused (409) and nothing is written', async () => {
    const c = await cast();
    const added = await door.call<{ tracks: Array<{ id: string; name: string }> }>(c.clients.owner, 'addTrack', {
      params: { id: c.source.id },
      body: { name: 'Found', artist: 'Band', bpm: 90, id: 'mbid-1' },
    });
    const found = added.data!.tracks.find((track) => track.name === 'Found')!;
    expect(await copy(c.clients.owner, found.id, c.source.id)).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Already in playlist',
    });
    expect((await copy(c.clients.owner, found.id, c.destination.id)).data).toMatchObject({ name: 'Found' });
    expect(await copy(c.clients.owner, found.id, c.destination.id)).toMatchObject({
      status: 409,
      message: 'Already in playlist',
    });
    expect(await songsOf(c.destination.id)).toEqual(['Found @ 90']);
    // The same title and artist is the same song, from another release or as a custom track too.
    expect(
      (
        await door.call(c.clients.recipient, 'addTrack', {
          params: { id: c.recipientsOwn.id },
          body: { name: 'found', artist: 'BAND', bpm: 91 },
        })
      ).status,
    ).toBeLessThan(300);
    expect(await copy(c.clients.recipient, found.id, c.recipientsOwn.id)).toMatchObject({
      status: 409,
      message: 'Already in playlist',
    });
    expect(await songsOf(c.recipientsOwn.id)).toEqual(['found @ 91']);

    const full = await buildPlaylist(app.em(), c.owner, { trackCount: PLAYLIST_TRACKS_MAX });
    const refused = await copy(c.clients.owner, c.trackId, full.id);
    expect(refused).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(refused.message).toMatch(/at most 1,000 tracks/);
    expect(await app.em().fork().count(Track, { playlist: full.id })).toBe(PLAYLIST_TRACKS_MAX);
  });

  it.each([
    ['an empty playlist id', '  '],
    ['a playlist id longer than any id', 'x'.repeat(101)],
  ])('refuses %s with 400 and its message, writing nothing', async (_case, playlistId) => {
    const c = await cast();
    expect(await copy(c.clients.owner, c.trackId, playlistId)).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: messages.trackCopyPlaylist,
    });
    expect(await songsOf(c.source.id)).toEqual(['Song 1 @ 100', 'Song 2 @ 101']);
  });

  it('refuses a copy that names no playlist with 400', async () => {
    const c = await cast();
    const refused = await door.call(c.clients.owner, 'copyTrack', { params: { trackId: c.trackId }, body: {} });
    expect(refused.status).toBe(400);
    if (door.name === 'REST')
      expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', message: messages.trackCopyPlaylist });
    expect(await songsOf(c.source.id)).toEqual(['Song 1 @ 100', 'Song 2 @ 101']);
  });
});
