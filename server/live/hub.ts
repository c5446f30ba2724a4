import createPostgresSubscriber, { type Subscriber } from 'pg-listen';
import { LIVE_CHANNEL, parseLiveEvent, PlaylistChangeKind, type LiveEvent } from './events';

/** A subscription's ear on the hub: which playlist, whose, and what to do with an event. */
export interface LiveListener {
  playlistId: string;
  /** The subscriber. */
  userId: string;
  /** The playlist's owner (null for a system playlist): a change to them may end the subscription too. */
  ownerId: string | null;
  hear(event: LiveEvent): void;
}

/** Longest wait between two attempts to reconnect the LISTEN connection. */
const RECONNECT_MAX_MS = 10_000;

/**
 * One LISTEN connection per app instance (pg-listen: reconnects with backoff and listens again),
 * fanning events out to the subscriptions of this instance. Every instance, the sending one
 * included, hears each event from PostgreSQL, so N instances behave as one.
 */
export class LiveHub {
  private readonly listeners = new Set<LiveListener>();
  private readonly subscriber: Subscriber;
  private connectedOnce = false;
  private closed = false;

  constructor(databaseUrl: string) {
    this.subscriber = createPostgresSubscriber(
      { connectionString: databaseUrl },
      {
        // Keep trying while the database is away (its outage is reported by /healthz, not here).
        retryLimit: Number.POSITIVE_INFINITY,
        retryTimeout: Number.POSITIVE_INFINITY,
        retryInterval: (attempt) => Math.min(250 * 2 ** attempt, RECONNECT_MAX_MS),
        parse: (text) => {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            return null;
          }
        },
      },
    );
    this.subscriber.notifications.on(LIVE_CHANNEL, (payload: unknown) => {
      const event = parseLiveEvent(payload);
      if (event) this.dispatch(event);
    });
    this.subscriber.events.on('error', (error) => {
      if (!this.closed) console.error('[live] LISTEN connection failed:', error.message);
    });
    this.subscriber.events.on('connected', () => {
      // Events sent while the connection was down are lost: every subscriber checks and reads again.
      if (this.connectedOnce) for (const listener of this.listeners) listener.hear({ type: 'playlist', playlistId: listener.playlistId, kind: PlaylistChangeKind.PLAYLIST_UPDATED });
      this.connectedOnce = true;
    });
  }

  /** Connects and listens; resolves once events can be heard. */
  async start(): Promise<void> {
    await this.subscriber.connect();
    await this.subscriber.listenTo(LIVE_CHANNEL);
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
      const concerned = event.type === 'playlist' ? listener.playlistId === event.playlistId : listener.userId === event.userId || listener.ownerId === event.userId;
      if (concerned) listener.hear(event);
    }
  }

  /** Stops listening; the subscriptions themselves are ended by the WebSocket server's shutdown. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    await this.subscriber.close().catch(() => undefined);
  }
}
