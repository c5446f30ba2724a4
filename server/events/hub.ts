import { LIVE_CHANNEL, parseLiveEvent, PlaylistChangeKind, type LiveEvent } from './events';
import { PgListener } from './pgListener';

/** A subscription's ear on the hub: which playlist, whose, and what to do with an event. */
export interface LiveListener {
  playlistId: string;
  /** The subscriber. */
  userId: string;
  /** The playlist's owner (null for a system playlist): a change to them may end the subscription too. */
  ownerId: string | null;
  /** A rehearsal room's subscription also hears its room's events; others do not. */
  rehearsal?: boolean;
  hear(event: LiveEvent): void;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * One LISTEN connection per app instance (pgListener.ts: reconnects with backoff and listens again),
 * fanning events out to the subscriptions of this instance. Every instance, the sending one
 * included, hears each event from PostgreSQL, so N instances behave as one.
 */
export class LiveHub {
  private readonly listeners = new Set<LiveListener>();
  private readonly connection: PgListener;
  private closed = false;

  constructor(databaseUrl: string) {
    this.connection = new PgListener(
      databaseUrl,
      LIVE_CHANNEL,
      (text) => {
        const event = parseLiveEvent(parsed(text));
        if (event) this.dispatch(event);
      },
      // Events sent while the connection was down are lost: every subscriber checks and reads again.
      () => {
        for (const listener of this.listeners)
          listener.hear({
            type: 'playlist',
            playlistId: listener.playlistId,
            kind: PlaylistChangeKind.PLAYLIST_UPDATED,
          });
      },
    );
  }

  /** Connects and listens; resolves once events can be heard. */
  start(): Promise<void> {
    return this.connection.start();
  }

  /** Adds a listener; returns the function that removes it. */
  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** How many subscriptions this instance holds (for tests and logs). */
  get size(): number {
    return this.listeners.size;
  }

  private dispatch(event: LiveEvent): void {
    for (const listener of this.listeners) {
      const concerned =
        event.type === 'user'
          ? listener.userId === event.userId || listener.ownerId === event.userId
          : listener.playlistId === event.playlistId && (event.type === 'playlist' || listener.rehearsal === true);
      if (concerned) listener.hear(event);
    }
  }

  /** Stops listening; the subscriptions themselves are ended by the WebSocket server's shutdown. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    await this.connection.close();
  }
}
