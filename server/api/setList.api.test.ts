import { PLAYLIST_NAME_MAX_LENGTH, PLAYLIST_TRACKS_MAX, TRACK_NOTES_MAX_LENGTH } from '../../schema/limits';
import { messages } from '../../schema/validation';
import { Playlist, Track } from '../entities';
import { PLAYLIST_CHANGED, PLAYLIST_FULL } from '../services/setList';
import { ApiClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { playlistDoors, restPlaylists } from '../test/playlistDoors';
import { startTestApp, type TestApp } from '../test/testServer';

// A set list is reordered, its tracks renamed and annotated, and any playlist one can
// open is duplicated into one's own — on both doors, with bad input refused and nothing written.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function signedIn() {
  const { user, password } = await buildUser(app.em());
  return { user, client: await (await new ApiClient(app).open()).logIn(user.username, password) };
}

async function ownerWithSetList(trackCount = 3) {
  const owner = await signedIn();
  const playlist = await buildPlaylist(app.em(), owner.user, { name: 'Friday set', trackCount });
  const tracks = await app.em().find(Track, { playlist: playlist.id }, { orderBy: { position: 'asc' } });
  return { ...owner, playlist, trackIds: tracks.map((track) => track.id) };
}

/** The playlist's tracks as stored: [id, position] in position order. */
const storedOrder = async (playlistId: string) =>
  (await app.em().find(Track, { playlist: playlistId }, { orderBy: { position: 'asc' } })).map((track) => [
    track.id,
    track.position,
  ]);

