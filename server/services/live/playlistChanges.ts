import { NotFound } from '../../errors/appErrors';
import { PlaylistChangeKind } from '../../events/events';
import { requireViewer } from '../../policies/viewer';
import type { RequestContext } from '../context';
import { accessPlaylist } from '../playlistAccess';
import { getPlaylist } from '../playlists';
import type { PlaylistView } from '../playlistViews';
import { authorisedStream, type LiveConnection, type StreamFailure } from './authorisedStream';

/** One event of `playlistChanged`, as the subscriber may see it. */
export interface PlaylistChangeView {
  playlistId: string;
  kind: PlaylistChangeKind;
  /** The playlist as it is now, as the subscriber may see it; null once deleted or no longer theirs. */
  playlist: PlaylistView | null;
}

/** The first event of a started subscription (the queue's own, not PostgreSQL's). */
const SUBSCRIBED_EVENT = { type: 'subscribed' } as const;

/**
 * Starts `playlistChanged` for the viewer: 401 when anonymous, NOT_FOUND when they may not read the
 * playlist (checked before the subscription starts, so a refusal is graphql-ws's error message).
 * The first event is SUBSCRIBED with the playlist as it is now: from then on no change is missed.
 * Each event is authorised again with a fresh read (authorisedStream.ts): when the viewer may no
 * longer read the playlist the last event says why (PLAYLIST_DELETED or ACCESS_REVOKED, without
 * the playlist). A user event that changes nothing for this subscriber sends nothing.
 */
export async function subscribePlaylistChanges(
  ctx: RequestContext,
  connection: LiveConnection | undefined,
  playlistId: string,
): Promise<AsyncIterableIterator<PlaylistChangeView | StreamFailure>> {
  const viewer = requireViewer(ctx.viewer);
  if (!connection) throw new NotFound('Subscriptions are served over WebSocket at /graphql (graphql-ws protocol)');
  const facts = await accessPlaylist(ctx.em, viewer, playlistId, 'read');
  const queue = authorisedStream<PlaylistView, PlaylistChangeView, typeof SUBSCRIBED_EVENT>({
    ctx,
    connection,
    listener: { playlistId: facts.id, userId: viewer.id, ownerId: facts.owner?.id ?? null },
    authorise: (em, now) => getPlaylist({ ...ctx, em, viewer: now }, playlistId),
    render: async (_em, playlist, event) => {
      if (event.type === 'subscribed')
        return { value: { playlistId, kind: PlaylistChangeKind.SUBSCRIBED, playlist }, last: false };
      return event.type === 'playlist' ? { value: { playlistId, kind: event.kind, playlist }, last: false } : null;
    },
    ended: (reason) => ({
      playlistId,
      kind: reason === 'deleted' ? PlaylistChangeKind.PLAYLIST_DELETED : PlaylistChangeKind.ACCESS_REVOKED,
      playlist: null,
    }),
  });
  queue.push(SUBSCRIBED_EVENT);
  return queue;
}
