import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../entities';
import { Forbidden, NotFound, Unauthenticated } from '../../errors/appErrors';
import type { LiveEvent } from '../../events/events';
import { EventQueue } from '../../events/eventQueue';
import type { LiveListener } from '../../events/hub';
import { requestLogger } from '../../logging/logger';
import type { RequestContext } from '../context';
import { viewerNow, type SocketCredentials } from './credentials';

/** What a subscription needs beyond the request context (whose services hold the hub): the socket's credential to check again. */
export interface LiveConnection {
  credentials: SocketCredentials;
}

/** Why a subscriber's access ended: they may no longer read the playlist, or it is gone. */
export type AccessEnd = 'revoked' | 'deleted';

/**
 * An unexpected failure (the database, a bug) while an event was authorised or read: the stream's
 * last item, which the resolver turns into a GraphQL error ({@link deliveredEvent}) so the client
 * is never told its access ended when it did not.
 */
export class StreamFailure {
  constructor(readonly error: unknown) {}
}

/** One delivered item, or null to send nothing for this event. */
export type Delivery<Out> = { value: Out; last: boolean } | null;

/** How one subscription is authorised and rendered, event by event. */
/** `Extra`: events the subscription pushes itself, besides the hub's. */
export interface AuthorisedStreamOptions<Access, Out, Extra = never> {
  ctx: RequestContext;
  connection: LiveConnection;
  /** Which playlist, whose; the hub delivers the events that concern them. */
  listener: Omit<LiveListener, 'hear'>;
  /** Checks, with a fresh read, that `viewer` still has access; refuses with NotFound, Forbidden or Unauthenticated when not. */
  authorise(em: EntityManager, viewer: User): Promise<Access>;
  /** What an authorised event becomes for this subscriber. */
  render(em: EntityManager, access: Access, event: LiveEvent | Extra): Promise<Delivery<Out>>;
  /** The last item when access ended. */
  ended(reason: AccessEnd): Out;
  /** Runs once when the stream ends (the client completed, the socket closed, or access ended). */
  onEnd?: () => void;
}

/** A refusal that means the subscriber's access really ended (as opposed to a failure to find out). */
function isAccessRefusal(error: unknown): boolean {
  return error instanceof NotFound || error instanceof Forbidden || error instanceof Unauthenticated;
}

async function playlistExists(em: EntityManager, id: string): Promise<boolean> {
  const rows = await em.execute<unknown[]>('select 1 from playlist where id = ? limit 1', [id]);
  return rows.length > 0;
}

/**
 * A subscription on the hub whose every event is authorised again for the subscriber, with one
 * error policy: a credential that no longer holds, or a refusal of access, ends the stream with
 * `ended('revoked')` (or `ended('deleted')` when the playlist is gone); any other error is logged
 * and ends the stream with a {@link StreamFailure}, which the client gets as a GraphQL error.
 * Already listening when returned.
 */
export function authorisedStream<Access, Out, Extra = never>(
  options: AuthorisedStreamOptions<Access, Out, Extra>,
): EventQueue<LiveEvent | Extra, Out | StreamFailure> {
  const { ctx, connection, listener } = options;
  const end = (reason: AccessEnd) => ({ value: options.ended(reason), last: true });
  const deliver = async (event: LiveEvent | Extra): Promise<Delivery<Out | StreamFailure>> => {
    const em = ctx.em.fork();
    try {
      const viewer = await viewerNow(em, connection.credentials);
      if (!viewer) return end('revoked');
      let access: Access;
      try {
        access = await options.authorise(em, viewer);
      } catch (error) {
        if (!isAccessRefusal(error)) throw error;
        return end((await playlistExists(em, listener.playlistId)) ? 'revoked' : 'deleted');
      }
      return await options.render(em, access, event);
    } catch (error) {
      requestLogger(ctx.requestId).error(
        { err: error, playlistId: listener.playlistId },
        `live: authorising or reading an event of playlist ${listener.playlistId} failed`,
      );
      return { value: new StreamFailure(error), last: true };
    }
  };
  let stopListening = () => {};
  const queue = new EventQueue<LiveEvent | Extra, Out | StreamFailure>(deliver, () => {
    stopListening();
    options.onEnd?.();
  });
  stopListening = ctx.services.liveHub.listen({ ...listener, hear: (event) => queue.push(event) });
  return queue;
}

/** The resolver's side of {@link StreamFailure}: the event, or the failure thrown as the subscription's GraphQL error. */
export function deliveredEvent<Out>(item: Out | StreamFailure): Out {
  if (item instanceof StreamFailure) throw item.error;
  return item;
}
