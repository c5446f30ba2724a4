import type { TrackList_BreakFragment, TrackList_TrackFragment } from '../../../graphql/generated';

/** One row of a set list: a song with its number (set breaks are not counted), or a break with the songs of its set. */
export type SetListItem =
  | { kind: 'track'; id: string; track: TrackList_TrackFragment; index: number }
  | { kind: 'break'; id: string; setBreak: TrackList_BreakFragment; songs: TrackList_TrackFragment[] };

/**
 * The tracks and set breaks in one order (by their shared positions), each song numbered among
 * the songs alone, each break with the songs up to the next break; `firstSet` is the songs before
 * the first break.
 */
export function setListItems(
  tracks: ReadonlyArray<TrackList_TrackFragment>,
  breaks: ReadonlyArray<TrackList_BreakFragment>,
): { items: SetListItem[]; firstSet: TrackList_TrackFragment[] } {
  const merged = [
    ...tracks.map((track) => ({ position: track.position, track })),
    ...breaks.map((setBreak) => ({ position: setBreak.position, setBreak })),
  ].sort((a, b) => a.position - b.position);
  const items: SetListItem[] = [];
  const firstSet: TrackList_TrackFragment[] = [];
  let currentSet = firstSet;
  let index = 0;
  for (const entry of merged) {
    if ('track' in entry) {
      items.push({ kind: 'track', id: entry.track.id, track: entry.track, index: index++ });
      currentSet.push(entry.track);
    } else {
      currentSet = [];
      items.push({ kind: 'break', id: entry.setBreak.id, setBreak: entry.setBreak, songs: currentSet });
    }
  }
  return { items, firstSet };
}
