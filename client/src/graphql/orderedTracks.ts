/**
 * A playlist's tracks in set-list order (by `position`). The server sends them so, but the Apollo
 * cache may hold them otherwise after a drag (the optimistic answer) or a bandmate's live change,
 * so every view that shows or steps through a set list asks this one helper. Returns a new array.
 */
export function orderedTracks<Track extends { position: number }>(
  tracks: readonly Track[] | null | undefined,
): Track[] {
  return [...(tracks ?? [])].sort((a, b) => a.position - b.position);
}
