import { AFTER_SONG_GAP_BARS_MAX, AFTER_SONG_GAP_SECONDS_MAX } from '../../schema/limits';
import { afterSongMessages } from '../../schema/validation/afterSong';
import { Playlist, Track } from '../entities';
import { ApiClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { playlistDoors } from '../test/playlistDoors';
import { startTestApp, type TestApp } from '../test/testServer';

// What a track does when it ends — stop, or go on to the next song after a gap in bars or
// seconds — on both doors, kept by a duplicate, with bad input refused and nothing written.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function ownerWithSetList(trackCount = 2) {
  const { user, password } = await buildUser(app.em());
  const client = await (await new ApiClient(app).open()).logIn(user.username, password);
  const playlist = await buildPlaylist(app.em(), user, { name: 'Friday set', trackCount });
  const tracks = await app.em().find(Track, { playlist: playlist.id }, { orderBy: { position: 'asc' } });
  return { user, client, playlist, trackIds: tracks.map((track) => track.id) };
}

const stored = async (trackId: string) => {
  const track = await app.em().fork().findOneOrFail(Track, trackId);
  return { afterSong: track.afterSong, afterSongGap: track.afterSongGap };
};

describe.each(playlistDoors)("a track's 'after the song' over $name", (door) => {
  it('stops by default; goes on after bars or seconds, kept by a duplicate; stop clears the gap', async () => {
    const { client, trackIds } = await ownerWithSetList();
    const bars = await door.updateTrack(client, trackIds[0]!, { afterSong: 'bars', afterSongGap: 0 });
    expect(bars.status).toBe(200);
    expect(bars.data!.tracks.map(({ afterSong, afterSongGap }) => [afterSong, afterSongGap])).toEqual([
      ['bars', 0],
      ['stop', 0],
    ]);
    const seconds = await door.updateTrack(client, trackIds[1]!, {
      afterSong: 'seconds',
      afterSongGap: AFTER_SONG_GAP_SECONDS_MAX,
    });
    expect(seconds.data!.tracks[1]).toMatchObject({ afterSong: 'seconds', afterSongGap: AFTER_SONG_GAP_SECONDS_MAX });
    const copy = await door.duplicate(client, bars.data!.id);
    expect(copy.data!.tracks.map(({ afterSong, afterSongGap }) => [afterSong, afterSongGap])).toEqual([
      ['bars', 0],
      ['seconds', AFTER_SONG_GAP_SECONDS_MAX],
    ]);
    await door.updateTrack(client, trackIds[1]!, { afterSong: 'stop' });
    expect(await stored(trackIds[1]!)).toEqual({ afterSong: 'stop', afterSongGap: 0 });
  });

  it.each([
    [{ afterSong: 'bars', afterSongGap: AFTER_SONG_GAP_BARS_MAX + 1 }, afterSongMessages.gapBars],
    [{ afterSong: 'seconds', afterSongGap: AFTER_SONG_GAP_SECONDS_MAX + 1 }, afterSongMessages.gap],
    [{ afterSong: 'seconds', afterSongGap: -1 }, afterSongMessages.gap],
    [{ afterSong: 'loop' }, afterSongMessages.mode],
    [{ afterSongGap: 4 }, afterSongMessages.gapWithoutMode],
  ])('refuses %j (400) with a message, and changes nothing', async (input, message) => {
    const { client, trackIds } = await ownerWithSetList(1);
    await door.updateTrack(client, trackIds[0]!, { afterSong: 'bars', afterSongGap: 2 });
    const result = await door.updateTrack(client, trackIds[0]!, input);
    expect(result).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message });
    expect(await stored(trackIds[0]!)).toEqual({ afterSong: 'bars', afterSongGap: 2 });
  });

  it("refuses a stranger's change (404) and a read-only recipient's (403), changing nothing", async () => {
    const { user, playlist, trackIds } = await ownerWithSetList(1);
    const stranger = await buildUser(app.em());
    const recipient = await buildUser(app.em());
    const open = async (who: typeof stranger) =>
      (await new ApiClient(app).open()).logIn(who.user.username, who.password);
    await buildShare(app.em(), await app.em().findOneOrFail(Playlist, playlist.id), recipient.user, user);
    const change = { afterSong: 'seconds', afterSongGap: 5 };
    expect((await door.updateTrack(await open(stranger), trackIds[0]!, change)).status).toBe(404);
    expect((await door.updateTrack(await open(recipient), trackIds[0]!, change)).status).toBe(403);
    expect(await stored(trackIds[0]!)).toEqual({ afterSong: 'stop', afterSongGap: 0 });
  });
});
