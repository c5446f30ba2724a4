import { OutboundRateLimit } from './rateLimits';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('OutboundRateLimit, one start per interval (MusicBrainz)', () => {
  it('starts tasks in arrival order, the interval apart, dropping none', async () => {
    // On jest's clock: a busy machine can delay when a start is stamped, not when its turn comes.
    jest.useFakeTimers({ now: 0 });
    try {
      const queue = new OutboundRateLimit(1, 100);
      const starts: Array<[number, number]> = [];
      const all = Promise.all([0, 1, 2, 3].map((i) => queue.run(async () => (starts.push([i, Date.now()]), i))));
      await jest.advanceTimersByTimeAsync(99);
      expect(starts).toEqual([[0, 0]]);
      await jest.advanceTimersByTimeAsync(301);
      expect(await all).toEqual([0, 1, 2, 3]);
      expect(starts).toEqual([
        [0, 0],
        [1, 100],
        [2, 200],
        [3, 300],
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps going after a task fails', async () => {
    const queue = new OutboundRateLimit(1, 10);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('OutboundRateLimit, a number of starts per window (Deezer)', () => {
  it('starts at most `points` tasks per window; the rest wait their turn', async () => {
    // On jest's clock: a busy machine cannot delay the first three past a real-time bound.
    jest.useFakeTimers({ now: 0 });
    try {
      const limiter = new OutboundRateLimit(3, 200);
      const starts: number[] = [];
      const all = Promise.all(Array.from({ length: 5 }, () => limiter.run(async () => starts.push(Date.now()))));
      await jest.advanceTimersByTimeAsync(199);
      expect(starts).toEqual([0, 0, 0]);
      await jest.advanceTimersByTimeAsync(1);
      await all;
      expect(starts).toEqual([0, 0, 0, 200, 200]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts nothing during a pause', async () => {
    const limiter = new OutboundRateLimit(50, 5000);
    limiter.pause(150);
    expect(limiter.isPaused()).toBe(true);
    const begin = Date.now();
    await limiter.run(() => sleep(0));
    expect(Date.now() - begin).toBeGreaterThanOrEqual(149);
    expect(limiter.isPaused()).toBe(false);
  });

  it('holds tasks already waiting until a pause imposed meanwhile is over', async () => {
    const limiter = new OutboundRateLimit(1, 50);
    const begin = Date.now();
    await limiter.run(() => sleep(0));
    const waiting = limiter.run(async () => Date.now() - begin);
    limiter.pause(300);
    expect(await waiting).toBeGreaterThanOrEqual(299);
  });
});
