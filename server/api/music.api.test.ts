import { MUSICBRAINZ_RULE_MS } from '../../schema/limits';
import { MusicSearch, MusicSong, MusicTempo, Playlist, Track } from '../entities';
import { estimateTempo } from '../services/music/estimate';
import { ApiClient, newClient } from '../test/apiClient';
import { buildPlaylist, buildUser } from '../test/factories';
import { musicDoors, signedInClient } from '../test/musicDoors';
import { startTestApp, type TestApp } from '../test/testServer';
import {
  DEEZER_GROOVE,
  FAKE_SONGS,
  HALF_TIME_SONG,
  SLOW_BALLAD,
  startFakeMusicServices,
  STEADY_BEAT,
  TITLE_SEARCH_SONG,
  type FakeMusicServices,
  type FakeSong,
} from '../../testkit/fakeMusicServices';

// Song search and tempo lookups over both doors, against the fake music services over real HTTP
// and a real PostgreSQL.

let fakes: FakeMusicServices;
let app: TestApp;
let user: ApiClient;

beforeAll(async () => {
  fakes = await startFakeMusicServices();
  app = await startTestApp({ env: fakes.env });
  user = await signedInClient(app, new ApiClient(app));
  // Every fake song's facts are cached from here on, so tempo lookups need no MusicBrainz request.
  expect((await musicDoors[0]!.search(user, 'Fake Hits')).status).toBe(200);
});
afterAll(async () => {
  await app?.close();
  await fakes?.close();
});
beforeEach(() => fakes.reset());

const asked = (song: FakeSong) => ({ id: song.id, name: song.title, artist: song.artist });
const coverUrl = (song: FakeSong) => `${fakes.env.COVERART_URL}/release/${song.releaseId}/front-250`;

async function addCommunityTrack(song: FakeSong, bpm: number, bpmSource: string): Promise<void> {
  const em = app.em();
  const { user: owner } = await buildUser(em);
  const playlist = await buildPlaylist(em, owner);
  em.create(Track, {
    playlist: em.getReference(Playlist, playlist.id),
    position: 0,
    name: song.title,
    artist: song.artist,
    bpm,
    externalId: song.id,
    bpmSource: bpmSource as Track['bpmSource'],
  });
  await em.flush();
}

describe.each(musicDoors)('$name: who may search', (door) => {
  it('refuses anonymous callers with 401', async () => {
    const anonymous = await newClient(app);
    expect(await door.search(anonymous, 'steady')).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await door.tempo(anonymous, asked(STEADY_BEAT))).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(fakes.requests).toEqual([]);
  });

  it('answers a signed-in user', async () => {
    const result = await door.search(user, 'steady beat');
    expect(result.status).toBe(200);
    expect(result.data).toEqual([
      { id: STEADY_BEAT.id, name: 'Steady Beat', artist: 'The Testers', albumArt: coverUrl(STEADY_BEAT), bpm: null },
    ]);
  });

  it.each(['ab', '  ab  ', ''])('refuses the query %j with 400 and asks nobody', async (query) => {
    expect(await door.search(user, query)).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Type at least 3 characters to search',
    });
    expect(fakes.requests).toEqual([]);
  });

  it('refuses a query over 200 characters', async () => {
    expect(await door.search(user, 'a'.repeat(201))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('refuses a tempo request without a song id or name', async () => {
    expect(await door.tempo(user, { id: ' ', name: 'x', artist: 'y' })).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Song id is required',
    });
    expect(await door.tempo(user, { id: 'x', name: '', artist: 'y' })).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Song name is required',
    });
  });
});

