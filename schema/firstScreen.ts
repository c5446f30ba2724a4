/**
 * What the server puts in a set list's or stage's page for a viewer who may read the playlist, so
 * the first render shows it before the app has loaded and asked. A preview only: the screen's own
 * query still decides what is shown.
 */

/** Id of the `<script type="application/json">` element holding {@link FirstScreenData}. */
export const FIRST_SCREEN_DATA_ID = 'miq-first-screen';

/** The first song of a set list, as the stage shows it first. */
export interface FirstScreenSong {
  name: string;
  artist: string;
  bpm: number;
  /** How many songs the set list has (the stage's 'Song 1 of N'). */
  songCount: number;
}

/** The first data of /playlist/{id} and /playlist/{id}/perform. */
export interface FirstScreenData {
  /** The page's path this was made for: a page shown at another path ignores it. */
  path: string;
  playlistName: string;
  /** Only on the stage's page; null when the set list has no song. */
  firstSong?: FirstScreenSong | null;
}

/** The set list's and the stage's paths: the playlist's id, and whether it is the stage. */
const PLAYLIST_PAGE_PATH = /^\/playlist\/([^/]+)(\/perform)?$/;

/** The playlist page a path names, or null for any other path (or an id that is no valid escape). */
export function playlistPageOf(pathname: string): { id: string; stage: boolean } | null {
  const match = PLAYLIST_PAGE_PATH.exec(pathname);
  if (!match) return null;
  try {
    return { id: decodeURIComponent(match[1]!), stage: Boolean(match[2]) };
  } catch {
    return null;
  }
}
