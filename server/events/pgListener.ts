import { Client } from 'pg';
import { logger } from '../logging/logger';

/** Longest wait between two attempts to reconnect. */
const RECONNECT_MAX_MS = 10_000;
const RECONNECT_FIRST_MS = 250;

/**
 * One PostgreSQL connection that LISTENs on a channel and comes back after it is lost (reconnecting
 * with backoff, up to 10 s apart, and LISTENing again). Written here rather than taken from
 * pg-listen: its `close()` does not stop a reconnection in progress, so a process whose database
 * went away could never exit (docs/decisions/0001-live-events-own-pg-listener.md).
 */
export class PgListener {
  private client: Client | null = null;
  private closed = false;
  private attempt = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    /** Called after a lost connection is back: notifications sent meanwhile were missed. */
    private readonly onReconnected: () => void,
  ) {}

  /** Connects and listens; rejects when the first connection fails. */
  start(): Promise<void> {
    return this.connect();
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) this.onPayload(message.payload);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    this.client = client;
    try {
      await client.connect();
      // The channel is our own constant identifier, never user input.
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      this.client = null;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) await client.end().catch(() => undefined);
  }

  private lost(client: Client): void {
    if (this.closed || client !== this.client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    logger.error('live: LISTEN connection lost; reconnecting');
    this.reconnectLater();
  }

  private reconnectLater(): void {
    const wait = Math.min(RECONNECT_FIRST_MS * 2 ** this.attempt, RECONNECT_MAX_MS);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.closed) return;
      this.connect().then(
        () => {
          this.attempt = 0;
          if (!this.closed) this.onReconnected();
        },
        () => {
          this.attempt += 1;
          if (!this.closed) this.reconnectLater();
        },
      );
    }, wait);
  }

  /** Stops listening and reconnecting. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
