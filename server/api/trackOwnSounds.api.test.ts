import { XSRF_HEADER } from '../../schema/http';
import { compactOwnSounds } from '../../schema/trackOwnSounds';
import { inputShapeMessages, trackOwnSoundsMessages } from '../../schema/validation';
import { Track } from '../entities';
import { ApiClient } from '../test/apiClient';
import { playlistDoors, restPlaylists } from '../test/playlistDoors';
import { clickWav } from '../test/soundFixtures';
import { startTestApp, type TestApp } from '../test/testServer';
import { ownerWithTracks, signedInUser } from '../test/trackOwner';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

// A track plays its owner's own click sounds: set per level on both doors (only the user's own
// sounds), kept by a duplicate, dropped from the track when the sound is deleted, and heard by
// whoever can read the set list — nobody else.

const signedIn = () => signedInUser(app);

async function uploadSound(client: ApiClient, name = 'Rim'): Promise<string> {
  const response = await client.agent
    .post('/api/sounds')
    .set(XSRF_HEADER, client.token ?? '')
    .field('name', name)
    .attach('sound', clickWav(), { filename: 'click.wav', contentType: 'audio/wav' });
  expect(response.status).toBe(201);
  return (response.body as { id: string }).id;
}

const ownerWithTrack = () => ownerWithTracks(app);

const storedOwnSounds = async (trackId: string) => (await app.em().fork().findOneOrFail(Track, trackId)).ownSounds;
const audioStatus = async (client: ApiClient, id: string) => (await client.agent.get(`/api/sounds/${id}`)).status;

describe.each(playlistDoors)("a track's own sounds over $name", (door) => {
  it('sets own sounds per level, answers them, keeps them in a duplicate, and clears them with null', async () => {
    const { client, trackIds } = await ownerWithTrack();
    const rim = await uploadSound(client, 'Rim');
    const cowbell = await uploadSound(client, 'Cowbell');
    const result = await door.updateTrack(client, trackIds[1]!, { ownSounds: { accent: rim, countIn: cowbell } });
    expect(result.status).toBe(200);
    expect(result.data!.tracks.map((track) => compactOwnSounds(track.ownSounds))).toEqual([
      null,
      { accent: rim, countIn: cowbell },
    ]);
    expect(await storedOwnSounds(trackIds[1]!)).toEqual({ accent: rim, countIn: cowbell });

    const copy = await door.duplicate(client, result.data!.id);
    expect(copy.data!.tracks.map((track) => compactOwnSounds(track.ownSounds))).toEqual([
      null,
      { accent: rim, countIn: cowbell },
    ]);

    const cleared = await door.updateTrack(client, trackIds[1]!, { ownSounds: null });
    expect(compactOwnSounds(cleared.data!.tracks[1]!.ownSounds)).toBeNull();
    expect(await storedOwnSounds(trackIds[1]!)).toBeNull();
  });

  it("refuses someone else's sound, an unknown level and an id that is no UUID (400 with a message), writing nothing", async () => {
    const { client, trackIds } = await ownerWithTrack();
    const mine = await uploadSound(client);
    await door.updateTrack(client, trackIds[0]!, { ownSounds: { normal: mine } });
    const stranger = await signedIn();
    const theirs = await uploadSound(stranger.client);

    const notMine = await door.updateTrack(client, trackIds[0]!, { ownSounds: { accent: mine, normal: theirs } });
    expect(notMine).toMatchObject({ status: 400, message: trackOwnSoundsMessages.notYours });
    const bogusId = await door.updateTrack(client, trackIds[0]!, { ownSounds: { accent: 'not-a-uuid' } });
    expect(bogusId).toMatchObject({ status: 400 });
    expect(await storedOwnSounds(trackIds[0]!)).toEqual({ normal: mine });
  });
});

describe('own sounds over REST only', () => {
  it('refuses an unknown level and a map that is no object with a clear message', async () => {
    const { client, trackIds } = await ownerWithTrack();
    const sound = await uploadSound(client);
    const level = await restPlaylists.updateTrack(client, trackIds[0]!, { ownSounds: { cowbell: sound } });
    expect(level).toMatchObject({ status: 400, message: trackOwnSoundsMessages.level });
    const shape = await restPlaylists.updateTrack(client, trackIds[0]!, { ownSounds: [sound] });
    expect(shape).toMatchObject({ status: 400, message: inputShapeMessages.notObject('Own sounds') });
    expect(await storedOwnSounds(trackIds[0]!)).toBeNull();
  });

  it('deleting a sound takes it off the tracks that play it (their other levels stay), in the same step', async () => {
    const { client, trackIds } = await ownerWithTrack();
    const rim = await uploadSound(client, 'Rim');
    const tick = await uploadSound(client, 'Tick');
    await restPlaylists.updateTrack(client, trackIds[0]!, { ownSounds: { accent: rim, normal: tick } });
    await restPlaylists.updateTrack(client, trackIds[1]!, { ownSounds: { accent: rim } });
    expect((await client.send('delete', `/api/sounds/${rim}`)).status).toBe(204);
    expect(await storedOwnSounds(trackIds[0]!)).toEqual({ normal: tick });
    expect(await storedOwnSounds(trackIds[1]!)).toBeNull();
  });
});

describe('who hears a track sound', () => {
  it('the owner and a share recipient of a set list that plays it; a stranger, and the recipient after unsharing, get 404', async () => {
    const { client, playlist, trackIds } = await ownerWithTrack();
    const sound = await uploadSound(client);
    const unused = await uploadSound(client, 'Unused');
    const bandmate = await signedIn();
    const stranger = await signedIn();
    await restPlaylists.updateTrack(client, trackIds[0]!, { ownSounds: { accent: sound } });
    expect((await restPlaylists.share(client, playlist.id, bandmate.user.username)).status).toBeLessThan(300);

    expect(await audioStatus(client, sound)).toBe(200);
    expect(await audioStatus(bandmate.client, sound)).toBe(200);
    expect(await audioStatus(bandmate.client, unused)).toBe(404);
    expect(await audioStatus(stranger.client, sound)).toBe(404);
    expect(await audioStatus(stranger.client, '00000000-0000-4000-8000-000000000000')).toBe(404);

    expect((await restPlaylists.unshare(client, playlist.id, bandmate.user.username)).status).toBeLessThan(300);
    expect(await audioStatus(bandmate.client, sound)).toBe(404);
  });
});
