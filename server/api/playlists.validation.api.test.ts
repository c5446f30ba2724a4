import { messages } from '../../schema/validation';
import { Playlist, PlaylistShare, Track } from '../entities';
import { ApiClient } from '../test/apiClient';
import { buildPlaylist, buildUser } from '../test/factories';
import { playlistDoors, restPlaylists } from '../test/playlistDoors';
import { startTestApp, type TestApp } from '../test/testServer';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function signedInOwner() {
  const { user, password } = await buildUser(app.em());
  const client = await (await new ApiClient(app).open()).logIn(user.username, password);
  const playlist = await buildPlaylist(app.em(), user, { name: 'Kept', trackCount: 1 });
  return { user, client, playlist };
}

const countRows = async (ownerId: string) => ({
  playlists: await app.em().count(Playlist, { owner: ownerId }),
  tracks: await app.em().count(Track, { playlist: { owner: ownerId } }),
  shares: await app.em().count(PlaylistShare, { playlist: { owner: ownerId } }),
});

/** `bpm: Int!` itself refuses these on GraphQL (its own message); REST answers with SPEC's bpm message. */
const TYPED_BY_GRAPHQL = 'typed by GraphQL';

describe.each(playlistDoors)('playlist input over $name', (door) => {
  it('creates a playlist with trimmed values and returns its id', async () => {
    const { client, user } = await signedInOwner();
    const result = await door.create(client, { name: '  Gig set  ', description: ' Friday ' });
    expect(result.status).toBe(door.name === 'REST' ? 201 : 200);
    expect(result.data).toMatchObject({
      name: 'Gig set',
      description: 'Friday',
      trackCount: 0,
      canEdit: true,
      ownerUsername: user.username,
    });
    expect(result.data!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['an empty name', { name: '' }, 'name', messages.playlistNameRequired],
    ['a blank name', { name: '   ' }, 'name', messages.playlistNameRequired],
    ['a name over 100', { name: 'n'.repeat(101) }, 'name', messages.playlistNameMax],
    [
      'a description over 500',
      { name: 'ok', description: 'd'.repeat(501) },
      'description',
      messages.playlistDescriptionMax,
    ],
  ])('refuses to create with %s (400) and writes nothing', async (_case, input, field, message) => {
    const { client, user } = await signedInOwner();
    const before = await countRows(user.id);
    const result = await door.create(client, input);
    expect(result).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message, fields: { [field]: message } });
    expect(await countRows(user.id)).toEqual(before);
  });

  it('refuses to rename to a blank name and keeps the old one', async () => {
    const { client, playlist } = await signedInOwner();
    const result = await door.update(client, playlist.id, { name: '  ' });
    expect(result).toMatchObject({ status: 400, message: messages.playlistNameRequired });
    expect((await app.em().findOneOrFail(Playlist, playlist.id)).name).toBe('Kept');
  });

  it("adds a custom track with the default artist 'Custom Track' at the end", async () => {
    const { client, playlist } = await signedInOwner();
    const result = await door.addTrack(client, playlist.id, { name: ' Intro ', bpm: 96 });
    expect(result.status).toBe(door.name === 'REST' ? 201 : 200);
    expect(result.data!.tracks.at(-1)).toMatchObject({
      position: 1,
      name: 'Intro',
      artist: 'Custom Track',
      bpm: 96,
      bpmSource: 'manual',
      externalId: null,
    });
  });

  it.each([
    ['an empty name', { name: '', bpm: 100 }, 'name', messages.trackNameRequired],
    ['a name over 200', { name: 'x'.repeat(201), bpm: 100 }, 'name', messages.trackNameMax],
    ['bpm 39', { name: 'x', bpm: 39 }, 'bpm', messages.bpmRange],
    ['bpm 241', { name: 'x', bpm: 241 }, 'bpm', messages.bpmRange],
    [
      'an album art that is not an http URL',
      { name: 'x', bpm: 100, albumArt: 'javascript:alert(1)' },
      'albumArt',
      messages.albumArtUrl,
    ],
    ['an unknown bpm source', { name: 'x', bpm: 100, bpmSource: 'guess' }, 'bpmSource', messages.bpmSource],
  ])('refuses a track with %s (400) and writes nothing', async (_case, input, field, message) => {
    const { client, playlist, user } = await signedInOwner();
    const before = await countRows(user.id);
    const result = await door.addTrack(client, playlist.id, input);
    expect(result).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message, fields: { [field]: message } });
    expect(await countRows(user.id)).toEqual(before);
  });

  it("changes a track's tempo, defaulting its source to manual, and moves the playlist's updatedAt", async () => {
    const { client, playlist } = await signedInOwner();
    const track = await app.em().findOneOrFail(Track, { playlist: playlist.id });
    const result = await door.updateTrackTempo(client, track.id, { bpm: 84 });
    expect(result.status).toBe(200);
    expect(result.data!.tracks[0]).toMatchObject({ id: track.id, bpm: 84, bpmSource: 'manual' });
    const stored = await app.em().findOneOrFail(Playlist, playlist.id);
    expect(stored.updatedAt.getTime()).toBeGreaterThan(playlist.updatedAt.getTime());
    expect((await door.get(client, playlist.id)).data!.tracks[0]).toMatchObject({ bpm: 84, bpmSource: 'manual' });
  });

  it.each([
    ['bpm 39', { bpm: 39 }, 'bpm', messages.bpmRange],
    ['bpm 241', { bpm: 241 }, 'bpm', messages.bpmRange],
    ['a fractional bpm', { bpm: 120.5 }, 'bpm', TYPED_BY_GRAPHQL],
    ['no bpm', { bpmSource: 'tap' }, 'bpm', TYPED_BY_GRAPHQL],
    ['a source that is not a user tempo', { bpm: 120, bpmSource: 'lookup' }, 'bpmSource', messages.userBpmSource],
    ['an unknown source', { bpm: 120, bpmSource: 'guess' }, 'bpmSource', messages.userBpmSource],
  ])("refuses a tempo change with %s (400) and keeps the track's tempo", async (_case, input, field, message) => {
    const { client, playlist } = await signedInOwner();
    const track = await app.em().findOneOrFail(Track, { playlist: playlist.id });
    const result = await door.updateTrackTempo(client, track.id, input);
    if (message === TYPED_BY_GRAPHQL && door.name === 'GraphQL')
      expect(result).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    else {
      const expected = message === TYPED_BY_GRAPHQL ? messages.bpmRange : message;
      expect(result).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: expected,
        fields: { [field]: expected },
      });
    }
    const stored = await app.em().fork().findOneOrFail(Track, track.id);
    expect({ bpm: stored.bpm, bpmSource: stored.bpmSource }).toEqual({ bpm: track.bpm, bpmSource: track.bpmSource });
  });

  it('answers 404 "Track not found" for a tempo change of an unknown or malformed track id', async () => {
    const { client } = await signedInOwner();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(await door.updateTrackTempo(client, id, { bpm: 120 })).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
        message: 'Track not found',
      });
    }
  });

  it('refuses a search song already in the playlist with 409 "Already in playlist"', async () => {
    const { client, playlist, user } = await signedInOwner();
    const song = {
      id: 'mbid-123',
      name: 'Song',
      artist: 'Band',
      bpm: 120,
      albumArt: 'https://img.example/a.jpg',
      bpmSource: 'lookup',
    };
    expect((await door.addTrack(client, playlist.id, song)).data!.tracks.at(-1)).toMatchObject({
      externalId: 'mbid-123',
      albumArt: 'https://img.example/a.jpg',
      bpmSource: 'lookup',
    });
    const before = await countRows(user.id);
    expect(await door.addTrack(client, playlist.id, song)).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Already in playlist',
    });
    expect(await countRows(user.id)).toEqual(before);
  });

  describe('sharing', () => {
    it.each([
      ['an empty username', '', 400, messages.shareUsernameRequired],
      ['a blank username', '   ', 400, messages.shareUsernameRequired],
      ['an unknown user', 'nobody_at_all', 404, 'User not found'],
    ])('refuses %s and writes nothing', async (_case, username, status, message) => {
      const { client, playlist, user } = await signedInOwner();
      const result = await door.share(client, playlist.id, username);
      expect(result).toMatchObject({ status, message });
      expect((await countRows(user.id)).shares).toBe(0);
    });

    it('refuses sharing with yourself with 400', async () => {
      const { client, playlist, user } = await signedInOwner();
      expect(await door.share(client, playlist.id, user.username.toUpperCase())).toMatchObject({
        status: 400,
        message: "You can't share a playlist with yourself",
      });
      expect((await countRows(user.id)).shares).toBe(0);
    });

    it('refuses an admin sharing a playlist with its own owner (400) and writes nothing', async () => {
      const { playlist, user } = await signedInOwner();
      const admin = await buildUser(app.em(), { isAdmin: true });
      const adminClient = await (await new ApiClient(app).open()).logIn(admin.user.username, admin.password);
      const result = await door.share(adminClient, playlist.id, user.username);
      expect(result).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'This user owns the playlist already',
      });
      expect((await countRows(user.id)).shares).toBe(0);
    });

    it('sharing twice (any case) keeps one share; unsharing by username or id works and is harmless twice', async () => {
      const { client, playlist, user } = await signedInOwner();
      const { user: friend } = await buildUser(app.em());
      expect((await door.share(client, playlist.id, friend.username)).status).toBe(200);
      expect((await door.share(client, playlist.id, friend.username.toUpperCase())).status).toBe(200);
      expect((await countRows(user.id)).shares).toBe(1);
      expect((await door.unshare(client, playlist.id, friend.id)).status).toBe(200);
      expect((await door.unshare(client, playlist.id, friend.username)).status).toBe(200);
      expect((await countRows(user.id)).shares).toBe(0);
    });
  });
});

