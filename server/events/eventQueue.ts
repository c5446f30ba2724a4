import { logger } from '../logging/logger';

/** Events kept for a subscriber that is still busy with earlier ones. */
const PENDING_MAX = 64;

/**
 * A push-to-pull bridge for one subscription: events pushed by the hub are turned, one at a time
 * and in order, into what the client gets (`deliver` may drop one, or end the stream after it).
 * Unlike an async generator, `return()` ends it at once even while it waits for the next event
 * (graphql-ws calls it when the client completes or the socket closes), and runs `onEnd`.
 */
export class EventQueue<In, Out> implements AsyncIterableIterator<Out> {
  private readonly pending: In[] = [];
  private waiting: ((value: IteratorResult<Out>) => void) | null = null;
  private running = false;
  private ended = false;

  constructor(
    private readonly deliver: (event: In) => Promise<{ value: Out; last: boolean } | null>,
    private readonly onEnd: () => void,
  ) {}

  /** Adds an event (ignored once ended). */
  push(event: In): void {
    if (this.ended) return;
    // A subscriber that cannot keep up loses the oldest events: each one sends the playlist as it is now anyway.
    if (this.pending.length >= PENDING_MAX) this.pending.shift();
    this.pending.push(event);
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.running || !this.waiting) return;
    this.running = true;
    try {
      while (this.waiting && this.pending.length && !this.ended) {
        const out = await this.deliver(this.pending.shift()!).catch((error: unknown) => {
          logger.error({ err: error }, 'live: delivering an event failed');
          return null;
        });
        if (!out || this.ended || !this.waiting) continue;
        const resolve = this.waiting;
        this.waiting = null;
        if (out.last) this.finish();
        resolve({ value: out.value, done: false });
      }
    } finally {
      this.running = false;
    }
  }

  next(): Promise<IteratorResult<Out>> {
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.waiting = resolve;
      void this.pump();
    });
  }

  return(): Promise<IteratorResult<Out>> {
    this.finish();
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.({ value: undefined, done: true });
    return Promise.resolve({ value: undefined, done: true });
  }

  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    this.pending.length = 0;
    this.onEnd();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
