import { ServerClock, startClockSync, type ClockSample } from './clockSync';

/** mulberry32: the same jitter on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The server's clock reads epoch ms; true time is ms since the simulation began. */
const SERVER_EPOCH_MS = 1_767_225_600_000.25;

/**
 * A device whose performance.now() starts at `startMs` (so its offset to the server is whatever it
 * is, plus `skewMs`) and runs `driftPpm` fast, on a path of independent 20–80 ms delays each way.
 */
function simulatedDevice(driftPpm: number, skewMs: number, seed: number) {
  const random = seededRandom(seed);
  const startMs = 5_000 + skewMs;
  return {
    localAt: (trueMs: number) => startMs + trueMs * (1 + driftPpm * 1e-6),
    serverAt: (trueMs: number) => SERVER_EPOCH_MS + trueMs,
    delayMs: () => 20 + 60 * random(),
  };
}

/** A round trip sent at true time `trueMs`. */
function roundTrip(
  device: ReturnType<typeof simulatedDevice>,
  trueMs: number,
  upMs = device.delayMs(),
  downMs = device.delayMs(),
): ClockSample {
  return {
    sentAtMs: device.localAt(trueMs),
    serverTimeMs: device.serverAt(trueMs + upMs),
    receivedAtMs: device.localAt(trueMs + upMs + downMs),
  };
}

/** Feeds round trips as startClockSync sends them (a burst of 16, 60 ms apart, every 250 ms to 10 s, then every 2 s) until `untilMs`; returns the error then. */
function errorAfter(untilMs: number, driftPpm: number, skewMs: number, seed: number) {
  const device = simulatedDevice(driftPpm, skewMs, seed);
  const clock = new ServerClock();
  for (let trueMs = 0; trueMs <= untilMs; trueMs += trueMs < 16 * 60 ? 60 : trueMs < 10_000 ? 250 : 2000)
    clock.addSample(roundTrip(device, trueMs));
  const estimate = clock.toServer(device.localAt(untilMs));
  return { errorMs: estimate - device.serverAt(untilMs), clock };
}

const SKEWED_CLOCKS: Array<[driftPpm: number, skewMs: number]> = [
  [100, 500],
  [-100, -500],
  [100, -500],
  [-100, 500],
  [0, 0],
];