describe('search', () => {
  it('lists songs with album art from Cover Art Archive, else Last.fm, else none', async () => {
    const result = await musicDoors[0]!.search(user, 'fake hits');
    expect(result.data).toHaveLength(FAKE_SONGS.length);
    const art = Object.fromEntries(result.data!.map((song) => [song.id, song.albumArt]));
    expect(art[STEADY_BEAT.id]).toBe(coverUrl(STEADY_BEAT));
    expect(art[DEEZER_GROOVE.id]).toBe(`${fakes.baseUrl}/images/lastfm/300s/${DEEZER_GROOVE.id}.png`);
    expect(art[SLOW_BALLAD.id]).toBeNull();
    expect(result.data!.every((song) => song.bpm === null)).toBe(true);
  });

  it('introduces itself to MusicBrainz with the descriptive User-Agent and asks for 10 results as JSON', async () => {
    await musicDoors[0]!.search(user, 'title matchers');
    const [request] = fakes.requestsTo('musicbrainz');
    expect(request!.headers['user-agent']).toBe('MusicIQueue/0.1.0 ( tests@music-iqueue.test )');
    const url = new URL(request!.path, 'http://x');
    expect(url.pathname).toBe('/ws/2/recording');
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'title matchers', limit: '10', fmt: 'json' });
  });

  it('answers the same query again, in any case and spacing, from the cache without any upstream request', async () => {
    await musicDoors[0]!.search(user, 'Octave Folk');
    fakes.reset();
    const again = await musicDoors[1]!.search(user, '  octave   FOLK ');
    expect(again.data!.map((song) => song.id)).toEqual([HALF_TIME_SONG.id]);
    expect(fakes.requests).toEqual([]);
  });

  it('asks MusicBrainz again once the cached answer is older than 24 hours', async () => {
    await musicDoors[0]!.search(user, 'isrc band');
    await app
      .em()
      .nativeUpdate(MusicSearch, { query: 'isrc band' }, { fetchedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    fakes.reset();
    expect((await musicDoors[0]!.search(user, 'isrc band')).data).toHaveLength(1);
    expect(fakes.requestsTo('musicbrainz')).toHaveLength(1);
  });

  it('retries a MusicBrainz 503 once after its Retry-After, then answers', async () => {
    fakes.behave({ musicbrainz: 'rateLimitedOnce', retryAfterSeconds: 1 });
    const result = await musicDoors[0]!.search(user, 'unknowns');
    expect(result.data!.map((song) => song.id)).toEqual([SLOW_BALLAD.id]);
    const [first, second] = fakes.requestsTo('musicbrainz');
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(995);
  });

  it.each(musicDoors)(
    '$name: a second 503 is a clean 503 UPSTREAM_UNAVAILABLE, and the failure is not cached',
    async (door) => {
      fakes.behave({ musicbrainz: 'rateLimited', retryAfterSeconds: 1 });
      const query = `nothing cached ${door.name}`;
      expect(await door.search(user, query)).toMatchObject({ status: 503, code: 'UPSTREAM_UNAVAILABLE' });
      expect(fakes.requestsTo('musicbrainz')).toHaveLength(2);
      fakes.behave({ musicbrainz: 'ok' });
      expect(await door.search(user, query)).toMatchObject({ status: 200, data: [] });
      expect(fakes.requestsTo('musicbrainz')).toHaveLength(3);
    },
  );

  it('answers 503 UPSTREAM_UNAVAILABLE when MusicBrainz drops the connection', async () => {
    fakes.behave({ musicbrainz: 'hangUp' });
    expect(await musicDoors[0]!.search(user, 'dropped line')).toMatchObject({
      status: 503,
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('gives up on MusicBrainz after 5 s: 503 UPSTREAM_UNAVAILABLE', async () => {
    fakes.behave({ musicbrainz: 'slow', slowMs: 8000 });
    const started = Date.now();
    expect(await musicDoors[0]!.search(user, 'too slow')).toMatchObject({ status: 503, code: 'UPSTREAM_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(7000);
    expect(fakes.requestsTo('musicbrainz')).toHaveLength(1);
  }, 15_000);

  it('does not wait long for album art: a slow Cover Art Archive gives way to Last.fm', async () => {
    await app.em().nativeUpdate(MusicSong, { id: STEADY_BEAT.id }, { albumArt: null, albumArtCheckedAt: null });
    fakes.behave({ coverart: 'slow' });
    const result = await musicDoors[0]!.search(user, 'fake hits');
    const steady = result.data!.find((song) => song.id === STEADY_BEAT.id)!;
    expect(steady.albumArt).toBe(`${fakes.baseUrl}/images/lastfm/300s/${STEADY_BEAT.id}.png`);
    await app
      .em()
      .nativeUpdate(
        MusicSong,
        { id: STEADY_BEAT.id },
        { albumArt: coverUrl(STEADY_BEAT), albumArtCheckedAt: new Date() },
      );
  }, 15_000);

  it('sends parallel searches to MusicBrainz one at a time, arriving at least 1 s apart (its rule), and answers every one', async () => {
    const queries = ['queue one', 'queue two', 'queue three'];
    const results = await Promise.all(queries.map((query) => musicDoors[0]!.search(user, query)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    const arrivals = fakes.requestsTo('musicbrainz').map((request) => request.at);
    expect(arrivals).toHaveLength(3);
    // The queue spaces the starts MUSICBRAINZ_INTERVAL_MS apart (rateLimits.test.ts checks the queue
    // exactly); what MusicBrainz counts is where they arrive, here at the fake.
    const gaps = arrivals.slice(1).map((at, i) => at - arrivals[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(MUSICBRAINZ_RULE_MS);
  });

  it('keeps album art already checked when a new query finds the same song', async () => {
    fakes.behave({ coverart: 'down', lastfm: 'down' });
    expect((await musicDoors[0]!.search(user, 'steady testers')).data![0]!.albumArt).toBe(coverUrl(STEADY_BEAT));
    expect(fakes.requestsTo('coverart')).toEqual([]);
  });

  it('gives a song null art when the art services fail, and asks them again next time', async () => {
    await app.em().nativeUpdate(MusicSong, { id: STEADY_BEAT.id }, { albumArt: null, albumArtCheckedAt: null });
    fakes.behave({ coverart: 'down', lastfm: 'hangUp' });
    expect((await musicDoors[0]!.search(user, 'steady beat')).data![0]!.albumArt).toBeNull();
    fakes.reset();
    expect((await musicDoors[0]!.search(user, 'steady beat')).data![0]!.albumArt).toBe(coverUrl(STEADY_BEAT));
    expect(fakes.requestsTo('coverart')).toHaveLength(1);
    fakes.reset();
    await musicDoors[0]!.search(user, 'steady beat');
    expect(fakes.requests).toEqual([]);
  });
});

describe.each(musicDoors)('$name: the tempo chain', (door) => {
  beforeEach(async () => {
    await app.em().nativeDelete(MusicTempo, {});
  });

  it('lookup: AcousticBrainz rhythm.bpm, rounded, before Deezer', async () => {
    expect((await door.tempo(user, asked(STEADY_BEAT))).data).toEqual({
      bpm: 128,
      bpmSource: 'lookup',
      provider: 'acousticbrainz',
      albumArt: coverUrl(STEADY_BEAT),
    });
    expect(fakes.requestsTo('deezer')).toEqual([]);
    expect(fakes.requestsTo('acousticbrainz')[0]!.path).toBe(`/api/v1/${STEADY_BEAT.id}/low-level`);
  });

  it('lookup: a half-time AcousticBrainz tempo is doubled into 40–240', async () => {
    expect((await door.tempo(user, asked(HALF_TIME_SONG))).data).toMatchObject({
      bpm: 66,
      bpmSource: 'lookup',
      provider: 'acousticbrainz',
    });
  });

  it('lookup: Deezer by ISRC when AcousticBrainz has nothing', async () => {
    expect((await door.tempo(user, asked(DEEZER_GROOVE))).data).toMatchObject({
      bpm: 96,
      bpmSource: 'lookup',
      provider: 'deezer',
    });
    expect(fakes.requestsTo('deezer').map((request) => request.path)).toEqual(['/track/isrc:USTST2600002']);
  });

  it('lookup: Deezer search by artist and title, then the track, when there is no ISRC', async () => {
    expect((await door.tempo(user, asked(TITLE_SEARCH_SONG))).data).toMatchObject({
      bpm: 174,
      bpmSource: 'lookup',
      provider: 'deezer',
    });
    const paths = fakes.requestsTo('deezer').map((request) => decodeURIComponent(request.path.replace(/\+/g, ' ')));
    expect(paths).toEqual(['/search?q=artist:"Title Matchers" track:"Search Me"&limit=1', '/track/3100003']);
  });

  it('estimate: when no service knows the tempo (Deezer bpm 0), SPEC.md §7 hash in the slow range', async () => {
    const result = await door.tempo(user, asked(SLOW_BALLAD));
    expect(result.data).toEqual({
      bpm: estimateTempo('Slow Ballad', 'The Unknowns'),
      bpmSource: 'estimate',
      provider: null,
      albumArt: null,
    });
    expect(result.data!.bpm).toBeGreaterThanOrEqual(65);
    expect(result.data!.bpm).toBeLessThanOrEqual(94);
  });

  it('fallback: 120 when every provider failed, and the failure is not cached', async () => {
    fakes.behave({ acousticbrainz: 'down', deezer: 'hangUp' });
    expect((await door.tempo(user, asked(STEADY_BEAT))).data).toMatchObject({
      bpm: 120,
      bpmSource: 'fallback',
      provider: null,
    });
    fakes.reset();
    expect((await door.tempo(user, asked(STEADY_BEAT))).data).toMatchObject({ bpm: 128, bpmSource: 'lookup' });
  });

  it('caches a provider answer per song id', async () => {
    await door.tempo(user, asked(DEEZER_GROOVE));
    fakes.reset();
    expect((await door.tempo(user, asked(DEEZER_GROOVE))).data).toMatchObject({
      bpm: 96,
      bpmSource: 'lookup',
      provider: 'deezer',
    });
    expect(fakes.requests).toEqual([]);
  });
});

describe('community tempos', () => {
  it('beat a cached lookup; several give their median; provider-sourced track tempos do not count', async () => {
    const door = musicDoors[1]!;
    expect((await door.tempo(user, asked(TITLE_SEARCH_SONG))).data).toMatchObject({ bpm: 174, bpmSource: 'lookup' });
    await addCommunityTrack(TITLE_SEARCH_SONG, 172, 'lookup');
    expect((await door.tempo(user, asked(TITLE_SEARCH_SONG))).data).toMatchObject({ bpm: 174, bpmSource: 'lookup' });
    await addCommunityTrack(TITLE_SEARCH_SONG, 87, 'tap');
    expect((await door.tempo(user, asked(TITLE_SEARCH_SONG))).data).toMatchObject({
      bpm: 87,
      bpmSource: 'community',
      provider: null,
    });
    await addCommunityTrack(TITLE_SEARCH_SONG, 175, 'manual');
    await addCommunityTrack(TITLE_SEARCH_SONG, 173, 'detected');
    expect((await musicDoors[0]!.tempo(user, asked(TITLE_SEARCH_SONG))).data).toEqual({
      bpm: 173,
      bpmSource: 'community',
      provider: null,
      albumArt: coverUrl(TITLE_SEARCH_SONG),
    });
  });
});

describe('Deezer quota', () => {
  it('backs off after error code 4 (no request for a while) and caches nothing', async () => {
    await app.em().nativeDelete(MusicTempo, {});
    fakes.behave({ deezer: 'quota' });
    expect((await musicDoors[0]!.tempo(user, asked(DEEZER_GROOVE))).data).toMatchObject({ bpmSource: 'estimate' });
    expect(fakes.requestsTo('deezer')).toHaveLength(1);
    fakes.reset();
    expect((await musicDoors[0]!.tempo(user, asked(DEEZER_GROOVE))).data).toMatchObject({ bpmSource: 'estimate' });
    expect(fakes.requestsTo('deezer')).toEqual([]);
    expect(await app.em().count(MusicTempo, { songId: DEEZER_GROOVE.id })).toBe(0);
  });
});
