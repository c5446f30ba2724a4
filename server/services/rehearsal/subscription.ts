import { rehearsalJoinSchema } from '../../../schema/validation';
import { NotFound } from '../../errors/appErrors';
import { requireViewer } from '../../policies/viewer';
import type { RequestContext } from '../context';
import { PlaylistChangeKind } from '../../events/events';
import { requestLogger } from '../../logging/logger';
import { authorisedStream, type LiveConnection, type StreamFailure } from '../live/authorisedStream';
import { validateInput } from '../validate';
import {
  accessRehearsal,
  joinRoom,
  leaveRoom,
  MEMBER_REFRESH_MS,
  readRoom,
  refreshMembers,
  type RehearsalRoomView,
} from './rooms';

/** What a rehearsal event says happened. */
export enum RehearsalEventKind {
  /** The first event: this device is in the room (`memberId` is its id). */
  JOINED = 'JOINED',
  /** The room's state or its devices changed. */
  ROOM_UPDATED = 'ROOM_UPDATED',
  /** The viewer may no longer rehearse with the playlist; the subscription ends. */
  ACCESS_REVOKED = 'ACCESS_REVOKED',
  /** The playlist was deleted; the subscription ends. */
  PLAYLIST_DELETED = 'PLAYLIST_DELETED',
}

/** One event of `rehearsal`, for one device. */
export interface RehearsalEventView {
  playlistId: string;
  kind: RehearsalEventKind;
  /** This device's id in the room (for its sync reports). */
  memberId: string;
  /** The room as it is now; null once the subscription ends. */
  room: RehearsalRoomView | null;
}

/** The first event a joined device gets (the queue's own, not PostgreSQL's). */
const JOINED_EVENT = { type: 'joined' } as const;

/**
 * Joins the viewer's device to a playlist's rehearsal room for as long as the subscription lasts:
 * 401 anonymous, 404 when they may not read the playlist, 403 for a system playlist
 * unless admin, 409 when the room is full. The first event is JOINED; then ROOM_UPDATED on each
 * change, each authorised again like playlistChanged's (authorisedStream.ts); the device leaves when it ends.
 */
export async function subscribeRehearsal(
  ctx: RequestContext,
  connection: LiveConnection | undefined,
  playlistId: string,
  input: unknown,
): Promise<AsyncIterableIterator<RehearsalEventView | StreamFailure>> {
  const viewer = requireViewer(ctx.viewer);
  const { deviceName } = validateInput(rehearsalJoinSchema, input);
  if (!connection) throw new NotFound('Subscriptions are served over WebSocket at /graphql (graphql-ws protocol)');
  const facts = await accessRehearsal(ctx.em, viewer, playlistId);
  const memberId = await joinRoom(ctx.em.fork(), viewer, facts.id, deviceName || 'Device');
  const refresh = setInterval(
    () =>
      void refreshMembers(ctx.em.fork(), [memberId]).catch((error: unknown) =>
        requestLogger(ctx.requestId).error({ err: error }, 'live: refreshing a rehearsal device failed'),
      ),
    MEMBER_REFRESH_MS,
  );
  refresh.unref();
  const leave = () => {
    clearInterval(refresh);
    leaveRoom(ctx.em.fork(), memberId).catch((error: unknown) =>
      requestLogger(ctx.requestId).error({ err: error }, 'live: leaving a rehearsal room failed'),
    );
  };
  const event = (kind: RehearsalEventKind, room: RehearsalRoomView | null) => ({
    playlistId: facts.id,
    kind,
    memberId,
    room,
  });

  const queue = authorisedStream<unknown, RehearsalEventView, typeof JOINED_EVENT>({
    ctx,
    connection,
    listener: { playlistId: facts.id, userId: viewer.id, ownerId: facts.owner?.id ?? null, rehearsal: true },
    authorise: (em, now) => accessRehearsal(em, now, facts.id),
    render: async (em, _facts, heard) => {
      if (heard.type === 'joined')
        return { value: event(RehearsalEventKind.JOINED, await readRoom(em, facts.id)), last: false };
      if (heard.type === 'rehearsal')
        return { value: event(RehearsalEventKind.ROOM_UPDATED, await readRoom(em, facts.id)), last: false };
      // A playlist or user event that leaves this viewer's access as it was changes nothing in the room.
      return heard.type === 'playlist' && heard.kind === PlaylistChangeKind.PLAYLIST_DELETED
        ? { value: event(RehearsalEventKind.PLAYLIST_DELETED, null), last: true }
        : null;
    },
    ended: (reason) =>
      event(reason === 'deleted' ? RehearsalEventKind.PLAYLIST_DELETED : RehearsalEventKind.ACCESS_REVOKED, null),
    onEnd: leave,
  });
  queue.push(JOINED_EVENT);
  return queue;
}
