/**
 * Where /playlist/{id}/perform stands in the set list. The song on stage is kept by id as well as
 * by index, so it stays on stage when a bandmate's change moves it in the list.
 */
export interface StagePosition {
  /** The song on stage, as an index into the set list in order. */
  index: number;
  /** The id of the song on stage; null before the set list has arrived. */
  songId: string | null;
  /** The song a link asked to start at (`?trackId=`), until a set list has arrived to find it in. */
  linkedSongId: string | null;
}

/** What can happen to the position on stage. */
export type StagePositionEvent =
  /** The set list arrived or its order changed: the ids of its songs, in order. */
  | { type: 'listChanged'; trackIds: readonly string[] }
  /** The performer moved to a song (stepping, auto-advance). */
  | { type: 'songChosen'; index: number; songId: string };

/** The position before the set list arrives: the first song, or the one a link names once it is found. */
export function initialStagePosition(linkedSongId: string | null): StagePosition {
  return { index: 0, songId: null, linkedSongId };
}

/** The song on stage stays on stage where the list moved it; a song no longer there leaves its place to the one now in it. */
function followSongOnStage(position: StagePosition, trackIds: readonly string[]): StagePosition {
  const moved = position.songId ? trackIds.indexOf(position.songId) : -1;
  if (moved >= 0 && moved !== position.index) return { ...position, index: moved };
  const songId = trackIds[position.index] ?? null;
  return songId === position.songId ? position : { ...position, songId };
}

/** A link's song is looked for once, in the first set list that has songs; a song not in it is forgotten. */
function followLink(position: StagePosition, trackIds: readonly string[]): StagePosition {
  if (!position.linkedSongId || trackIds.length === 0) return position;
  const found = trackIds.indexOf(position.linkedSongId);
  const unlinked = { ...position, linkedSongId: null };
  return found >= 0 ? { ...unlinked, index: found, songId: trackIds[found]! } : unlinked;
}

/** How each event moves the position on stage. */
export function stagePositionReducer(position: StagePosition, event: StagePositionEvent): StagePosition {
  switch (event.type) {
    case 'listChanged':
      return followLink(followSongOnStage(position, event.trackIds), event.trackIds);
    case 'songChosen':
      return { ...position, index: event.index, songId: event.songId };
  }
}
