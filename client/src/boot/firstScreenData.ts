import { FIRST_SCREEN_DATA_ID, type FirstScreenData, type FirstScreenSong } from '../../../schema/firstScreen';

const isSong = (value: unknown): value is FirstScreenSong => {
  const song = value as Partial<FirstScreenSong> | null;
  return (
    typeof song === 'object' &&
    song !== null &&
    typeof song.name === 'string' &&
    typeof song.artist === 'string' &&
    typeof song.bpm === 'number' &&
    typeof song.songCount === 'number'
  );
};

function parsed(text: string): FirstScreenData | null {
  try {
    const data = JSON.parse(text) as Partial<FirstScreenData> | null;
    if (typeof data?.path !== 'string' || typeof data.playlistName !== 'string') return null;
    const firstSong =
      data.firstSong === undefined || data.firstSong === null
        ? data.firstSong
        : isSong(data.firstSong)
          ? data.firstSong
          : null;
    return { path: data.path, playlistName: data.playlistName, ...(firstSong !== undefined && { firstSong }) };
  } catch {
    return null;
  }
}

/**
 * The first data the server put in the page for `pathname` (a set list's name, the stage's first
 * song: schema/firstScreen.ts), or null: none sent (a visitor, a playlist the viewer may not read,
 * a page from the service worker's cache), unreadable, or made for another path (the user has
 * moved on since the page loaded). A preview for the loader only; the screen's query decides.
 */
export function firstScreenDataAt(pathname: string, doc: Document = document): FirstScreenData | null {
  const text = doc.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  const data = text ? parsed(text) : null;
  return data?.path === pathname ? data : null;
}
