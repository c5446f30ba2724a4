// The songs the fake music services know (testkit/fakeMusicServices.ts), one per path of the tempo
// chain, so a test can name the answer it expects.

/** One recording across the fake services. */
export interface FakeSong {
  /** MusicBrainz recording id. */
  id: string;
  title: string;
  artist: string;
  /** First release; Cover Art Archive has a front cover for it when `hasCover`. */
  releaseId: string;
  hasCover: boolean;
  isrcs: string[];
  /** AcousticBrainz `rhythm.bpm` (a float, as it stores it), or null: 404 there. */
  acousticBrainzBpm: number | null;
  /** The Deezer track (found by ISRC or by artist and title), with its `bpm` (0 = unknown); null: no data. */
  deezer: { id: number; bpm: number } | null;
  /** Last.fm has album images for it. */
  hasLastFmImage: boolean;
}

/** Every fake song is on this release title, so searching for it lists them all. */
export const FAKE_RELEASE_TITLE = 'Fake Hits Vol. 1';

/** AcousticBrainz knows it (127.6 → 128); Deezer would say 130; a cover exists. */
export const STEADY_BEAT: FakeSong = {
  id: 'b1a9c0e9-d987-4042-ae91-78d6a3267d69',
  title: 'Steady Beat',
  artist: 'The Testers',
  releaseId: '0f9a4c3e-1d2b-4c5d-8e6f-7a8b9c0d1e21',
  hasCover: true,
  isrcs: ['USTST2600001'],
  acousticBrainzBpm: 127.6,
  deezer: { id: 3100001, bpm: 130 },
  hasLastFmImage: true,
};

/** Not on AcousticBrainz; Deezer knows it by ISRC (96); no cover, but Last.fm has an image. */
export const DEEZER_GROOVE: FakeSong = {
  id: 'c2b8d1fa-e098-4153-bf02-89e7b4378e7a',
  title: 'Deezer Groove',
  artist: 'Isrc Band',
  releaseId: '1a0b5d4f-2e3c-4d6e-9f70-8b9cad1e2f32',
  hasCover: false,
  isrcs: ['USTST2600002'],
  acousticBrainzBpm: null,
  deezer: { id: 3100002, bpm: 96 },
  hasLastFmImage: true,
};

/** No ISRC: Deezer finds it by artist and title (174); a cover exists. */
export const TITLE_SEARCH_SONG: FakeSong = {
  id: 'd3c9e20b-f1a9-4264-8013-9af8c5489f8b',
  title: 'Search Me',
  artist: 'Title Matchers',
  releaseId: '2b1c6e50-3f4d-4e7f-a081-9cadbe2f3043',
  hasCover: true,
  isrcs: [],
  acousticBrainzBpm: null,
  deezer: { id: 3100003, bpm: 174 },
  hasLastFmImage: false,
};

/** Nobody knows its tempo (Deezer says bpm 0) and it has no art anywhere: only an estimate (slow words). */
export const SLOW_BALLAD: FakeSong = {
  id: 'e4d0f31c-02ba-4375-9124-ab09d65a0a9c',
  title: 'Slow Ballad',
  artist: 'The Unknowns',
  releaseId: '3c2d7f61-405e-4f80-b192-adbecf304154',
  hasCover: false,
  isrcs: ['USTST2600004'],
  acousticBrainzBpm: null,
  deezer: { id: 3100004, bpm: 0 },
  hasLastFmImage: false,
};

/** AcousticBrainz counted it in half time (33.2): folded into range it is 66. */
export const HALF_TIME_SONG: FakeSong = {
  id: 'f5e1a42d-13cb-4486-a235-bc1ae76b1bad',
  title: 'Half Time Hymn',
  artist: 'Octave Folk',
  releaseId: '4d3e8072-516f-4091-82a3-becfd0415265',
  hasCover: false,
  isrcs: [],
  acousticBrainzBpm: 33.2,
  deezer: null,
  hasLastFmImage: false,
};

/** The whole catalogue, in search order. */
export const FAKE_SONGS: readonly FakeSong[] = [
  STEADY_BEAT,
  DEEZER_GROOVE,
  TITLE_SEARCH_SONG,
  SLOW_BALLAD,
  HALF_TIME_SONG,
];

/** Songs whose title, artist or release title contain every word of the query (case-insensitive). */
export function searchCatalogue(query: string): FakeSong[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return FAKE_SONGS.filter((song) => {
    const text = `${song.title} ${song.artist} ${FAKE_RELEASE_TITLE}`.toLowerCase();
    return words.every((word) => text.includes(word.replace(/["*?~^:()[\]{}\\!+-]/g, '')));
  });
}
