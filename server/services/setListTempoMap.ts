import { Track } from '../entities';
import { Conflict } from '../errors/appErrors';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { setListBeatCount, writeSetListTempoMap, type SetListSong } from './midi/setListTempoMap';
import { accessPlaylist } from './playlistAccess';
import { refuseLongExport, sectionsOf } from './tempoMapMidi';

/** 409: nothing to write. */
export const SET_LIST_EMPTY = 'This set list has no songs to export yet';

/** How a track plays in the set list's file: its song map, whether it counts in, the bars after it. */
function songOf(track: Track): SetListSong {
  return {
    title: track.name,
    sections: sectionsOf(track),
    countIn: track.countInBeats !== 0,
    gapBars: track.afterSong === 'bars' ? track.afterSongGap : 1,
  };
}

/**
 * A set list the viewer may read as one Standard MIDI File, a track per song in set-list order
 * (see midi/setListTempoMap.ts). An unknown or unreadable playlist is NOT_FOUND; one without songs
 * is a conflict, as is one too long to write.
 */
export async function exportSetListTempoMap(
  ctx: RequestContext,
  playlistId: string,
): Promise<{ name: string; bytes: Uint8Array }> {
  const viewer = requireViewer(ctx.viewer);
  const facts = await accessPlaylist(ctx.em, viewer, playlistId, 'read');
  const tracks = await ctx.em.find(Track, { playlist: facts.id }, { orderBy: { position: 'asc' } });
  if (!tracks.length) throw new Conflict(SET_LIST_EMPTY);
  const songs = tracks.map(songOf);
  refuseLongExport(setListBeatCount(songs));
  return { name: facts.name, bytes: writeSetListTempoMap(facts.name, songs) };
}