describe('concurrency', () => {
  it('50 parallel add-track requests give exactly 50 tracks at distinct positions', async () => {
    const { client, playlist } = await signedInOwner();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        restPlaylists.addTrack(client, playlist.id, { name: `Parallel ${index}`, bpm: 100 }),
      ),
    );
    expect(results.map((result) => result.status).filter((status) => status !== 201)).toEqual([]);
    const tracks = await app.em().find(Track, { playlist: playlist.id });
    expect(tracks).toHaveLength(51);
    expect(new Set(tracks.map((track) => track.position)).size).toBe(51);
    expect(Math.max(...tracks.map((track) => track.position))).toBe(50);
  });

  it('20 parallel shares with one user give one share and no 5xx', async () => {
    const { client, playlist } = await signedInOwner();
    const { user: friend } = await buildUser(app.em());
    const results = await Promise.all(
      Array.from({ length: 20 }, () => restPlaylists.share(client, playlist.id, friend.username)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    expect(await app.em().count(PlaylistShare, { playlist: playlist.id })).toBe(1);
  });

  it('parallel adds of the same search song keep one and answer 409 to the rest', async () => {
    const { client, playlist } = await signedInOwner();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        restPlaylists.addTrack(client, playlist.id, { id: 'same-song', name: 'Same', bpm: 110 }),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(9);
    expect(await app.em().count(Track, { playlist: playlist.id, externalId: 'same-song' })).toBe(1);
  });
});
