import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../entities';
import { NotFound } from '../../errors/appErrors';
import { requireViewer } from '../../policies/viewer';
import type { RequestContext } from '../context';
import { accessPlaylist } from '../playlistAccess';
import { getPlaylist } from '../playlists';
import type { PlaylistView } from '../playlistViews';
import { PlaylistChangeKind, type LiveEvent } from '../../events/events';
import { EventQueue } from '../../events/eventQueue';
import type { LiveHub } from '../../events/hub';
import { viewerNow, type SocketCredentials } from './credentials';

/** One event of `playlistChanged`, as the subscriber may see it. */
export interface PlaylistChangeView {
  playlistId: string;
  kind: PlaylistChangeKind;
  /** The playlist as it is now, as the subscriber may see it; null once deleted or no longer theirs. */
  playlist: PlaylistView | null;
}

/** What a subscription needs beyond the request context: the hub, and the socket's credential to check again. */
export interface LiveConnection {
  hub: LiveHub;
  credentials: SocketCredentials;
}

async function playlistExists(em: EntityManager, id: string): Promise<boolean> {
  const rows = await em.execute<unknown[]>('select 1 from playlist where id = ? limit 1', [id]);
  return rows.length > 0;
}

/**
 * The subscriber's view of one event, authorised again for them with a fresh read: the credential
 * must still hold and the playlist must still be readable by them. When it is not, the last event
 * says why (PLAYLIST_DELETED or ACCESS_REVOKED, without the playlist) and the subscription ends. A
 * user event that changes nothing for this subscriber sends nothing.
 */
async function deliver(ctx: RequestContext, connection: LiveConnection, playlistId: string, event: LiveEvent) {
  const em = ctx.em.fork();
  const viewer: User | null = await viewerNow(em, connection.credentials);
  const ended = (kind: PlaylistChangeKind) => ({ value: { playlistId, kind, playlist: null }, last: true });
  if (!viewer) return ended(PlaylistChangeKind.ACCESS_REVOKED);
  try {
    const playlist = await getPlaylist({ ...ctx, em, viewer }, playlistId);
    return event.type === 'playlist' ? { value: { playlistId, kind: event.kind, playlist }, last: false } : null;
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
    return ended(await playlistExists(em, playlistId) ? PlaylistChangeKind.ACCESS_REVOKED : PlaylistChangeKind.PLAYLIST_DELETED);
  }
}

/**
 * Starts `playlistChanged` for the viewer: 401 when anonymous, NOT_FOUND when they may not read the
 * playlist (checked before the subscription starts, so a refusal is graphql-ws's error message).
 */
export async function subscribePlaylistChanges(ctx: RequestContext, connection: LiveConnection | undefined, playlistId: string): Promise<AsyncIterableIterator<PlaylistChangeView>> {
  const viewer = requireViewer(ctx.viewer);
  if (!connection) throw new NotFound('Subscriptions are served over WebSocket at /graphql (graphql-ws protocol)');
  let stop = () => {};
  const queue = new EventQueue<LiveEvent, PlaylistChangeView>((event) => deliver(ctx, connection, playlistId, event), () => stop());
  try {
    const facts = await accessPlaylist(ctx.em, viewer, playlistId, 'read');
    stop = connection.hub.listen({ playlistId: facts.id, userId: viewer.id, ownerId: facts.owner?.id ?? null, hear: (event) => queue.push(event) });
  } catch (error) {
    await queue.return();
    throw error;
  }
  return queue;
}
