/** The PostgreSQL channel every live event travels on, between all instances of the app. */
export const LIVE_CHANNEL = 'miq_live';

/** What happened to a playlist, as `playlistChanged` reports it. */
export enum PlaylistChangeKind {
  /** A subscription's own first event, never sent through the database: it is held from now on. */
  SUBSCRIBED = 'SUBSCRIBED',
  TRACK_ADDED = 'TRACK_ADDED',
  TRACK_REMOVED = 'TRACK_REMOVED',
  TRACKS_REORDERED = 'TRACKS_REORDERED',
  TRACK_UPDATED = 'TRACK_UPDATED',
  PLAYLIST_UPDATED = 'PLAYLIST_UPDATED',
  PLAYLIST_DELETED = 'PLAYLIST_DELETED',
  ACCESS_REVOKED = 'ACCESS_REVOKED',
}

/**
 * An event as it crosses the database: ids and a kind only (DESIGN.md §11), never what a viewer
 * may see, so NOTIFY's 8 kB limit is never near and each subscriber's view is read for them.
 * `playlist`: this playlist changed. `user`: this user's rights may have changed (deleted, signed
 * out everywhere, share or role changed): their subscriptions, and those on their playlists, are
 * checked again. `rehearsal`: this playlist's rehearsal room changed. The database sends them:
 * triggers on the tables they describe (server/db/migrations/Migration20261213000000_live_events.ts).
 */
export type LiveEvent =
  | { type: 'playlist'; playlistId: string; kind: PlaylistChangeKind }
  | { type: 'user'; userId: string }
  | { type: 'rehearsal'; playlistId: string };

/** A payload read back from the channel, or null when it is not one of ours. */
export function parseLiveEvent(payload: unknown): LiveEvent | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const event = payload as Record<string, unknown>;
  if (
    event.type === 'playlist' &&
    typeof event.playlistId === 'string' &&
    event.kind !== PlaylistChangeKind.SUBSCRIBED &&
    Object.values(PlaylistChangeKind).includes(event.kind as PlaylistChangeKind)
  ) {
    return { type: 'playlist', playlistId: event.playlistId, kind: event.kind as PlaylistChangeKind };
  }
  if (event.type === 'user' && typeof event.userId === 'string') return { type: 'user', userId: event.userId };
  if (event.type === 'rehearsal' && typeof event.playlistId === 'string')
    return { type: 'rehearsal', playlistId: event.playlistId };
  return null;
}
