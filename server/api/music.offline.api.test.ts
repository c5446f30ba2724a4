import { Playlist, Track } from '../entities';
import { estimateTempo } from '../services/music/estimate';
import { ApiClient } from '../test/apiClient';
import { buildPlaylist, buildUser } from '../test/factories';
import { musicDoors, signedInClient } from '../test/musicDoors';
import { startTestApp, type TestApp } from '../test/testServer';

// MUSIC_LOOKUPS=off (the test server's default): no request leaves the server. Search says so;
// tempos come from the community, else the estimate.

let app: TestApp;
let user: ApiClient;
beforeAll(async () => {
  app = await startTestApp({ env: { MUSIC_LOOKUPS: 'off' } });
  user = await signedInClient(app, new ApiClient(app));
});
afterAll(() => app?.close());

const SONG = { id: '0b6a5c1e-7a55-4f0c-9d53-3a1f3e7e2c11', name: 'Party Anthem', artist: 'Loud Band' };

describe.each(musicDoors)('$name with MUSIC_LOOKUPS=off', (door) => {
  it('answers search with 503 UPSTREAM_UNAVAILABLE and says lookups are switched off', async () => {
    expect(await door.search(user, 'anything at all')).toEqual({
      status: 503,
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'Song search is switched off on this server (MUSIC_LOOKUPS=off)',
      fields: undefined,
    });
  });

  it('still validates the query first', async () => {
    expect(await door.search(user, 'ab')).toMatchObject({
      status: 400,
      message: 'Type at least 3 characters to search',
    });
  });

  it('answers a tempo with the estimate (fast words: 120–159) when nobody has tapped the song', async () => {
    const result = await door.tempo(user, { id: `${door.name}-custom`, name: SONG.name, artist: SONG.artist });
    expect(result.data).toEqual({
      bpm: estimateTempo(SONG.name, SONG.artist),
      bpmSource: 'estimate',
      provider: null,
      albumArt: null,
    });
    expect(result.data!.bpm).toBeGreaterThanOrEqual(120);
    expect(result.data!.bpm).toBeLessThanOrEqual(159);
  });
});

it('answers the community tempo when users have set one', async () => {
  const em = app.em();
  const { user: owner } = await buildUser(em);
  const playlist = await buildPlaylist(em, owner);
  em.create(Track, {
    playlist: em.getReference(Playlist, playlist.id),
    position: 0,
    name: SONG.name,
    artist: SONG.artist,
    bpm: 131,
    externalId: SONG.id,
    bpmSource: 'tap',
  });
  await em.flush();
  for (const door of musicDoors) {
    expect((await door.tempo(user, SONG)).data).toEqual({
      bpm: 131,
      bpmSource: 'community',
      provider: null,
      albumArt: null,
    });
  }
});
