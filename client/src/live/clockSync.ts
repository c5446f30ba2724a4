/**
 * The shared clock of a rehearsal room: this device's estimate of the server's clock
 * from round trips over the socket. Pure arithmetic and timers: no GraphQL, no audio.
 *
 * Each round trip gives an interval: the server stamped its time somewhere between the ping's send
 * and its answer, so the true offset (server time − local time) at the round trip's midpoint lies
 * within ± half its round-trip time of the measured one. The estimate is the line (offset against
 * local time, to follow the two clocks' drift) that best fits inside all these intervals: the one
 * whose worst sample strays least beyond its half round trip (a Chebyshev fit). Only the fastest
 * round trips bind it (a slow one's interval is wide and never the tightest), so it keeps the
 * fastest without choosing a share, and it uses the floor of the delays each way rather than their
 * average: with 20–80 ms of jitter each way and 40 round trips, half a millisecond of typical error
 * where the mean of the fastest third is off by about 2 ms. Like any round-trip method it cannot see
 * a path that is always slower one way than the other: that moves the truth within
 * {@link ServerClock.errorBoundMs}, never out of it.
 */

/** One round trip: local times are `performance.now()` ms, the server's time is epoch ms (sub-ms allowed). */
export interface ClockSample {
  sentAtMs: number;
  serverTimeMs: number;
  receivedAtMs: number;
}

/** Tuning of {@link ServerClock}; the defaults suit pings every 500 ms (10 minutes of them). */
export interface ServerClockOptions {
  /** At most this many of the latest round trips are kept (default 1200). */
  maxSamples?: number;
  /** Round trips older than this (local ms before the latest) are let go (default 600 000: 10 minutes). */
  windowMs?: number;
  /** Round trips slower than this are discarded (default 1000 ms). */
  maxRoundTripMs?: number;
  /** `ready` once this many round trips are kept (default 5). */
  readySamples?: number;
  /** Drift is estimated once the kept round trips span this long (default 20 000 ms); before, it is taken as zero. */
  driftSpanMs?: number;
  /** The largest drift believed, in parts per million (default 300; quartz clocks are within ±100). */
  maxDriftPpm?: number;
  /** Until drift is fitted, the drift each round trip's interval allows for as it ages (default 100 ppm). */
  unfittedDriftPpm?: number;
}

interface KeptSample {
  /** Local time of the round trip's midpoint. */
  localMs: number;
  /** Server time − local midpoint. */
  offsetMs: number;
  roundTripMs: number;
}

/** A line of offset against local time: offsetMs + driftPerMs · (local − referenceLocalMs). */
interface OffsetLine {
  referenceLocalMs: number;
  offsetMs: number;
  driftPerMs: number;
}

const GOLDEN_SECTION_STEPS = 50;

/**
 * The server's clock as this device sees it, from round trips fed to {@link addSample}. Keeps a
 * sliding window of them (1200 round trips or 10 minutes) and fits the offset and drift described in
 * the file comment after each.
 */
export class ServerClock {
  private samples: KeptSample[] = [];
  private line: OffsetLine | null = null;
  private boundMs = Number.POSITIVE_INFINITY;
  private typicalMs = Number.POSITIVE_INFINITY;
  private readonly options: Required<ServerClockOptions>;

  constructor(options: ServerClockOptions = {}) {
    this.options = {
      maxSamples: options.maxSamples ?? 1200,
      windowMs: options.windowMs ?? 600_000,
      maxRoundTripMs: options.maxRoundTripMs ?? 1000,
      readySamples: options.readySamples ?? 5,
      driftSpanMs: options.driftSpanMs ?? 20_000,
      maxDriftPpm: options.maxDriftPpm ?? 300,
      unfittedDriftPpm: options.unfittedDriftPpm ?? 100,
    };
  }

  /**
   * Adds a round trip and refits. Returns false (and keeps nothing) for one that is negative, not
   * finite or slower than `maxRoundTripMs`.
   */
  addSample({ sentAtMs, serverTimeMs, receivedAtMs }: ClockSample): boolean {
    const roundTripMs = receivedAtMs - sentAtMs;
    if (
      ![sentAtMs, serverTimeMs, receivedAtMs].every(Number.isFinite) ||
      roundTripMs < 0 ||
      roundTripMs > this.options.maxRoundTripMs
    )
      return false;
    const localMs = (sentAtMs + receivedAtMs) / 2;
    this.samples.push({ localMs, offsetMs: serverTimeMs - localMs, roundTripMs });
    this.samples = this.samples
      .filter((sample) => sample.localMs > localMs - this.options.windowMs)
      .slice(-this.options.maxSamples);
    this.refit();
    return true;
  }

  /** Forgets every round trip (e.g. after the device slept: its clock may have stood still). */
  reset(): void {
    this.samples = [];
    this.line = null;
    this.boundMs = Number.POSITIVE_INFINITY;
    this.typicalMs = Number.POSITIVE_INFINITY;
  }

  /** Enough round trips to rely on (`readySamples`). */
  get ready(): boolean {
    return this.samples.length >= this.options.readySamples;
  }

