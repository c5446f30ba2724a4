import { newClient } from '../test/apiClient';
import { doors } from '../test/doors';
import { startTcpProxy, type TcpProxy } from '../test/tcpProxy';
import { startTestApp, type TestApp } from '../test/testServer';

let app: TestApp;
let proxy: TcpProxy;

beforeAll(async () => {
  // The app's connections go through a proxy this test can cut, as a network or database outage would.
  const adminUrl = new URL(process.env.MIQ_TEST_ADMIN_URL!);
  proxy = await startTcpProxy(adminUrl.hostname, Number(adminUrl.port || 5432));
  app = await startTestApp({
    databaseUrl: (url) => {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(proxy.port);
      return parsed.toString();
    },
  });
});
afterAll(async () => {
  await app.close();
});

describe('when the database becomes unreachable', () => {
  it('readiness turns 503, liveness stays 200, and both doors answer 503 with Retry-After', async () => {
    const client = await newClient(app);
    expect((await client.get('/healthz/ready')).status).toBe(200);
    await proxy.cut();

    const ready = await client.get('/healthz/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', database: 'down' });
    expect((await client.get('/healthz/live')).status).toBe(200);

    for (const door of doors) {
      const result = await door.login(client, { usernameOrEmail: 'someone', password: 'whatever-password' });
      expect(result).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
      expect(Number(result.retryAfter)).toBeGreaterThan(0);
    }
  });
});
