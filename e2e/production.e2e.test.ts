import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '../testkit/testDatabase';
import { E2E_ADMIN_PASSWORD, startAppProcess } from './support/appProcess';

// `npm run build && npm ci --omit=dev && node dist/server/main.js` must work: the running server may
// load no package that only development needs. The built server runs with a probe that records every
// module it resolves while it serves pages, the API and the playground; each package found must be a
// production dependency in the lockfile.

const ROOT = path.resolve(__dirname, '..');

/**
 * Packages production code imports only if they happen to be installed, with a fallback when they
 * are not (checked by hand with `npm ci --omit=dev`): they may show up here, they are not needed.
 */
const LOADED_WHEN_PRESENT = new Set([
  // MikroORM's fs-utils: `await import('tinyglobby').catch(() => null)` (entity discovery by glob, unused here).
  'node_modules/tinyglobby',
  'node_modules/fdir',
  'node_modules/picomatch',
  // debug: `try { require('supports-color') } catch {}` (colours for its log output).
  'node_modules/supports-color',
  'node_modules/has-flag',
]);
const probe = path.join(__dirname, 'support', 'moduleProbe.cjs');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'miq-modules-'));
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

/** The lockfile key of the package a file belongs to (`node_modules/a/node_modules/@s/b`), or null outside node_modules. */
function lockPathOf(file: string): string | null {
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = file.lastIndexOf(marker);
  if (at < 0) return null;
  const [first, second] = file.slice(at + marker.length).split(path.sep);
  const packageDir =
    file.slice(0, at + marker.length) + (first!.startsWith('@') ? `${first}${path.sep}${second}` : first!);
  return path.relative(ROOT, packageDir).split(path.sep).join('/');
}

describe('a production start', () => {
  it('loads only production dependencies while serving the client, the API and the playground', async () => {
    const out = path.join(scratch, 'modules.json');
    const app = await startAppProcess(
      { DATABASE_URL: database.url, MODULE_PROBE_OUT: out },
      { nodeArgs: ['--require', probe] },
    );
    try {
      expect((await fetch(`${app.baseUrl}/`, { headers: { Accept: 'text/html' } })).status).toBe(200);
      expect((await fetch(`${app.baseUrl}/graphql`, { headers: { Accept: 'text/html' } })).status).toBe(200);
      const jar = new Map<string, string>();
      const keep = (response: Response) => {
        for (const cookie of response.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          jar.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1));
        }
      };
      const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      keep(await fetch(`${app.baseUrl}/api/auth/me`));
      const login = await fetch(`${app.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: cookieHeader(),
          'X-XSRF-Token': decodeURIComponent(jar.get('XSRF-TOKEN')!),
        },
        body: JSON.stringify({ usernameOrEmail: 'admin', password: E2E_ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      keep(login);
      const query = await fetch(
        `${app.baseUrl}/graphql?query=${encodeURIComponent('{ me { id } myPlaylists { id } }')}`,
        {
          headers: { 'Content-Type': 'application/json', Cookie: cookieHeader() },
        },
      );
      expect(query.status).toBe(200);
    } finally {
      expect(await app.stop()).toBe(0);
    }

    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean }>;
    };
    const files = (JSON.parse(readFileSync(out, 'utf8')) as string[]).map((url) => fileURLToPath(url));
    const loaded = [
      ...new Set(files.map(lockPathOf).filter((lockPath): lockPath is string => lockPath !== null)),
    ].sort();
    expect(loaded).toEqual(
      expect.arrayContaining([
        'node_modules/express',
        'node_modules/@apollo/server',
        'node_modules/@mikro-orm/core',
        'node_modules/pg',
      ]),
    );
    expect(loaded.filter((lockPath) => !lock.packages[lockPath])).toEqual([]);
    expect(loaded.filter((lockPath) => lock.packages[lockPath]!.dev && !LOADED_WHEN_PRESENT.has(lockPath))).toEqual([]);
  });
});
