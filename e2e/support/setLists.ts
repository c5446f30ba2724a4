import type { BrowserContext } from 'playwright-core';
import { postWithXsrf } from './browserApp';

/** A song as the add-track endpoint takes it. */
export interface SongIn {
  name: string;
  artist: string;
  bpm: number;
}

/** Creates a playlist of `songs` through the API as the context's signed-in user: its id and its tracks' ids in order. */
export async function createSetList(
  context: BrowserContext,
  name: string,
  songs: readonly SongIn[],
): Promise<{ id: string; trackIds: string[] }> {
  const { id } = await postWithXsrf<{ id: string }>(context, '/api/playlists', { name, description: '' });
  let trackIds: string[] = [];
  for (const song of songs) {
    const after = await postWithXsrf<{ tracks: Array<{ id: string }> }>(context, `/api/playlists/${id}/tracks`, song);
    trackIds = after.tracks.map((track) => track.id);
  }
  return { id, trackIds };
}
