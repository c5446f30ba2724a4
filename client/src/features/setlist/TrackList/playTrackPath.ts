/** The tempo data a play link needs. */
export interface PlayableTrack {
  id: string;
  name: string;
  bpm: number;
}

/**
 * Where playing a playlist track goes: the home generator with the track preloaded and started
 * (SPEC.md §2 '/': autoplay, and visualizer for the visualizer view). From a playlist the whole set
 * list travels (playlist and trackId, so Next and Previous work); otherwise SPEC's
 * track and bpm.
 */
export function playTrackPath(track: PlayableTrack, visualizer = false, playlistId?: string): string {
  const what = playlistId
    ? `playlist=${encodeURIComponent(playlistId)}&trackId=${encodeURIComponent(track.id)}`
    : `track=${encodeURIComponent(track.name)}&bpm=${track.bpm}`;
  const path = `/?${what}&autoplay=true`;
  return visualizer ? `${path}&visualizer=true` : path;
}
