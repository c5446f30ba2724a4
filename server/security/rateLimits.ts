import { RateLimiterMemory, RateLimiterQueue } from 'rate-limiter-flexible';
import { DEEZER_REQUESTS_PER_WINDOW, DEEZER_WINDOW_MS, MUSICBRAINZ_INTERVAL_MS } from '../../schema/limits';

/**
 * The server's rate limits built on rate-limiter-flexible. What lives here is per process by
 * design: our calls to the music services (each service's quota is per client, and every app
 * instance in a process shares one queue per base URL). Limits that must hold across instances
 * and move with a database transaction stay in PostgreSQL: failed logins
 * (server/services/loginThrottle.ts) and rehearsal commands (server/services/rehearsal/commands.ts);
 * docs/decisions/0028-login-and-rehearsal-limits-stay-in-postgres.md says why.
 */

/** The key RateLimiterQueue consumes under when none is given. */
const QUEUE_KEY = 'limiter';

/** Seconds, as the package counts them. */
const seconds = (ms: number) => ms / 1000;

/**
 * Starts tasks in arrival order, at most `points` per window of `windowMs` (a fixed window that
 * opens with its first start), plus a pause the caller imposes when the service says its quota is
 * spent. Nothing is dropped: a task beyond the rate waits its turn.
 */
export class OutboundRateLimit {
  private readonly limiter: RateLimiterMemory;
  private readonly queue: RateLimiterQueue;
  private pausedUntil = 0;

  constructor(points: number, windowMs: number) {
    this.limiter = new RateLimiterMemory({ points, duration: seconds(windowMs) });
    this.queue = new RateLimiterQueue(this.limiter);
  }

  /** Runs `task` when its turn comes; resolves or rejects with the task. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.queue.removeTokens(1);
    return task();
  }

  /** No task starts for `ms` from now (the service said its quota is spent). */
  pause(ms: number): void {
    if (Date.now() + ms <= this.pausedUntil) return;
    this.pausedUntil = Date.now() + ms;
    // The memory store blocks at once; its promise only reports the new state.
    void this.limiter.block(QUEUE_KEY, seconds(ms));
  }

  /** Whether a pause is in force right now. */
  isPaused(): boolean {
    return Date.now() < this.pausedUntil;
  }
}

const outbound = new Map<string, OutboundRateLimit>();

function outboundFor(baseUrl: string, points: number, windowMs: number): OutboundRateLimit {
  let limit = outbound.get(baseUrl);
  if (!limit) outbound.set(baseUrl, (limit = new OutboundRateLimit(points, windowMs)));
  return limit;
}

/** MusicBrainz at a base URL: one request per interval, the process's one queue for it. */
export function musicBrainzRateLimit(baseUrl: string): OutboundRateLimit {
  return outboundFor(baseUrl, 1, MUSICBRAINZ_INTERVAL_MS);
}

/** Deezer at a base URL: its requests per window, the process's one limiter for it. */
export function deezerRateLimit(baseUrl: string): OutboundRateLimit {
  return outboundFor(baseUrl, DEEZER_REQUESTS_PER_WINDOW, DEEZER_WINDOW_MS);
}