describe('ServerClock', () => {
  it('turns one round trip into offset and round trip, and maps both ways', () => {
    const clock = new ServerClock();
    expect(clock.ready).toBe(false);
    expect(clock.errorMs).toBe(Number.POSITIVE_INFINITY);
    expect(() => clock.toServer(0)).toThrow();
    expect(clock.addSample({ sentAtMs: 1000, serverTimeMs: 1_000_000_030, receivedAtMs: 1040 })).toBe(true);
    // Offset = server − midpoint = 1 000 000 030 − 1020; the band is ± half the 40 ms round trip.
    expect(clock.toServer(1020)).toBeCloseTo(1_000_000_030, 6);
    expect(clock.toLocal(1_000_000_030)).toBeCloseTo(1020, 6);
    expect(clock.errorBoundMs).toBeCloseTo(20, 9);
    expect(clock.ready).toBe(false);
  });

  it('discards round trips slower than a second, negative or not finite', () => {
    const clock = new ServerClock();
    expect(clock.addSample({ sentAtMs: 0, serverTimeMs: 5, receivedAtMs: 1000.5 })).toBe(false);
    expect(clock.addSample({ sentAtMs: 10, serverTimeMs: 5, receivedAtMs: 9 })).toBe(false);
    expect(clock.addSample({ sentAtMs: 0, serverTimeMs: Number.NaN, receivedAtMs: 9 })).toBe(false);
    expect(clock.sampleCount).toBe(0);
  });

  it('is ready after 5 round trips', () => {
    const device = simulatedDevice(0, 0, 1);
    const clock = new ServerClock();
    for (let index = 0; index < 4; index++) clock.addSample(roundTrip(device, index * 60));
    expect(clock.ready).toBe(false);
    clock.addSample(roundTrip(device, 300));
    expect(clock.ready).toBe(true);
  });

  it.each([10_000, 600_000])(
    'is within well under 2 ms (median) after %i ms of pings, ±500 ms offset, ±100 ppm drift, 20–80 ms jitter each way, and follows the drift',
    (untilMs) => {
      const errors: number[] = [];
      const typical: number[] = [];
      for (let seed = 1; seed <= 4; seed++) {
        for (const [driftPpm, skewMs] of SKEWED_CLOCKS) {
          const { errorMs, clock } = errorAfter(untilMs, driftPpm, skewMs, seed * 31 + driftPpm);
          errors.push(Math.abs(errorMs));
          typical.push(clock.errorMs);
          // Drift is followed once fitted: the local clock runs fast by driftPpm, so the server's runs slow against it by as much.
          if (untilMs >= 600_000) expect(Math.abs(clock.driftPpm + driftPpm)).toBeLessThan(5);
          // The bound holds whatever the path: the truth is inside it.
          expect(Math.abs(errorMs)).toBeLessThanOrEqual(clock.errorBoundMs + 0.001);
        }
      }
      expect(median(errors)).toBeLessThan(1);
      expect(Math.max(...errors)).toBeLessThan(3);
      // errorMs errs on the safe side: the actual error is mostly below it.
      expect(median(errors)).toBeLessThan(median(typical));
    },
  );

  it('ignores a 1 s round trip and is not moved by a slow, lopsided one', () => {
    const device = simulatedDevice(50, 200, 3);
    const clock = new ServerClock();
    for (let trueMs = 0; trueMs <= 60_000; trueMs += 2000) clock.addSample(roundTrip(device, trueMs));
    const before = clock.toServer(device.localAt(62_000));
    expect(clock.addSample(roundTrip(device, 61_000, 990, 15))).toBe(false);
    // 600 ms up, 30 ms down: its offset is 285 ms off, but its interval is wide and binds nothing.
    expect(clock.addSample(roundTrip(device, 61_500, 600, 30))).toBe(true);
    expect(clock.toServer(device.localAt(62_000))).toBeCloseTo(before, 3);
  });

  it('lets go of round trips older than the window', () => {
    const device = simulatedDevice(0, 0, 4);
    const clock = new ServerClock({ maxSamples: 50 });
    for (let trueMs = 0; trueMs <= 200_000; trueMs += 2000) clock.addSample(roundTrip(device, trueMs));
    expect(clock.sampleCount).toBe(50);
    const short = new ServerClock({ windowMs: 9_000 });
    for (let trueMs = 0; trueMs <= 30_000; trueMs += 2000) short.addSample(roundTrip(device, trueMs));
    expect(short.sampleCount).toBe(5);
  });

  it('starts afresh from the round trips that agree when a clock steps (the device slept)', () => {
    const device = simulatedDevice(0, 0, 5);
    const clock = new ServerClock();
    for (let trueMs = 0; trueMs <= 40_000; trueMs += 2000) clock.addSample(roundTrip(device, trueMs));
    // performance.now() stood still for 3 s: the local clock is now 3 s behind where it was.
    const stepped = { ...device, localAt: (trueMs: number) => device.localAt(trueMs) - 3000 };
    // No answers while it slept, so startClockSync bursts again when they come back.
    let afterStep = 0;
    for (let trueMs = 43_000; trueMs <= 53_000; trueMs += trueMs < 43_000 + 16 * 60 ? 60 : 250, afterStep++)
      clock.addSample(roundTrip(stepped, trueMs));
    expect(clock.sampleCount).toBe(afterStep);
    expect(Math.abs(clock.toServer(stepped.localAt(53_000)) - device.serverAt(53_000))).toBeLessThan(2);
  });
});

