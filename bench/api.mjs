// npm run bench:api: REST and GraphQL reads of one 50-track playlist against a raw express + pg
// handler over the same seeded embedded PostgreSQL. Prints a table and writes bench/results/api.json.
// Runs the compiled server (dist/, built by the npm script) so decorator metadata is real.
import { fork } from 'node:child_process';
import { deepStrictEqual } from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { figuresOf, judge, printTable, writeResults } from './lib/report.mjs';
import { BENCH_TRACKS, BENCH_USER, seed } from './lib/seed.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { startEmbeddedPostgres } = require('../dist/server/db/embeddedPostgres.js');
const { openOrm, migrate, ormOptions } = require('../dist/server/db/orm.js');
const { hashPassword } = require('../dist/server/security/passwords.js');

const CONNECTIONS = 50;
/** Seconds; BENCH_DURATION / BENCH_WARMUP shorten a trial run of the script itself. */
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);

const PLAYLIST_QUERY =
  'query PlaylistPage($id: ID!) { playlist(id: $id) { id name description trackCount createdAt updatedAt ownerUsername canEdit sharedWith ' +
  'tracks { id position name artist bpm albumArt externalId bpmSource } } }';

/** Things to undo at the end, last first. */
const cleanups = [];

/**
 * Starts bench/lib/server.mjs in its own process (so autocannon does not share its event loop).
 * @returns {Promise<string>} the base URL
 */
function startServer(mode, ...args) {
  // NODE_ENV=production as deployed; the app's own config is passed explicitly (server.mjs).
  const env = { ...process.env, NODE_ENV: 'production' };
  const child = fork(path.join(import.meta.dirname, 'lib', 'server.mjs'), [mode, ...args], { stdio: 'inherit', env });
  cleanups.push(() => stopServer(child));
  return new Promise((resolve, reject) => {
    child.once('message', ({ port }) => resolve(`http://127.0.0.1:${port}`));
    child.once('exit', (code) => reject(new Error(`the ${mode} server exited with code ${code} before listening`)));
  });
}

function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (child.connected) child.send('stop');
    else child.kill('SIGTERM');
  });
}

/** Signs in through the real app (anti-forgery cookie first) and returns the cookies to send. */
async function signIn(baseUrl) {
  const jar = new Map();
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0];
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
  };
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const xsrf = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  keep(await fetch(`${baseUrl}/api/auth/me`));
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(), 'x-xsrf-token': xsrf() },
    body: JSON.stringify({ usernameOrEmail: BENCH_USER.username, password: BENCH_USER.password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  keep(response);
  return { cookie: cookieHeader(), xsrf: xsrf() };
}

/** Fetches one request of a target and returns its parsed JSON (throws on a non-2xx answer). */
async function fetchJson({ url, method = 'GET', headers, body }) {
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

/** One autocannon run; fails the benchmark on any non-2xx answer or socket error. */
async function cannon(target, seconds) {
  const result = await autocannon({ ...target.request, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.label}: ${result.non2xx} non-2xx answers and ${result.errors} errors in ${result.requests.total} requests`);
  }
  return result;
}

async function main() {
  const started = Date.now();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'miq-bench-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

  console.log(`Starting embedded PostgreSQL under ${dataDir} ...`);
  const database = await startEmbeddedPostgres(dataDir, 'music_iqueue_bench');
  cleanups.push(() => database.stop());
  // snapshot: false, or MikroORM writes .snapshot-<db>.json into the working directory.
  const orm = await openOrm(database.url, { migrations: { ...ormOptions(database.url).migrations, snapshot: false } });
  try {
    await migrate(orm);
  } finally {
    await orm.close(true);
  }
  const { viewerId, playlistId, counts } = await seed(database.url, await hashPassword(BENCH_USER.password));
  if (counts.benchPlaylistTracks !== BENCH_TRACKS) throw new Error(`the benchmarked playlist has ${counts.benchPlaylistTracks} tracks`);
  console.log(`Seeded ${counts.users} users, ${counts.playlists} playlists, ${counts.tracks} tracks, ${counts.shares} shares.`);

  const [oursUrl, rawUrl] = await Promise.all([startServer('ours', database.url), startServer('raw', database.url, viewerId)]);
  const session = await signIn(oursUrl);
  const targets = [
    { name: 'raw', label: 'raw express + pg', request: { url: `${rawUrl}/playlists/${playlistId}` } },
    {
      name: 'rest',
      label: 'REST GET /api/playlists/{id}',
      minRatio: 0.5,
      request: { url: `${oursUrl}/api/playlists/${playlistId}`, headers: { cookie: session.cookie } },
    },
    {
      name: 'graphql',
      label: 'GraphQL playlist(id)',
      minRatio: 0.4,
      request: {
        url: `${oursUrl}/graphql`,
        method: 'POST',
        headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'content-type': 'application/json' },
        body: JSON.stringify({ query: PLAYLIST_QUERY, variables: { id: playlistId } }),
      },
    },
  ];

  // All three must return the same playlist before anything is timed.
  const [raw, rest, graphql] = await Promise.all(targets.map((target) => fetchJson(target.request)));
  if (graphql.errors) throw new Error(`GraphQL errors: ${JSON.stringify(graphql.errors)}`);
  if (rest.tracks?.length !== BENCH_TRACKS) throw new Error(`REST returned ${rest.tracks?.length} tracks`);
  deepStrictEqual(raw, rest, 'the raw handler and REST disagree');
  deepStrictEqual(graphql.data.playlist, rest, 'GraphQL and REST disagree');
  console.log(`All three targets return the same playlist (${BENCH_TRACKS} tracks, shared with ${rest.sharedWith.length}).`);

  const runs = [];
  for (const target of targets) {
    console.log(`${target.label}: warm-up ${WARMUP} s, then ${DURATION} s with ${CONNECTIONS} connections ...`);
    await cannon(target, WARMUP);
    runs.push({ ...target, figures: figuresOf(await cannon(target, DURATION)) });
  }

  const rows = judge(runs);
  printTable(rows);
  const file = await writeResults(rows, {
    connections: CONNECTIONS,
    warmupSeconds: WARMUP,
    durationSeconds: DURATION,
    poolSize: 10,
    seeded: counts,
    notes: 'ours: cookie session (one user query) + 3 queries per request; raw: the same 3 queries, fixed viewer, no session',
  });
  console.log(`Written ${path.relative(process.cwd(), file)} (${Math.round((Date.now() - started) / 1000)} s in all).`);
}

async function cleanUp() {
  for (const undo of cleanups.reverse().splice(0)) {
    await undo().catch((error) => console.error('[bench cleanup]', error));
  }
}

process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
try {
  await main();
} catch (error) {
  console.error('Benchmark failed:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
