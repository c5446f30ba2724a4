import { Client } from 'pg';
import { newClient } from '../test/apiClient';
import { buildUser } from '../test/factories';
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
    expect(ready.body).toEqual({
      status: 'unavailable',
      database: 'down',
      eventLoopDelayMs: { p99: expect.any(Number), max: expect.any(Number) },
    });
    expect((await client.get('/healthz/live')).status).toBe(200);

    for (const door of doors) {
      const result = await door.login(client, { usernameOrEmail: 'someone', password: 'whatever-password' });
      expect(result).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
      expect(Number(result.retryAfter)).toBeGreaterThan(0);
    }
  });
});

describe('when the database is too busy to answer in time', () => {
  it('a query stuck past the statement timeout answers 503 with Retry-After on both doors, and the next one succeeds', async () => {
    const busyApp = await startTestApp();
    const { user, password } = await buildUser(busyApp.em());
    const client = await (await newClient(busyApp)).logIn(user.username, password);
    // Another session holds the playlist table, as a long migration or a stuck transaction would.
    const holder = new Client({ connectionString: busyApp.database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table playlist in access exclusive mode');
      const [rest, graphql] = await Promise.all([
        client.get('/api/playlists'),
        client.graphql('{ myPlaylists { id } }'),
      ]);
      expect([rest.status, rest.body.code]).toEqual([503, 'UNAVAILABLE']);
      expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
      expect([graphql.status, graphql.body.errors[0].extensions.code]).toEqual([503, 'UNAVAILABLE']);
      await holder.query('rollback');
      expect((await client.get('/api/playlists')).status).toBe(200);
    } finally {
      await holder.end();
      await busyApp.close();
    }
  }, 20_000);
});
