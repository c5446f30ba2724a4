import { AcousticBrainz } from './acousticBrainz';
import { CoverArt } from './coverArt';
import { Deezer } from './deezer';
import { LastFm } from './lastFm';
import { escapeLucene, MusicBrainz } from './musicBrainz';
import type { SongFacts } from './provider';
import { UpstreamFailure } from './upstream';
import {
  DEEZER_GROOVE,
  FAKE_LASTFM_API_KEY,
  HALF_TIME_SONG,
  SLOW_BALLAD,
  startFakeMusicServices,
  STEADY_BEAT,
  TITLE_SEARCH_SONG,
  type FakeMusicServices,
  type FakeSong,
} from '../../../testkit/fakeMusicServices';

// Each provider against the fake services (real HTTP, the real services' response shapes).

const UA = 'MusicIQueue/test ( tests@example.test )';
let fakes: FakeMusicServices;
let refused: FakeMusicServices;
beforeAll(async () => {
  fakes = await startFakeMusicServices();
  refused = await startFakeMusicServices({
    refused: ['musicbrainz', 'acousticbrainz', 'deezer', 'coverart', 'lastfm'],
  });
});
afterAll(async () => {
  await fakes.close();
  await refused.close();
});
beforeEach(() => fakes.reset());

const facts = (song: FakeSong): SongFacts => ({
  id: song.id,
  name: song.title,
  artist: song.artist,
  releaseId: song.releaseId,
  isrcs: song.isrcs,
});