describe('startClockSync', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(0);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  /** A ping over the simulated device's path, answered after its delays on the fake timers; `down` makes it never answer. */
  function simulatedPing(
    device: ReturnType<typeof simulatedDevice>,
    network: { down: boolean; fail?: boolean },
    sent: number[],
  ) {
    return () => {
      const sentAtTrueMs = Date.now();
      sent.push(sentAtTrueMs);
      if (network.fail) return Promise.reject(new Error('socket closed'));
      const upMs = device.delayMs();
      const downMs = device.delayMs();
      const serverTimeMs = device.serverAt(sentAtTrueMs + upMs);
      if (network.down) return new Promise<number>(() => undefined);
      return new Promise<number>((resolve) => setTimeout(() => resolve(serverTimeMs), upMs + downMs));
    };
  }

  it('pings in a burst, then every 500 ms, and reaches a good estimate within a second and after 10 minutes', async () => {
    const device = simulatedDevice(-100, 500, 11);
    const clock = new ServerClock();
    const sent: number[] = [];
    const updates = jest.fn();
    const sync = startClockSync(simulatedPing(device, { down: false }, sent), clock, updates, {
      now: () => device.localAt(Date.now()),
    });
    await jest.advanceTimersByTimeAsync(1000);
    expect(sent.slice(0, 16)).toEqual(Array.from({ length: 16 }, (_, index) => expect.closeTo(index * 60, 0)));
    expect(clock.ready).toBe(true);
    expect(Math.abs(clock.toServer(device.localAt(Date.now())) - device.serverAt(Date.now()))).toBeLessThan(3);
    await jest.advanceTimersByTimeAsync(599_000);
    expect(sent[20]! - sent[19]!).toBeCloseTo(250, 0);
    expect(sent[sent.length - 1]! - sent[sent.length - 2]!).toBeCloseTo(500, 0);
    expect(sent.length).toBeGreaterThan(16 + 36 + 290);
    expect(updates).toHaveBeenCalledTimes(sent.length - (Date.now() - sent[sent.length - 1]! < 200 ? 1 : 0));
    expect(Math.abs(clock.toServer(device.localAt(Date.now())) - device.serverAt(Date.now()))).toBeLessThan(2);
    sync.stop();
    const count = sent.length;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(sent.length).toBe(count);
  });

  it('ignores failed pings and answers slower than a second', async () => {
    const device = simulatedDevice(0, 0, 12);
    const clock = new ServerClock();
    const network = { down: false, fail: true };
    const sent: number[] = [];
    const failing = startClockSync(simulatedPing(device, network, sent), clock, () => undefined, {
      now: () => device.localAt(Date.now()),
    });
    await jest.advanceTimersByTimeAsync(5000);
    expect(sent.length).toBeGreaterThan(16);
    expect(clock.sampleCount).toBe(0);
    failing.stop();

    const slow = new ServerClock();
    const sync = startClockSync(
      () => new Promise<number>((resolve) => setTimeout(() => resolve(SERVER_EPOCH_MS), 1200)),
      slow,
      () => undefined,
      { now: () => Date.now() },
    );
    await jest.advanceTimersByTimeAsync(5000);
    expect(slow.sampleCount).toBe(0);
    sync.stop();
  });

  it('after a network loss, bursts again as soon as answers come back, and is precise again within 3 s', async () => {
    const device = simulatedDevice(100, -500, 13);
    const clock = new ServerClock();
    const network = { down: false };
    const sent: number[] = [];
    const sync = startClockSync(simulatedPing(device, network, sent), clock, () => undefined, {
      now: () => device.localAt(Date.now()),
    });
    await jest.advanceTimersByTimeAsync(60_000);
    network.down = true;
    await jest.advanceTimersByTimeAsync(9_000);
    // Lost 5 s after the last answer: then pings every second to notice the return.
    const during = sent.filter((at) => at > 66_000 && at <= 69_000);
    expect(during.map((at, index) => (index > 0 ? at - during[index - 1]! : 1000))).toEqual(during.map(() => 1000));
    network.down = false;
    const backAt = Date.now();
    await jest.advanceTimersByTimeAsync(3000);
    const after = sent.filter((at) => at > backAt);
    // One ping notices the return, then a burst of 16 (60 ms apart).
    expect(after.length).toBeGreaterThanOrEqual(16);
    const lastAnswered = after[after.length - 1]!;
    expect(lastAnswered - backAt).toBeLessThan(3000);
    expect(Math.abs(clock.toServer(device.localAt(Date.now())) - device.serverAt(Date.now()))).toBeLessThan(2);
    sync.stop();
  });
});
