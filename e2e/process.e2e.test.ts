import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startAppProcess, type AppProcess } from './support/appProcess';

/** Starts with no DATABASE_URL: the server runs its own embedded PostgreSQL under DATA_DIR. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'miq-e2e-data-'));
const embeddedEnv = { DATA_DIR: dataDir, ADMIN_PASSWORD: '', DEMO_PASSWORD: '' };
let first: AppProcess | undefined;

afterAll(async () => {
  await first?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends a login whose body is held back, so the request is in flight while the server is told to stop. */
function startHeldLogin(app: AppProcess, cookie: string, token: string) {
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
  return { finish: () => request.end(JSON.stringify({ usernameOrEmail: 'admin', password: 'not-the-password' })), response };
}

describe('npm start (the built server as a process)', () => {
  it('starts an embedded PostgreSQL, seeds admin and demo with printed passwords, and serves', async () => {
    first = await startAppProcess(embeddedEnv);
    expect(first.output()).toContain(`Music IQueue is running at http://localhost:${first.port}`);
    expect(first.output()).toMatch(/Created user "admin" with password: \S+/);
    expect(first.output()).toMatch(/Created user "demo" with password: \S+/);
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect((await fetch(`${first.baseUrl}/healthz/ready`)).status).toBe(200);
  });

  it('a second start on the same port says the port is in use', async () => {
    const second = await startAppProcess({ ...embeddedEnv, PORT: String(first!.port) }, { waitForReady: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Port ${first!.port} is already in use`);
  });

  it('a second start on the same data directory says the directory is in use', async () => {
    const second = await startAppProcess(embeddedEnv, { waitForReady: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/The database directory .* is in use by another PostgreSQL/);
  });

  it('SIGTERM finishes the request in flight, stops PostgreSQL and exits 0', async () => {
    const app = first!;
    const visit = await fetch(`${app.baseUrl}/api/auth/me`);
    const cookies = visit.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
    const token = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length));
    const held = startHeldLogin(app, cookies.join('; '), token);
    await new Promise((resolve) => setTimeout(resolve, 300));

    app.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    held.finish();

    expect(await held.response).toMatchObject({ status: 401 });
    expect(await app.exited).toBe(0);
    expect(app.output()).toContain('Stopped.');
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    first = undefined;
  });

  it('a restart keeps the data and does not seed again', async () => {
    first = await startAppProcess(embeddedEnv);
    expect(first.output()).not.toContain('Created user');
    const visit = await fetch(`${first.baseUrl}/api/auth/me`);
    expect(visit.status).toBe(401);
    expect(await first.stop('SIGINT')).toBe(0);
    first = undefined;
  });
});
