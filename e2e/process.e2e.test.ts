import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startAppProcess, type AppProcess } from './support/appProcess';

// Each test starts its own server with no DATABASE_URL, so the server runs its own embedded
// PostgreSQL under a data directory of the test's own, and stops everything it started.

const REQUEST_PROBE = ['--require', path.join(__dirname, 'support', 'requestProbe.cjs')];
const SIGNAL_PROBE = ['--require', path.join(__dirname, 'support', 'signalOnOutput.cjs')];
const running: AppProcess[] = [];
const dataDirs: string[] = [];

function newDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'miq-e2e-data-'));
  dataDirs.push(dir);
  return dir;
}

async function start(
  env: Record<string, string>,
  options?: Parameters<typeof startAppProcess>[1],
): Promise<AppProcess> {
  const app = await startAppProcess({ ADMIN_PASSWORD: '', DEMO_PASSWORD: '', ...env }, options);
  running.push(app);
  return app;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.stop()));
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Cookies and anti-forgery token of a first visit, as a browser gets them. */
async function visit(app: AppProcess): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${app.baseUrl}/api/auth/me`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!;
  return { cookie: cookies.join('; '), token: decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)) };
}

/** Sends a login whose body is held back until `finish()`, so the request stays in flight. */
function startHeldLogin(app: AppProcess, { cookie, token }: { cookie: string; token: string }) {
  const request = http.request(`${app.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-XSRF-Token': token },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  request.flushHeaders();
  return {
    finish: () => request.end(JSON.stringify({ usernameOrEmail: 'admin', password: 'not-the-password' })),
    response,
  };
}

describe('npm start (the built server as a process)', () => {
  it('first start: creates the embedded PostgreSQL cluster, seeds admin and demo with printed passwords, and serves', async () => {
    const dataDir = newDataDir();
    const app = await start({ DATA_DIR: dataDir });
    expect(app.output()).toContain(`Music IQueue is running at http://localhost:${app.port}`);
    expect(app.output()).toMatch(/Created user admin with password: \S+/);
    expect(app.output()).toMatch(/Created user demo with password: \S+/);
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect((await fetch(`${app.baseUrl}/healthz/ready`)).status).toBe(200);
  });

  it('a start on a port that is taken exits 1 and says the port is in use', async () => {
    const occupant = net.createServer();
    await new Promise<void>((resolve) => occupant.listen(0, resolve));
    const { port } = occupant.address() as net.AddressInfo;
    try {
      const second = await start({ DATA_DIR: newDataDir(), PORT: String(port) }, { waitForReady: false });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`Port ${port} is already in use`);
    } finally {
      await new Promise((resolve) => occupant.close(resolve));
    }
  });

  it('a second start on the data directory of a running server exits 1 and says the directory is in use', async () => {
    const dataDir = newDataDir();
    await start({ DATA_DIR: dataDir });
    const second = await start({ DATA_DIR: dataDir }, { waitForReady: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/The database directory .* is in use by another PostgreSQL/);
  });

  it('SIGTERM lets the request in flight finish, then stops PostgreSQL and exits 0', async () => {
    const dataDir = newDataDir();
    const app = await start({ DATA_DIR: dataDir }, { nodeArgs: REQUEST_PROBE });
    const held = startHeldLogin(app, await visit(app));
    await app.waitForOutput(/\[probe\] request received: POST \/api\/auth\/login/);

    app.child.kill('SIGTERM');
    await app.waitForOutput(/SIGTERM received/);
    held.finish();

    expect(await held.response).toMatchObject({ status: 401 });
    expect(await app.exited).toBe(0);
    expect(app.output()).toContain('Stopped.');
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  it.each([
    ['in the instant after it prints that it is running', 'Music IQueue is running at'],
    ['while migrations run', 'Processing .Migration'],
  ])('SIGINT %s stops PostgreSQL and exits 0', async (_when, outputBeforeSignal) => {
    const dataDir = newDataDir();
    const app = await start(
      { DATA_DIR: dataDir, SIGNAL_ON_OUTPUT: outputBeforeSignal },
      { waitForReady: false, nodeArgs: SIGNAL_PROBE },
    );
    expect(await app.exited).toBe(0);
    expect(app.output()).toContain('SIGINT received');
    expect(app.output()).toContain('Stopped.');
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  it('a restart on the same data directory keeps the data and does not seed again', async () => {
    const dataDir = newDataDir();
    const first = await start({ DATA_DIR: dataDir });
    const [, adminPassword] = /Created user admin with password: (\S+)/.exec(first.output())!;
    expect(await first.stop('SIGINT')).toBe(0);

    const again = await start({ DATA_DIR: dataDir });
    expect(again.output()).not.toContain('Created user');
    const { cookie, token } = await visit(again);
    const login = await fetch(`${again.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-XSRF-Token': token },
      body: JSON.stringify({ usernameOrEmail: 'admin', password: adminPassword }),
    });
    expect(login.status).toBe(200);
  });
});
