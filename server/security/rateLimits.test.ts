import { OutboundRateLimit } from './rateLimits';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('OutboundRateLimit, one start per interval (MusicBrainz)', () => {
  it('starts tasks in arrival order, at least the interval apart, dropping none', async () => {
    const queue = new OutboundRateLimit(1, 100);
    const starts: Array<[number, number]> = [];
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) => queue.run(async () => (starts.push([i, Date.now()]), i))),
    );
    expect(results).toEqual([0, 1, 2, 3]);
    expect(starts.map(([i]) => i)).toEqual([0, 1, 2, 3]);
    // 99: each start is stamped a moment after its turn was granted, the turns themselves are 100 ms apart.
    for (let k = 1; k < starts.length; k++) expect(starts[k]![1] - starts[k - 1]![1]).toBeGreaterThanOrEqual(99);
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