  /** How many round trips are kept. */
  get sampleCount(): number {
    return this.samples.length;
  }

  /**
   * The estimated sync error in ms, what the room shows: the standard error of the estimate if the
   * path is as fast one way as the other (the spread of the fastest third's offsets around the
   * fitted line over the square root of their number; the fit, bound by the fastest of them, usually
   * does better). Infinity before the first round trip.
   */
  get errorMs(): number {
    return this.typicalMs;
  }

  /**
   * The worst case in ms: half the width of the band of offsets that every kept round trip allows
   * at the fitted drift (about half the fastest round trip). The server's clock lies within it
   * however lopsided the path is, as long as the server stamps each ping between its send and its
   * answer. Infinity before the first round trip.
   */
  get errorBoundMs(): number {
    return this.boundMs;
  }

  /** The estimated drift of the server's clock against the local one, in parts per million (0 until driftSpanMs is spanned). */
  get driftPpm(): number {
    return (this.line?.driftPerMs ?? 0) * 1e6;
  }

  /** The server's time (epoch ms) at local time `localMs` (performance.now() ms). Throws before the first round trip. */
  toServer(localMs: number): number {
    const line = this.requireLine();
    return localMs + line.offsetMs + line.driftPerMs * (localMs - line.referenceLocalMs);
  }

  /** The local time (performance.now() ms) at which the server's clock reads `serverMs`; the inverse of {@link toServer}. */
  toLocal(serverMs: number): number {
    const line = this.requireLine();
    // serverMs = local + offset + drift · (local − reference), solved for local.
    return (serverMs - line.offsetMs + line.driftPerMs * line.referenceLocalMs) / (1 + line.driftPerMs);
  }

  private requireLine(): OffsetLine {
    if (!this.line) throw new Error('ServerClock has no round trip yet');
    return this.line;
  }

  private refit(): void {
    const samples = this.samples;
    const newest = samples[samples.length - 1]!;
    // Centred on the newest round trip: epoch-sized offsets would lose precision in the sums.
    const referenceLocalMs = newest.localMs;
    const referenceOffsetMs = newest.offsetMs;
    const xs = samples.map((sample) => sample.localMs - referenceLocalMs);
    const lows = samples.map((sample) => sample.offsetMs - referenceOffsetMs - sample.roundTripMs / 2);
    const highs = samples.map((sample) => sample.offsetMs - referenceOffsetMs + sample.roundTripMs / 2);
    const spanMs = samples[samples.length - 1]!.localMs - samples[0]!.localMs;
    const fitsDrift = spanMs >= this.options.driftSpanMs;
    // Until drift is fitted, an older round trip's interval widens by the drift it may hide.
    const agingPerMs = fitsDrift ? 0 : this.options.unfittedDriftPpm * 1e-6;
    /** For a drift, the band of intercepts every round trip allows: [low, high]. */
    const bandAt = (driftPerMs: number) => {
      let low = Number.NEGATIVE_INFINITY;
      let high = Number.POSITIVE_INFINITY;
      for (let index = 0; index < xs.length; index++) {
        const agingMs = -agingPerMs * xs[index]!;
        low = Math.max(low, lows[index]! - agingMs - driftPerMs * xs[index]!);
        high = Math.min(high, highs[index]! + agingMs - driftPerMs * xs[index]!);
      }
      return { low, high };
    };
    let driftPerMs = 0;
    if (fitsDrift) {
      // The band's width is concave in the drift: golden-section search for the widest.
      const limit = this.options.maxDriftPpm * 1e-6;
      const width = (drift: number) => {
        const band = bandAt(drift);
        return band.high - band.low;
      };
      const ratio = (Math.sqrt(5) - 1) / 2;
      let left = -limit;
      let right = limit;
      let inner = right - ratio * (right - left);
      let outer = left + ratio * (right - left);
      let innerWidth = width(inner);
      let outerWidth = width(outer);
      for (let step = 0; step < GOLDEN_SECTION_STEPS; step++) {
        if (innerWidth >= outerWidth) {
          right = outer;
          outer = inner;
          outerWidth = innerWidth;
          inner = right - ratio * (right - left);
          innerWidth = width(inner);
        } else {
          left = inner;
          inner = outer;
          innerWidth = outerWidth;
          outer = left + ratio * (right - left);
          outerWidth = width(outer);
        }
      }
      driftPerMs = (left + right) / 2;
    }
    const band = bandAt(driftPerMs);
    if (band.high < band.low && samples.length > 1) {
      // No line fits every round trip: a clock stepped (the device slept, the server's clock was
      // set). The older round trips belong to the old clock: drop them until the rest agree.
      this.samples = samples.slice(1);
      this.refit();
      return;
    }
    const interceptMs = (band.low + band.high) / 2;
    this.line = { referenceLocalMs, offsetMs: referenceOffsetMs + interceptMs, driftPerMs };
    this.boundMs = Math.max(0, (band.high - band.low) / 2);
    this.typicalMs = this.standardError(interceptMs, driftPerMs, xs, samples, referenceOffsetMs);
  }

