const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Starts tasks in arrival order, at least `intervalMs` apart (MusicBrainz: 1 request per second).
 * Nothing is dropped: a task beyond the rate waits its turn.
 */
export class SpacedQueue {
  private nextStart = 0;
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly intervalMs: number) {}

  /** Runs `task` when its turn comes; resolves or rejects with the task. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const turn = this.tail.then(async () => {
      // A loop: a timer may fire a millisecond early by the wall clock.
      for (let wait = this.nextStart - Date.now(); wait > 0; wait = this.nextStart - Date.now()) await sleep(wait);
      this.nextStart = Date.now() + this.intervalMs;
    });
    this.tail = turn;
    return turn.then(task);
  }
}

/**
 * At most `limit` task starts in any `windowMs` (Deezer: 50 per 5 s), in arrival order, plus a
 * pause the caller can impose after the service reports its quota is spent.
 */
export class WindowLimiter {
  private starts: number[] = [];
  private pausedUntil = 0;
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Runs `task` once the window has room and any pause is over. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const turn = this.tail.then(async () => {
      for (;;) {
        const now = Date.now();
        this.starts = this.starts.filter((start) => start > now - this.windowMs);
        const wait = Math.max(this.pausedUntil - now, this.starts.length >= this.limit ? this.starts[0]! + this.windowMs - now : 0);
        if (wait <= 0) break;
        await sleep(wait);
      }
      this.starts.push(Date.now());
    });
    this.tail = turn;
    return turn.then(task);
  }

  /** No task starts for `ms` from now (the service said its quota is spent). */
  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, Date.now() + ms);
  }

  /** Whether a pause is in force right now. */
  isPaused(): boolean {
    return Date.now() < this.pausedUntil;
  }
}

const spacedQueues = new Map<string, SpacedQueue>();
const windowLimiters = new Map<string, WindowLimiter>();

/** The one queue of this process for a service at a base URL (every app instance in the process shares it). */
export function spacedQueueFor(baseUrl: string, intervalMs: number): SpacedQueue {
  let queue = spacedQueues.get(baseUrl);
  if (!queue) spacedQueues.set(baseUrl, (queue = new SpacedQueue(intervalMs)));
  return queue;
}

/** The one window limiter of this process for a service at a base URL. */
export function windowLimiterFor(baseUrl: string, limit: number, windowMs: number): WindowLimiter {
  let limiter = windowLimiters.get(baseUrl);
  if (!limiter) windowLimiters.set(baseUrl, (limiter = new WindowLimiter(limit, windowMs)));
  return limiter;
}
