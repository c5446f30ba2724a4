import type { SetListPosition } from './clickTrackUrl';
import { usePlaylistPageQuery, type TrackList_TrackFragment } from '../../graphql/generated';
import { orderedTracks } from '../../graphql/orderedTracks';

/** A set list the generator plays from: its playlist's name and tracks in order, and where it is. */
export interface SetListState {
  playlistName: string | null;
  tracks: TrackList_TrackFragment[];
  /** The current track's index in `tracks`; -1 while loading or when the track is gone. */
  index: number;
  current: TrackList_TrackFragment | null;
  loading: boolean;
  /** The playlist could not be loaded (deleted, not shared any more, offline). */
  failed: boolean;
}

/** The playlist of a set list position, in order, with the position's track. */
export function useSetList(position: SetListPosition | null): SetListState {
  const { data, loading, error } = usePlaylistPageQuery({
    variables: { id: position?.playlistId ?? '' },
    skip: position === null,
  });
  const playlist = position ? data?.playlist : undefined;
  const tracks = orderedTracks(playlist?.tracks);
  const index = position ? tracks.findIndex((track) => track.id === position.trackId) : -1;
  return {
    playlistName: playlist?.name ?? null,
    tracks,
    index,
    current: tracks[index] ?? null,
    loading: position !== null && loading && !playlist,
    failed: position !== null && !loading && (error !== undefined || (playlist !== undefined && index < 0)),
  };
}