  /** The spread of the fastest third's offsets around the line, over the square root of their number. */
  private standardError(
    interceptMs: number,
    driftPerMs: number,
    xs: number[],
    samples: KeptSample[],
    referenceOffsetMs: number,
  ): number {
    const order = samples.map((_, index) => index).sort((a, b) => samples[a]!.roundTripMs - samples[b]!.roundTripMs);
    const fastest = order.slice(0, Math.max(Math.min(3, samples.length), Math.ceil(samples.length / 3)));
    let squares = 0;
    for (const index of fastest) {
      const residual = samples[index]!.offsetMs - referenceOffsetMs - (interceptMs + driftPerMs * xs[index]!);
      squares += residual * residual;
    }
    return Math.sqrt(squares / fastest.length) / Math.sqrt(fastest.length);
  }
}

/** Timing of {@link startClockSync}. */
export interface ClockSyncOptions {
  /** Pings at the start and after a network loss, `burstIntervalMs` apart (default 16, 60 ms: about a second). */
  burstPings?: number;
  burstIntervalMs?: number;
  /** After a burst, pings this far apart for `warmUpMs` (default 250 ms for 10 s): drift is not known yet, so more round trips help. */
  warmUpIntervalMs?: number;
  warmUpMs?: number;
  /** Pings afterwards, this far apart (default 500 ms: more round trips near the path's floor, so a lopsided path's bias shrinks sooner). */
  intervalMs?: number;
  /** A ping unanswered this long is given up (default 1000 ms); a later answer is ignored. */
  timeoutMs?: number;
  /** After this long without an answer the network is deemed lost (default 5000 ms); the next answer starts a new burst. */
  lostAfterMs?: number;
  /** Pings while the network is lost, this far apart, to notice its return soon (default 1000 ms). */
  lostIntervalMs?: number;
  /** The local clock (default performance.now()). */
  now?: () => number;
}

/** What {@link startClockSync} returns. */
export interface ClockSyncHandle {
  /** Stops pinging; answers still on their way are ignored. */
  stop(): void;
}

/**
 * Keeps `clock` fed: pings `burstPings` times quickly at the start (16 in about a second), every
 * `warmUpIntervalMs` until `warmUpMs` (250 ms for 10 s), then every `intervalMs` (500 ms). A ping that
 * fails, or takes longer than `timeoutMs`, is ignored. When no answer has come for `lostAfterMs`
 * (the network went away) it pings every `lostIntervalMs`, and the first answer that comes back
 * starts a new burst and warm-up, so the estimate is fresh again within about a second. Calls `onUpdate(clock)` after every round trip
 * it keeps: the room then re-locks its click if the estimate moved (ClickTrackPlayer.relock).
 * @param ping asks the server for its time (epoch ms); resolves with it
 */
export function startClockSync(
  ping: () => Promise<number>,
  clock: ServerClock,
  onUpdate: (clock: ServerClock) => void,
  options: ClockSyncOptions = {},
): ClockSyncHandle {
  const burstPings = options.burstPings ?? 16;
  const burstIntervalMs = options.burstIntervalMs ?? 60;
  const warmUpIntervalMs = options.warmUpIntervalMs ?? 250;
  const warmUpMs = options.warmUpMs ?? 10_000;
  const intervalMs = options.intervalMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 1000;
  const lostAfterMs = options.lostAfterMs ?? 5000;
  const lostIntervalMs = options.lostIntervalMs ?? 1000;
  const now = options.now ?? (() => performance.now());
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let burstLeft = burstPings;
  let burstStartMs = now();
  let lastAnswerMs = now();
  let lost = false;

  const sendPing = () => {
    const sentAtMs = now();
    let settled = false;
    const timeout = setTimeout(() => {
      settled = true;
    }, timeoutMs);
    const settle = () => {
      clearTimeout(timeout);
      const late = settled;
      settled = true;
      return late;
    };
    ping().then(
      (serverTimeMs) => {
        const receivedAtMs = now();
        if (settle() || stopped || receivedAtMs - sentAtMs > timeoutMs) return;
        if (lost) {
          lost = false;
          burstLeft = burstPings;
          burstStartMs = receivedAtMs;
          reschedule(burstIntervalMs);
        }
        lastAnswerMs = receivedAtMs;
        if (clock.addSample({ sentAtMs, serverTimeMs, receivedAtMs })) onUpdate(clock);
      },
      () => {
        settle();
      },
    );
  };

  const tick = () => {
    timer = null;
    if (stopped) return;
    if (now() - lastAnswerMs >= lostAfterMs) lost = true;
    sendPing();
    if (burstLeft > 0) burstLeft--;
    if (burstLeft > 0) reschedule(burstIntervalMs);
    else if (lost) reschedule(lostIntervalMs);
    else reschedule(now() - burstStartMs < warmUpMs ? warmUpIntervalMs : intervalMs);
  };

  const reschedule = (delayMs: number) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  };

  tick();
  return {
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
