import { SET_BREAK_NAME_MAX_LENGTH } from '../../schema/limits';
import { messages } from '../../schema/validation';
import { SetBreak, Track, type User } from '../entities';
import { ApiClient, newClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { playlistDoors, type PlaylistOut } from '../test/playlistDoors';
import { startTestApp, type TestApp } from '../test/testServer';

// Set breaks ('Set 2') between a set list's songs, on both doors: editors add, rename, move and
// remove them; readers see them; nobody else learns they exist; a break is never a track.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A playlist of three songs, its owner, a user it is shared with, a stranger, an admin and a visitor. */
async function cast() {
  const em = app.em();
  const people = await Promise.all([buildUser(em), buildUser(em), buildUser(em), buildUser(em, { isAdmin: true })]);
  const [owner, recipient] = people.map(({ user }) => user) as [User, User];
  const playlist = await buildPlaylist(em, owner, { trackCount: 3 });
  await buildShare(em, playlist, recipient, owner);
  const tracks = await app
    .em()
    .fork()
    .find(Track, { playlist: playlist.id }, { orderBy: { position: 'asc' } });
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
    playlist,
    tracks,
    clients: {
      owner: ownerClient,
      recipient: recipientClient,
      stranger: strangerClient,
      admin: adminClient,
      anonymous,
    },
  };
}

/** The set list as it reads, songs and breaks in order ('Set 2' in brackets). */
const order = (playlist: PlaylistOut) =>
  [
    ...playlist.tracks.map((track) => ({ position: track.position, label: track.name })),
    ...playlist.breaks.map((setBreak) => ({ position: setBreak.position, label: `[${setBreak.name}]` })),
  ]
    .sort((a, b) => a.position - b.position)
    .map((item) => item.label);

const breakRows = async (playlistId: string) =>
  (
    await app
      .em()
      .fork()
      .find(SetBreak, { playlist: playlistId }, { orderBy: { position: 'asc' } })
  ).map((row) => row.name);

