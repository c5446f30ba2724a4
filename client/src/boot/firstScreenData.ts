import { FIRST_SCREEN_DATA_ID, type FirstScreenData, type FirstScreenSong } from '../../../schema/firstScreen';

/** Whether `value` has the fields of a {@link FirstScreenSong}, with their types. */
function isSong(value: unknown): value is FirstScreenSong {
  const song = (value ?? {}) as Record<string, unknown>;
  return (
    ['name', 'artist'].every((key) => typeof song[key] === 'string') &&
    [song.bpm, song.songCount].every(Number.isFinite)
  );
}

function parsed(text: string): FirstScreenData | null {
  try {
    const data = JSON.parse(text) as Partial<FirstScreenData> | null;
    if (typeof data?.path !== 'string' || typeof data.playlistName !== 'string') return null;
    // A stage's song that is not one reads as none; the set list's page has no such field.
    const firstSong = data.firstSong && !isSong(data.firstSong) ? null : data.firstSong;
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
