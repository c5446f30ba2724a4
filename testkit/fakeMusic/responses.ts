import { FAKE_RELEASE_TITLE, type FakeSong } from './catalogue';

// Response bodies in the shapes the real services send (trimmed to what matters, fields kept).

/** A MusicBrainz recording as search and lookup (inc=isrcs+releases+artist-credits) return it. */
export function musicBrainzRecording(song: FakeSong, score?: number): Record<string, unknown> {
  return {
    id: song.id,
    ...(score === undefined ? {} : { score }),
    title: song.title,
    length: 215_000,
    video: false,
    disambiguation: '',
    'first-release-date': '2026-01-01',
    'artist-credit': [
      {
        name: song.artist,
        joinphrase: '',
        artist: {
          id: `${song.id.slice(0, 8)}-0000-4000-8000-000000000000`,
          name: song.artist,
          'sort-name': song.artist,
        },
      },
    ],
    releases: [
      {
        id: song.releaseId,
        'status-id': '4e304316-386d-3409-af2e-78857eec5cfe',
        count: 1,
        title: FAKE_RELEASE_TITLE,
        status: 'Official',
        date: '2026-01-01',
        country: 'XW',
        'track-count': 12,
        media: [
          {
            position: 1,
            format: 'Digital Media',
            track: [
              {
                id: `${song.id.slice(0, 8)}-1111-4000-8000-000000000000`,
                number: '1',
                title: song.title,
                length: 215_000,
              },
            ],
            'track-count': 12,
            'track-offset': 0,
          },
        ],
      },
    ],
    isrcs: song.isrcs,
  };
}

/** `/ws/2/recording?query=…&fmt=json`. */
export function musicBrainzSearch(songs: FakeSong[], limit: number): Record<string, unknown> {
  return {
    created: new Date().toISOString(),
    count: songs.length,
    offset: 0,
    recordings: songs.slice(0, limit).map((song, index) => musicBrainzRecording(song, 100 - index)),
  };
}

/** MusicBrainz's answer to a client over the rate limit (HTTP 503). */
export const MUSICBRAINZ_RATE_LIMITED = {
  error:
    'Your requests are exceeding the allowable rate limit. Please see https://wiki.musicbrainz.org/MusicBrainz_API/Rate_Limiting for more information.',
};

/** MusicBrainz 404 for an unknown id. */
export const MUSICBRAINZ_NOT_FOUND = {
  error: 'Not Found',
  help: 'For usage, please see: https://musicbrainz.org/development/mmd',
};

/** AcousticBrainz `/api/v1/{mbid}/low-level`. */
export function acousticBrainzLowLevel(bpm: number): Record<string, unknown> {
  return {
    lowlevel: { average_loudness: 0.87, dynamic_complexity: 3.2 },
    metadata: {
      audio_properties: { analysis_sample_rate: 44100, length: 215.0, md5_encoded: '0'.repeat(32) },
      version: { essentia: '2.1-beta2' },
    },
    rhythm: {
      bpm,
      beats_count: Math.round((bpm * 215) / 60),
      danceability: 1.21,
      onset_rate: 3.9,
      bpm_histogram_first_peak_bpm: { mean: Math.round(bpm) },
    },
    tonal: { key_key: 'A', key_scale: 'minor' },
  };
}

/** AcousticBrainz 404. */
export const ACOUSTICBRAINZ_NOT_FOUND = { message: 'Not found' };

/** A Deezer track object (`/track/{id}`, `/track/isrc:{isrc}`). */
export function deezerTrack(song: FakeSong): Record<string, unknown> {
  const id = song.deezer!.id;
  return {
    id,
    readable: true,
    title: song.title,
    title_short: song.title,
    title_version: '',
    isrc: song.isrcs[0] ?? '',
    link: `https://www.deezer.com/track/${id}`,
    duration: 215,
    track_position: 1,
    disk_number: 1,
    rank: 500_000,
    release_date: '2026-01-01',
    explicit_lyrics: false,
    preview: '',
    bpm: song.deezer!.bpm,
    gain: -9.1,
    available_countries: ['DE', 'FR', 'GB', 'US'],
    artist: { id: id + 1_000_000, name: song.artist, type: 'artist' },
    album: { id: id + 2_000_000, title: FAKE_RELEASE_TITLE, type: 'album' },
    type: 'track',
  };
}

/** A Deezer search hit: like a track, without `bpm`. */
export function deezerSearchHit(song: FakeSong): Record<string, unknown> {
  const { bpm: _bpm, gain: _gain, available_countries: _countries, ...hit } = deezerTrack(song);
  return hit;
}

/** Deezer's errors arrive with HTTP 200. */
export const DEEZER_NO_DATA = { error: { type: 'DataException', message: 'no data', code: 800 } };
export const DEEZER_QUOTA = { error: { type: 'Exception', message: 'Quota limit exceeded', code: 4 } };

/** Last.fm `track.getInfo` with album images (small … extralarge) at `imageBase`. */
export function lastFmTrackInfo(song: FakeSong, imageBase: string): Record<string, unknown> {
  const image = (size: string, px: number) => ({ '#text': `${imageBase}/${px}s/${song.id}.png`, size });
  return {
    track: {
      name: song.title,
      mbid: song.id,
      url: `https://www.last.fm/music/${encodeURIComponent(song.artist)}/_/${encodeURIComponent(song.title)}`,
      duration: '215000',
      streamable: { '#text': '0', fulltrack: '0' },
      listeners: '1234',
      playcount: '5678',
      artist: { name: song.artist, mbid: '', url: `https://www.last.fm/music/${encodeURIComponent(song.artist)}` },
      album: {
        artist: song.artist,
        title: FAKE_RELEASE_TITLE,
        url: 'https://www.last.fm/music/x/Fake+Hits',
        image: [image('small', 34), image('medium', 64), image('large', 174), image('extralarge', 300)],
        '@attr': { position: '1' },
      },
      toptags: { tag: [] },
    },
  };
}

/** Last.fm track.getInfo for a track it does not know, and for a track without album images. */
export const LASTFM_TRACK_NOT_FOUND = { error: 6, message: 'Track not found', links: [] };
export function lastFmTrackWithoutAlbum(song: FakeSong): Record<string, unknown> {
  return {
    track: {
      name: song.title,
      mbid: '',
      url: 'https://www.last.fm/music/x',
      duration: '0',
      artist: { name: song.artist },
      toptags: { tag: [] },
    },
  };
}
/** Last.fm with a wrong API key (HTTP 403). */
export const LASTFM_INVALID_KEY = {
  error: 10,
  message: 'Invalid API key - You must be granted a valid key by last.fm',
  links: [],
};

/** A 1×1 PNG, the fake cover image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