describe.each(playlistDoors)('set breaks over $name', (door) => {
  it('the owner adds a break after a song, renames, moves and removes it; it is never counted as a track', async () => {
    const c = await cast();
    const added = await door.addSetBreak(c.clients.owner, c.playlist.id, {
      name: '  Set 2  ',
      afterId: c.tracks[1]!.id,
    });
    expect(added.status).toBe(door.name === 'REST' ? 201 : 200);
    expect(order(added.data!)).toEqual(['Song 1', 'Song 2', '[Set 2]', 'Song 3']);
    expect(added.data!.trackCount).toBe(3);
    expect(added.data!.tracks).toHaveLength(3);
    const breakId = added.data!.breaks[0]!.id;

    const atEnd = await door.addSetBreak(c.clients.owner, c.playlist.id, { name: 'Encore' });
    expect(order(atEnd.data!)).toEqual(['Song 1', 'Song 2', '[Set 2]', 'Song 3', '[Encore]']);

    const renamed = await door.renameSetBreak(c.clients.owner, breakId, { name: 'Second set' });
    expect(renamed.status).toBe(200);
    expect(order(renamed.data!)).toEqual(['Song 1', 'Song 2', '[Second set]', 'Song 3', '[Encore]']);

    const ids = [...renamed.data!.tracks, ...renamed.data!.breaks]
      .sort((a, b) => a.position - b.position)
      .map((item) => item.id);
    const moved = await door.reorderTracks(c.clients.owner, c.playlist.id, [ids[0], ids[2], ids[1], ids[4], ids[3]]);
    expect(moved.status).toBe(200);
    expect(order(moved.data!)).toEqual(['Song 1', '[Second set]', 'Song 2', '[Encore]', 'Song 3']);

    const removed = await door.removeSetBreak(c.clients.owner, breakId);
    expect(removed.status).toBe(200);
    expect(order(removed.data!)).toEqual(['Song 1', 'Song 2', '[Encore]', 'Song 3']);
    expect(await breakRows(c.playlist.id)).toEqual(['Encore']);
  });

  it('an admin may change breaks of any playlist', async () => {
    const c = await cast();
    const added = await door.addSetBreak(c.clients.admin, c.playlist.id, { name: 'Set 2' });
    expect(added.data!.breaks.map((setBreak) => setBreak.name)).toEqual(['Set 2']);
    expect((await door.renameSetBreak(c.clients.admin, added.data!.breaks[0]!.id, { name: 'Encore' })).status).toBe(
      200,
    );
  });

  it('a user it is shared with sees the breaks but may not add, rename or remove them (403); a stranger gets 404, a visitor 401', async () => {
    const c = await cast();
    const breakId = (
      await door.addSetBreak(c.clients.owner, c.playlist.id, { name: 'Set 2', afterId: c.tracks[0]!.id })
    ).data!.breaks[0]!.id;
    const read = await door.get(c.clients.recipient, c.playlist.id);
    expect(read.data!.breaks.map((setBreak) => setBreak.name)).toEqual(['Set 2']);

    expect(await door.addSetBreak(c.clients.recipient, c.playlist.id, { name: 'Mine' })).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await door.renameSetBreak(c.clients.recipient, breakId, { name: 'Mine' })).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await door.removeSetBreak(c.clients.recipient, breakId)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await door.addSetBreak(c.clients.stranger, c.playlist.id, { name: 'Mine' })).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await door.renameSetBreak(c.clients.stranger, breakId, { name: 'Mine' })).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await door.removeSetBreak(c.clients.stranger, breakId)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await door.removeSetBreak(c.clients.anonymous, breakId)).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(await breakRows(c.playlist.id)).toEqual(['Set 2']);
  });

  it.each([
    ['an empty name', { name: '   ' }, messages.setBreakNameRequired],
    ['a name over the limit', { name: 'x'.repeat(SET_BREAK_NAME_MAX_LENGTH + 1) }, messages.setBreakNameMax],
    [
      'a place that is not in this playlist',
      { name: 'Set 2', afterId: '00000000-0000-4000-8000-000000000000' },
      messages.setBreakAfter,
    ],
  ])('refuses %s with 400 and its message, writing nothing', async (_case, input, message) => {
    const c = await cast();
    expect(await door.addSetBreak(c.clients.owner, c.playlist.id, input)).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message,
    });
    expect(await breakRows(c.playlist.id)).toEqual([]);
  });

  it('takes a name of exactly the limit, and refuses a rename to nothing', async () => {
    const c = await cast();
    const name = 'y'.repeat(SET_BREAK_NAME_MAX_LENGTH);
    const added = await door.addSetBreak(c.clients.owner, c.playlist.id, { name });
    expect(added.data!.breaks[0]!.name).toBe(name);
    expect(await door.renameSetBreak(c.clients.owner, added.data!.breaks[0]!.id, { name: '' })).toMatchObject({
      status: 400,
      message: messages.setBreakNameRequired,
    });
    expect(await door.renameSetBreak(c.clients.owner, 'not-an-id', { name: 'Set 2' })).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('a reorder that leaves out a break is out of date (409); a track added after a break goes after it; a copy keeps the breaks', async () => {
    const c = await cast();
    await door.addSetBreak(c.clients.owner, c.playlist.id, { name: 'Set 2', afterId: c.tracks[0]!.id });
    const stale = await door.reorderTracks(c.clients.owner, c.playlist.id, c.tracks.map((track) => track.id).reverse());
    expect(stale).toMatchObject({ status: 409, code: 'CONFLICT' });
    await door.addSetBreak(c.clients.owner, c.playlist.id, { name: 'Encore' });
    const withSong = await door.addTrack(c.clients.owner, c.playlist.id, { name: 'Last call', bpm: 100 });
    expect(order(withSong.data!)).toEqual(['Song 1', '[Set 2]', 'Song 2', 'Song 3', '[Encore]', 'Last call']);
    const copy = await door.duplicate(c.clients.recipient, c.playlist.id);
    expect(order(copy.data!)).toEqual(['Song 1', '[Set 2]', 'Song 2', 'Song 3', '[Encore]', 'Last call']);
  });
});
