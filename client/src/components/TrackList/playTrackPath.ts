/** The tempo data a play link needs. */
export interface PlayableTrack {
  name: string;
  bpm: number;
}

/**
 * Where playing a playlist track goes: the home generator with the track preloaded and started
 * (SPEC.md §2 '/': track, bpm, autoplay, and visualizer for the visualizer view).
 */
export function playTrackPath(track: PlayableTrack, visualizer = false): string {
  const path = `/?track=${encodeURIComponent(track.name)}&bpm=${track.bpm}&autoplay=true`;
  return visualizer ? `${path}&visualizer=true` : path;
}
