import type { EntityManager } from '@mikro-orm/postgresql';

/** How often each instance measures its clock against the database's. */
const CALIBRATE_EVERY_MS = 30_000;
/** Round trips per measurement; the fastest is kept (its midpoint is the closest to the truth). */
const ROUND_TRIPS = 5;

/** This process's clock in epoch milliseconds with sub-millisecond steps, monotonic between measurements. */
function localNowMs(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * The clock every rehearsal room is scheduled on: the database server's, read through this
 * instance's own clock plus a measured offset. Devices synchronise to the instance they are
 * connected to; two instances behind a proxy answer the same time because both measure against
 * PostgreSQL (its `clock_timestamp()`, from the round trip with the shortest time on the wire).
 * Until a measurement succeeds, and while the database cannot be reached, the last offset holds.
 * One per app (`ctx.services.roomClock`), started and stopped with its live server.
 */
export class RoomClock {
  private offsetMs = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private em: EntityManager | null = null;

  /** Measures once now and then every half minute, on `em`'s database, until {@link stop}. */
  async start(em: EntityManager): Promise<void> {
    this.em = em;
    await this.calibrate();
    if (!this.timer) {
      this.timer = setInterval(() => void this.calibrate(), CALIBRATE_EVERY_MS);
      this.timer.unref();
    }
  }

  /** The room time now, epoch milliseconds (fractional). */
  now(): number {
    return localNowMs() + this.offsetMs;
  }

  /** Measures the database clock's offset from ours; keeps the last one on failure. */
  async calibrate(): Promise<void> {
    let best: { roundTripMs: number; offsetMs: number } | null = null;
    if (!this.em) return;
    try {
      const em = this.em.fork();
      for (let trip = 0; trip < ROUND_TRIPS; trip++) {
        const sentAt = localNowMs();
        const [row] = await em.execute<Array<{ ms: number }>>(
          'select extract(epoch from clock_timestamp()) * 1000 as ms',
        );
        const receivedAt = localNowMs();
        const roundTripMs = receivedAt - sentAt;
        if (!best || roundTripMs < best.roundTripMs)
          best = { roundTripMs, offsetMs: Number(row!.ms) - (sentAt + receivedAt) / 2 };
      }
    } catch {
      return;
    }
    if (best) this.offsetMs = best.offsetMs;
  }

  /** Stops measuring. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.em = null;
  }
}