describe('MusicBrainz', () => {
  const musicBrainz = () => new MusicBrainz(fakes.env.MUSICBRAINZ_URL!, UA);

  it('maps recordings: id, title, artist-credit[0].name, first release id, ISRCs', async () => {
    expect(await musicBrainz().search('steady beat')).toEqual([facts(STEADY_BEAT)]);
    expect(fakes.requestsTo('musicbrainz')[0]!.headers['user-agent']).toBe(UA);
  });

  it('looks one recording up by id, null when MusicBrainz has none', async () => {
    expect(await musicBrainz().recording(DEEZER_GROOVE.id)).toEqual(facts(DEEZER_GROOVE));
    expect(await musicBrainz().recording('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('fails with the Retry-After of its second 503', async () => {
    fakes.behave({ musicbrainz: 'rateLimited', retryAfterSeconds: 1 });
    await expect(musicBrainz().search('again')).rejects.toMatchObject({
      name: 'UpstreamFailure',
      retryAfterSeconds: 1,
    });
    expect(fakes.requestsTo('musicbrainz')).toHaveLength(2);
  });

  it('sends the words as plain terms, Lucene syntax escaped', async () => {
    expect(escapeLucene('AC/DC "Back" (in) a&&b || c-d +e !f ~g *h? i:j ^2 [k] {l} \\')).toBe(
      'AC\\/DC \\"Back\\" \\(in\\) a\\&\\&b \\|\\| c\\-d \\+e \\!f \\~g \\*h\\? i\\:j \\^2 \\[k\\] \\{l\\} \\\\',
    );
    await musicBrainz().search('Steady: "Beat');
    expect(new URL(fakes.requestsTo('musicbrainz')[0]!.path, 'http://x').searchParams.get('query')).toBe(
      'Steady\\: \\"Beat',
    );
  });

  it('fails on a refused connection', async () => {
    await expect(new MusicBrainz(refused.env.MUSICBRAINZ_URL!, UA).search('anything')).rejects.toBeInstanceOf(
      UpstreamFailure,
    );
  });
});

describe('AcousticBrainz', () => {
  const acousticBrainz = () => new AcousticBrainz(fakes.env.ACOUSTICBRAINZ_URL!, UA);

  it('answers rhythm.bpm rounded, null on 404 or for an id that is not an MBID', async () => {
    expect(await acousticBrainz().tempoOf(facts(STEADY_BEAT))).toBe(128);
    expect(await acousticBrainz().tempoOf(facts(HALF_TIME_SONG))).toBe(33);
    expect(await acousticBrainz().tempoOf(facts(DEEZER_GROOVE))).toBeNull();
    expect(await acousticBrainz().tempoOf({ ...facts(STEADY_BEAT), id: 'custom-1' })).toBeNull();
  });

  it('fails on a refused connection, an HTTP 500 or a dropped connection', async () => {
    await expect(
      new AcousticBrainz(refused.env.ACOUSTICBRAINZ_URL!, UA).tempoOf(facts(STEADY_BEAT)),
    ).rejects.toBeInstanceOf(UpstreamFailure);
    fakes.behave({ acousticbrainz: 'down' });
    await expect(acousticBrainz().tempoOf(facts(STEADY_BEAT))).rejects.toBeInstanceOf(UpstreamFailure);
    fakes.behave({ acousticbrainz: 'hangUp' });
    await expect(acousticBrainz().tempoOf(facts(STEADY_BEAT))).rejects.toBeInstanceOf(UpstreamFailure);
  });
});

describe('Deezer', () => {
  const deezer = () => new Deezer(fakes.env.DEEZER_URL!, UA);

  it('answers the bpm of the track found by ISRC; bpm 0 and "no data" are unknown', async () => {
    expect(await deezer().tempoOf(facts(DEEZER_GROOVE))).toBe(96);
    expect(await deezer().tempoOf(facts(SLOW_BALLAD))).toBeNull();
    expect(await deezer().tempoOf({ ...facts(DEEZER_GROOVE), isrcs: ['XXNODATA0001'] })).toBeNull();
  });

  it('searches by artist and title when there is no ISRC, then reads the bpm from the track', async () => {
    expect(await deezer().tempoOf(facts(TITLE_SEARCH_SONG))).toBe(174);
    expect(await deezer().tempoOf({ ...facts(TITLE_SEARCH_SONG), name: 'Not A Song' })).toBeNull();
  });

  it('fails on its quota error (HTTP 200, code 4) and then sends nothing for a while', async () => {
    // Fakes of its own: the quota pause holds for every Deezer client of that base URL in the process.
    const quota = await startFakeMusicServices({ behaviour: { deezer: 'quota' } });
    try {
      await expect(new Deezer(quota.env.DEEZER_URL!, UA).tempoOf(facts(DEEZER_GROOVE))).rejects.toThrow(/error 4/);
      quota.reset();
      await expect(new Deezer(quota.env.DEEZER_URL!, UA).tempoOf(facts(DEEZER_GROOVE))).rejects.toThrow(/backing off/);
      expect(quota.requestsTo('deezer')).toEqual([]);
    } finally {
      await quota.close();
    }
  });

  it('fails on HTTP 500 and on a refused connection', async () => {
    fakes.behave({ deezer: 'down' });
    await expect(deezer().tempoOf(facts(DEEZER_GROOVE))).rejects.toThrow(/HTTP 500/);
    await expect(new Deezer(refused.env.DEEZER_URL!, UA).tempoOf(facts(DEEZER_GROOVE))).rejects.toBeInstanceOf(
      UpstreamFailure,
    );
  });
});

describe('Cover Art Archive', () => {
  const coverArt = () => new CoverArt(fakes.env.COVERART_URL!, UA, 2000);

  it('answers the front-250 URL when it redirects (307) to an image, null on 404 or without a release', async () => {
    expect(await coverArt().albumArtOf(facts(STEADY_BEAT))).toBe(
      `${fakes.env.COVERART_URL}/release/${STEADY_BEAT.releaseId}/front-250`,
    );
    expect(await coverArt().albumArtOf(facts(SLOW_BALLAD))).toBeNull();
    expect(await coverArt().albumArtOf({ ...facts(STEADY_BEAT), releaseId: null })).toBeNull();
  });

  it('the URL it answers leads to an image', async () => {
    const url = await coverArt().albumArtOf(facts(STEADY_BEAT));
    const image = await fetch(url!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('fails on a 502', async () => {
    fakes.behave({ coverart: 'down' });
    await expect(coverArt().albumArtOf(facts(STEADY_BEAT))).rejects.toBeInstanceOf(UpstreamFailure);
  });
});

describe('Last.fm', () => {
  const lastFm = (key = FAKE_LASTFM_API_KEY) => new LastFm(fakes.env.LASTFM_URL!, key, UA, 2000);

  it('answers the extralarge album image of track.getInfo', async () => {
    expect(await lastFm().albumArtOf(facts(DEEZER_GROOVE))).toBe(
      `${fakes.baseUrl}/images/lastfm/300s/${DEEZER_GROOVE.id}.png`,
    );
  });

  it('answers null for an unknown track (error 6) or a track without album images', async () => {
    expect(await lastFm().albumArtOf({ ...facts(DEEZER_GROOVE), name: 'Nope' })).toBeNull();
    expect(await lastFm().albumArtOf(facts(SLOW_BALLAD))).toBeNull();
  });

  it('fails on an invalid API key (error 10)', async () => {
    await expect(lastFm('wrong-key').albumArtOf(facts(DEEZER_GROOVE))).rejects.toThrow(/error 10/);
  });
});