describe.each(playlistDoors)('set lists over $name', (door) => {
  it('reorders the tracks: the answer and the stored positions follow the list', async () => {
    const { client, playlist, trackIds } = await ownerWithSetList();
    const wanted = [trackIds[2]!, trackIds[0]!, trackIds[1]!];
    const result = await door.reorderTracks(client, playlist.id, wanted);
    expect(result.status).toBe(200);
    expect(result.data!.tracks.map((track) => [track.id, track.position])).toEqual(
      wanted.map((id, position) => [id, position]),
    );
    expect(await storedOrder(playlist.id)).toEqual(wanted.map((id, position) => [id, position]));
    expect((await door.get(client, playlist.id)).data!.tracks.map((track) => track.name)).toEqual([
      'Song 3',
      'Song 1',
      'Song 2',
    ]);
  });

  it.each([
    ['a track twice', (ids: string[]) => [ids[0], ids[0], ids[1]]],
    ['a track of another playlist', (ids: string[], foreign: string) => [ids[0], ids[1], foreign]],
    ['something that is no track id', (ids: string[]) => [ids[0], ids[1], 'not-a-track \ud800']],
  ])('refuses an order naming %s (400) and keeps the order', async (_case, order) => {
    const { client, playlist, trackIds } = await ownerWithSetList();
    const other = await ownerWithSetList(1);
    const before = await storedOrder(playlist.id);
    const result = await door.reorderTracks(client, playlist.id, order(trackIds, other.trackIds[0]!));
    expect(result).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: messages.trackOrder });
    expect(await storedOrder(playlist.id)).toEqual(before);
  });

  it("answers 409 'The playlist changed, reload and try again' to an order that misses a track added since, and keeps the order", async () => {
    const { client, playlist, trackIds } = await ownerWithSetList();
    const added = await door.addTrack(client, playlist.id, { name: 'Encore', bpm: 150 });
    const before = await storedOrder(playlist.id);
    const result = await door.reorderTracks(client, playlist.id, [...trackIds].reverse());
    expect(result).toMatchObject({ status: 409, code: 'CONFLICT', message: PLAYLIST_CHANGED });
    expect(await storedOrder(playlist.id)).toEqual(before);
    expect(added.data!.trackCount).toBe(4);
  });

  it('never loses or duplicates a track when reorders race adds and removes', async () => {
    const { client, playlist, trackIds } = await ownerWithSetList(4);
    const outcomes = await Promise.all([
      door.reorderTracks(client, playlist.id, [...trackIds].reverse()),
      door.addTrack(client, playlist.id, { name: 'Racing add', bpm: 120 }),
      door.reorderTracks(client, playlist.id, [trackIds[1], trackIds[0], trackIds[3], trackIds[2]]),
      door.removeTrack(client, trackIds[3]!),
      door.reorderTracks(client, playlist.id, trackIds),
    ]);
    for (const outcome of outcomes) expect([200, 201, 409]).toContain(outcome.status);
    const stored = await storedOrder(playlist.id);
    expect(stored).toHaveLength(4); // 4 − 1 removed + 1 added
    expect(new Set(stored.map(([id]) => id)).size).toBe(4);
    // Positions stay distinct (a removal may leave a gap, as it always has).
    expect(new Set(stored.map(([, position]) => position)).size).toBe(4);
  });

  it('lets a reader duplicate a shared playlist into their own: Copy of …, same tracks and order, new ids, not shared', async () => {
    const { user: ownerUser, playlist, trackIds } = await ownerWithSetList();
    await app.em().nativeUpdate(Track, { id: trackIds[0]! }, { notes: 'Count it in slowly' });
    const reader = await signedIn();
    await buildShare(app.em(), playlist, reader.user, ownerUser);

    const result = await door.duplicate(reader.client, playlist.id);
    expect(result.status).toBe(door.name === 'REST' ? 201 : 200);
    const copy = result.data!;
    expect(copy).toMatchObject({
      name: 'Copy of Friday set',
      ownerUsername: reader.user.username,
      canEdit: true,
      sharedWith: [],
      trackCount: 3,
    });
    expect(copy.tracks.map((track) => [track.name, track.position, track.notes])).toEqual([
      ['Song 1', 0, 'Count it in slowly'],
      ['Song 2', 1, ''],
      ['Song 3', 2, ''],
    ]);
    expect(copy.tracks.some((track) => trackIds.includes(track.id))).toBe(false);
    expect((await door.list(reader.client)).data!.map((own) => own.name)).toContain('Copy of Friday set');
  });

  it("cuts a long name to fit after 'Copy of ', and hides other users' playlists (NOT_FOUND)", async () => {
    const owner = await signedIn();
    const long = await buildPlaylist(app.em(), owner.user, { name: 'L'.repeat(PLAYLIST_NAME_MAX_LENGTH) });
    const copy = await door.duplicate(owner.client, long.id);
    expect(copy.data!.name).toBe(`Copy of ${'L'.repeat(PLAYLIST_NAME_MAX_LENGTH - 'Copy of '.length)}`);

    const stranger = await signedIn();
    const before = await app.em().count(Playlist, { owner: stranger.user.id });
    expect(await door.duplicate(stranger.client, long.id)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await app.em().count(Playlist, { owner: stranger.user.id })).toBe(before);
  });

  it('renames a track and sets its artist and notes; only the fields given change', async () => {
    const { client, trackIds } = await ownerWithSetList(1);
    const result = await door.updateTrack(client, trackIds[0]!, {
      name: ' Opener ',
      notes: 'Capo 2, start on the chorus',
    });
    expect(result.data!.tracks[0]).toMatchObject({
      name: 'Opener',
      artist: 'Band',
      bpm: 100,
      notes: 'Capo 2, start on the chorus',
    });
    const again = await door.updateTrack(client, trackIds[0]!, { artist: 'The Band', bpm: 132 });
    expect(again.data!.tracks[0]).toMatchObject({
      name: 'Opener',
      artist: 'The Band',
      bpm: 132,
      bpmSource: 'manual',
      notes: 'Capo 2, start on the chorus',
    });
  });

  it("gives a track its own count-in beats and sounds, kept by a duplicate; null goes back to the user's settings", async () => {
    const { client, trackIds } = await ownerWithSetList(2);
    expect(
      (await door.get(client, (await app.em().findOneOrFail(Track, trackIds[0]!)).playlist.id)).data!.tracks[0],
    ).toMatchObject({
      countInBeats: null,
      soundType: null,
      countInSoundType: null,
    });
    const result = await door.updateTrack(client, trackIds[0]!, {
      countInBeats: 0,
      soundType: 'cowbell',
      countInSoundType: 'beep',
    });
    expect(result.data!.tracks[0]).toMatchObject({
      name: 'Song 1',
      countInBeats: 0,
      soundType: 'cowbell',
      countInSoundType: 'beep',
    });
    expect(result.data!.tracks[1]).toMatchObject({ countInBeats: null, soundType: null, countInSoundType: null });

    const copy = await door.duplicate(client, result.data!.id);
    expect(copy.data!.tracks[0]).toMatchObject({ countInBeats: 0, soundType: 'cowbell', countInSoundType: 'beep' });

    const cleared = await door.updateTrack(client, trackIds[0]!, { countInBeats: null, soundType: null });
    expect(cleared.data!.tracks[0]).toMatchObject({ countInBeats: null, soundType: null, countInSoundType: 'beep' });
    const stored = await app.em().fork().findOneOrFail(Track, trackIds[0]!);
    expect([stored.countInBeats, stored.soundType, stored.countInSoundType]).toEqual([null, null, 'beep']);
  });

  it.each([
    ['count-in beats over 8', { countInBeats: 9 }, messages.countInBeatsRange],
    ['an unknown sound', { soundType: 'gong' }, messages.soundType],
    ['an unknown count-in sound', { countInSoundType: 'CLICK' }, messages.soundType],
  ])('refuses %s for a track (400) and changes nothing', async (_case, input, message) => {
    const { client, trackIds } = await ownerWithSetList(1);
    expect(await door.updateTrack(client, trackIds[0]!, input)).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message,
    });
    const after = await app.em().fork().findOneOrFail(Track, trackIds[0]!);
    expect([after.countInBeats, after.soundType, after.countInSoundType]).toEqual([null, null, null]);
  });

  it("gives a track its length, kept by a duplicate and shown to the playlist's readers; null plays until stopped again", async () => {
    const { client, trackIds } = await ownerWithSetList(2);
    const result = await door.updateTrack(client, trackIds[0]!, { lengthSeconds: 245 });
    expect(result.data!.tracks.map((track) => track.lengthSeconds)).toEqual([245, null]);
    const copy = await door.duplicate(client, result.data!.id);
    expect(copy.data!.tracks[0]).toMatchObject({ lengthSeconds: 245 });
    const cleared = await door.updateTrack(client, trackIds[0]!, { lengthSeconds: null });
    expect(cleared.data!.tracks[0]).toMatchObject({ lengthSeconds: null });
    expect((await app.em().fork().findOneOrFail(Track, trackIds[0]!)).lengthSeconds).toBeNull();
  });

  it.each([
    ['a length under 10 s', { lengthSeconds: 9 }],
    ['a length over an hour', { lengthSeconds: 3601 }],
    ['a length of no seconds', { lengthSeconds: 0 }],
  ])('refuses %s (400) with the limits in words, and changes nothing', async (_case, input) => {
    const { client, trackIds } = await ownerWithSetList(1);
    await door.updateTrack(client, trackIds[0]!, { lengthSeconds: 300 });
    expect(await door.updateTrack(client, trackIds[0]!, input)).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: messages.trackLengthRange,
    });
    expect((await app.em().fork().findOneOrFail(Track, trackIds[0]!)).lengthSeconds).toBe(300);
  });

  it('refuses a length that is not a whole number (400): the schema says so on GraphQL, our wording on REST', async () => {
    const { client, trackIds } = await ownerWithSetList(1);
    const result = await door.updateTrack(client, trackIds[0]!, { lengthSeconds: 200.5 });
    expect(result).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(result.message).toMatch(
      door.name === 'REST' ? messages.trackLengthRange : /Int cannot represent non-integer value: 200\.5/,
    );
    expect((await app.em().fork().findOneOrFail(Track, trackIds[0]!)).lengthSeconds).toBeNull();
  });

  it("refuses a stranger's length change (404) and a recipient's (403), changing nothing", async () => {
    const { user, trackIds } = await ownerWithSetList(1);
    const playlistId = (await app.em().findOneOrFail(Track, trackIds[0]!)).playlist.id;
    const stranger = await signedIn();
    const recipient = await signedIn();
    await buildShare(app.em(), await app.em().findOneOrFail(Playlist, playlistId), recipient.user, user);
    expect((await door.updateTrack(stranger.client, trackIds[0]!, { lengthSeconds: 200 })).status).toBe(404);
    expect((await door.updateTrack(recipient.client, trackIds[0]!, { lengthSeconds: 200 })).status).toBe(403);
    expect((await app.em().fork().findOneOrFail(Track, trackIds[0]!)).lengthSeconds).toBeNull();
  });

  it('gives a track its key, kept by a duplicate; null clears it', async () => {
    const { client, trackIds } = await ownerWithSetList(2);
    const result = await door.updateTrack(client, trackIds[0]!, { key: 'F#m' });
    expect(result.status).toBe(200);
    expect(result.data!.tracks.map((track) => track.key)).toEqual(['F#m', null]);
    expect(
      (await door.updateTrack(client, trackIds[1]!, { key: 'Bb' })).data!.tracks.map((track) => track.key),
    ).toEqual(['F#m', 'Bb']);
    const copy = await door.duplicate(client, result.data!.id);
    expect(copy.data!.tracks.map((track) => track.key)).toEqual(['F#m', 'Bb']);
    const cleared = await door.updateTrack(client, trackIds[0]!, { key: null });
    expect(cleared.data!.tracks[0]).toMatchObject({ key: null });
    expect((await app.em().fork().findOneOrFail(Track, trackIds[0]!)).key).toBeNull();
  });

  it("turns the user's spoken cues off for one track (on for every track until then), kept by a duplicate", async () => {
    const { client, trackIds } = await ownerWithSetList(2);
    const result = await door.updateTrack(client, trackIds[1]!, { spokenCues: false });
    expect(result.status).toBe(200);
    expect(result.data!.tracks.map((track) => track.spokenCues)).toEqual([true, false]);
    const copy = await door.duplicate(client, result.data!.id);
    expect(copy.data!.tracks.map((track) => track.spokenCues)).toEqual([true, false]);
    expect((await door.updateTrack(client, trackIds[1]!, { spokenCues: 'no' })).status).toBe(400);
    expect((await app.em().fork().findOneOrFail(Track, trackIds[1]!)).spokenCues).toBe(false);
  });

  it.each([['H'], ['f#m'], ['F#m7'], ['Cb#'], [''], ['Bbm ']])(
    'refuses the key %j (400) with what a key looks like, and changes nothing',
    async (key) => {
      const { client, trackIds } = await ownerWithSetList(1);
      await door.updateTrack(client, trackIds[0]!, { key: 'Ebm' });
      const result = await door.updateTrack(client, trackIds[0]!, { key });
      if (key === 'Bbm ') {
        // Spaces around a key are trimmed off, as for names and notes.
        expect(result.data!.tracks[0]).toMatchObject({ key: 'Bbm' });
        return;
      }
      expect(result).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: messages.trackKey });
      expect((await app.em().fork().findOneOrFail(Track, trackIds[0]!)).key).toBe('Ebm');
    },
  );

  it("refuses a stranger's key change (404) and a recipient's (403), changing nothing", async () => {
    const { user, trackIds } = await ownerWithSetList(1);
    const playlistId = (await app.em().findOneOrFail(Track, trackIds[0]!)).playlist.id;
    const stranger = await signedIn();
    const recipient = await signedIn();
    await buildShare(app.em(), await app.em().findOneOrFail(Playlist, playlistId), recipient.user, user);
    expect((await door.updateTrack(stranger.client, trackIds[0]!, { key: 'C' })).status).toBe(404);
    expect((await door.updateTrack(recipient.client, trackIds[0]!, { key: 'C' })).status).toBe(403);
    expect((await app.em().fork().findOneOrFail(Track, trackIds[0]!)).key).toBeNull();
  });

  it('refuses count-in beats that are not a whole number (400): the schema says so on GraphQL, our wording on REST', async () => {
    const { client, trackIds } = await ownerWithSetList(1);
    const result = await door.updateTrack(client, trackIds[0]!, { countInBeats: 2.5 });
    expect(result).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(result.message).toMatch(
      door.name === 'REST' ? messages.countInBeatsRange : /Int cannot represent non-integer value: 2\.5/,
    );
    expect((await app.em().fork().findOneOrFail(Track, trackIds[0]!)).countInBeats).toBeNull();
  });

  it.each([
    ['notes over the limit', { notes: 'n'.repeat(TRACK_NOTES_MAX_LENGTH + 1) }, messages.trackNotesMax],
    ['an empty name', { name: '  ' }, messages.trackNameRequired],
    ['no field at all', {}, messages.trackUpdateEmpty],
  ])('refuses %s (400) and changes nothing', async (_case, input, message) => {
    const { client, playlist, trackIds } = await ownerWithSetList(1);
    const before = await app.em().findOneOrFail(Track, trackIds[0]!);
    const result = await door.updateTrack(client, trackIds[0]!, input);
    expect(result).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message });
    const after = await app.em().fork().findOneOrFail(Track, trackIds[0]!);
    expect([after.name, after.notes, after.bpm]).toEqual([before.name, before.notes, before.bpm]);
    expect((await app.em().fork().findOneOrFail(Playlist, playlist.id)).updatedAt).toEqual(playlist.updatedAt);
  });

  it("recognises the same song by title and artist, whatever its release, case or punctuation: 409 'Already in playlist'", async () => {
    const { client, playlist } = await ownerWithSetList(0);
    expect(
      (await door.addTrack(client, playlist.id, { name: 'Take Five', artist: 'Dave Brubeck', bpm: 172 })).data!
        .trackCount,
    ).toBe(1);
    const again = await door.addTrack(client, playlist.id, {
      name: 'take five!',
      artist: 'dave  brubeck',
      bpm: 170,
      id: 'another-release',
    });
    expect(again).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Already in playlist' });
    const other = await door.addTrack(client, playlist.id, { name: 'Take Five', artist: 'Quincy Jones', bpm: 172 });
    expect(other.data!.trackCount).toBe(2);
  });

  it("adds a second custom track of the same title and artist (a second 'Intro'), but still refuses the same search song twice", async () => {
    const { client, playlist } = await ownerWithSetList(0);
    const created = door.name === 'REST' ? 201 : 200;
    expect(await door.addTrack(client, playlist.id, { name: 'Intro', artist: 'Custom Track', bpm: 90 })).toMatchObject({
      status: created,
    });
    const second = await door.addTrack(client, playlist.id, { name: 'intro', artist: 'Custom Track', bpm: 96 });
    expect(second).toMatchObject({ status: created });
    expect(second.data!.tracks.map((track) => track.name)).toEqual(['Intro', 'intro']);
    const song = { name: 'So What', artist: 'Miles Davis', bpm: 136, id: 'mbid-so-what' };
    expect(await door.addTrack(client, playlist.id, song)).toMatchObject({ status: created });
    expect(await door.addTrack(client, playlist.id, song)).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Already in playlist',
    });
    expect(await app.em().fork().count(Track, { playlist: playlist.id })).toBe(3);
  });

  it(`refuses a track past ${PLAYLIST_TRACKS_MAX} in one playlist (409) and adds nothing`, async () => {
    const { client, playlist } = await ownerWithSetList(0);
    await app
      .em()
      .execute(
        `insert into track (id, playlist_id, position, name, artist, bpm) select gen_random_uuid(), ?, n, 'Song ' || n, 'Band', 120 from generate_series(0, ? - 1) as n`,
        [playlist.id, PLAYLIST_TRACKS_MAX],
      );
    expect(await door.addTrack(client, playlist.id, { name: 'One too many', bpm: 120 })).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: PLAYLIST_FULL,
    });
    expect(await app.em().count(Track, { playlist: playlist.id })).toBe(PLAYLIST_TRACKS_MAX);
  });
});

describe('REST set-list input shapes', () => {
  it.each([
    ['not a list', { trackIds: 'all' }, 'Track ids must be a list'],
    ['numbers for ids', { trackIds: [1, 2] }, 'Track id must be text'],
    ['no list', {}, messages.trackOrder],
  ])('answers 400 to trackIds %s', async (_case, body, message) => {
    const { client, playlist } = await ownerWithSetList();
    const response = await client.send('put', `/api/playlists/${playlist.id}/tracks/order`, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('keeps PATCH /api/tracks/{id} with a tempo alone working as before (the tempo dialog)', async () => {
    const { client, trackIds } = await ownerWithSetList(1);
    const result = await restPlaylists.updateTrack(client, trackIds[0]!, { bpm: 90, bpmSource: 'tap' });
    expect(result.data!.tracks[0]).toMatchObject({ bpm: 90, bpmSource: 'tap', name: 'Song 1' });
  });
});
