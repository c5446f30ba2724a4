import { ApiClient } from '../test/apiClient';
import { startTestApp, type TestApp } from '../test/testServer';

// /healthz/ready reports the event-loop delay, so a handler that blocks the loop shows.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const readiness = async () =>
  (await new ApiClient(app).agent.get('/healthz/ready')).body as { eventLoopDelayMs: { p99: number; max: number } };

/** Holds this thread (which runs the app) for `ms` without giving the loop a turn, as a synchronous handler would. */
function blockTheLoop(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describe('/healthz/ready eventLoopDelayMs', () => {
  it('keeps its fields and adds p99 and max in ms', async () => {
    const response = await new ApiClient(app).agent.get('/healthz/ready');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', database: 'up' });
    const { p99, max } = response.body.eventLoopDelayMs;
    expect(p99).toBeGreaterThanOrEqual(0);
    expect(max).toBeGreaterThanOrEqual(p99);
  });

  it('shows a block of the event loop in its max', async () => {
    blockTheLoop(100);
    await new Promise((resolve) => setImmediate(resolve));
    // A sample due during the block fires at least when it ends: its delay is the block, less one sampling period at most.
    expect((await readiness()).eventLoopDelayMs.max).toBeGreaterThanOrEqual(90);
  });
});
