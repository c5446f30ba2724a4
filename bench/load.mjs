// npm run bench:load: the real app (compiled, its own process) on the seeded embedded
// PostgreSQL, under the mix of requests musicians make: mostly reading their playlists, some adding
// songs and changing tempos. Three parts:
//   1. steady: 300 req/s for 120 s → target 0 errors, p95 < 150 ms, p99 < 400 ms;
//   2. a stepped ramp (100 req/s more every step) → the knee: the highest step still served on time
//      (≥ 95 % of the rate, 0 errors, p99 < 400 ms); goal ≥ 600 req/s;
//   3. writes: 100 adds/s for 120 s → the rows in the database equal the 2xx answers exactly.
// Prints the figures and writes bench/results/load.json. BENCH_DURATION (seconds) and
// BENCH_STEP_SECONDS shorten a trial run of the script itself.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { prepareDatabase, runBenchmark, signIn, startServer } from './lib/environment.mjs';
import { readEventLoopDelay } from './lib/rawRequest.mjs';
import { runAtRate, summarize } from './lib/openLoop.mjs';
import { BENCH_USER } from './lib/seed.mjs';
import { announceSmoke, sized, SMOKE } from './lib/smoke.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? sized(120, 1));
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? sized(20, 1));
const WARMUP_SECONDS = sized(10, 1);
const STEADY_RATE = sized(300, 20);
const WRITE_RATE = sized(100, 20);
const RAMP = sized([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000], [10, 20]);
const TARGETS = { p95Ms: 150, p99Ms: 400, kneeGoal: 600 };
/** Musicians signed in at once (seeded users share the bench password). */
const MUSICIANS = sized(40, 3);

/** Each musician's session and what they own (playlists and one track per playlist). */
async function signInMusicians(baseUrl) {
  const musicians = [];
  for (let n = 0; n < MUSICIANS; n++) {
    const account = { username: `user${String(n).padStart(4, '0')}`, password: BENCH_USER.password };
    const session = await signIn(baseUrl, account);
    const headers = { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'content-type': 'application/json' };
    const playlists = await (await fetch(`${baseUrl}/api/playlists`, { headers })).json();
    const owned = [];
    for (const { id } of playlists.slice(0, 5)) {
      const playlist = await (await fetch(`${baseUrl}/api/playlists/${id}`, { headers })).json();
      owned.push({ id, trackId: playlist.tracks[0]?.id });
    }
    musicians.push({ headers, playlists: owned.filter((playlist) => playlist.trackId) });
  }
  return musicians;
}

const PLAYLIST_QUERY =
  'query($id: ID!) { playlist(id: $id) { id name trackCount canEdit sharedWith tracks { id name artist bpm bpmSource } } }';

/**
 * The mix of one musician session: 35 % list own playlists, 25 % open one, 10 % shared with me,
 * 10 % the GraphQL playlist page, 12 % add a song, 8 % change a tempo.
 */
function mixedRequest(baseUrl, musicians, i, runId) {
  const musician = musicians[i % musicians.length];
  const playlist = musician.playlists[(i >> 3) % musician.playlists.length];
  const roll = (i * 7919) % 100;
  const headers = musician.headers;
  if (roll < 35) return { kind: 'list', method: 'GET', url: `${baseUrl}/api/playlists`, headers };
  if (roll < 60) return { kind: 'open', method: 'GET', url: `${baseUrl}/api/playlists/${playlist.id}`, headers };
  if (roll < 70) return { kind: 'shared', method: 'GET', url: `${baseUrl}/api/playlists/shared-with-me`, headers };
  if (roll < 80)
    return {
      kind: 'graphql',
      method: 'POST',
      url: `${baseUrl}/graphql`,
      headers,
      body: JSON.stringify({ query: PLAYLIST_QUERY, variables: { id: playlist.id } }),
    };
  if (roll < 92) return addRequest(baseUrl, musician, playlist, `${runId} ${i}`);
  return {
    kind: 'tempo',
    method: 'PATCH',
    url: `${baseUrl}/api/tracks/${playlist.trackId}`,
    headers,
    body: JSON.stringify({ bpm: 60 + (i % 140), bpmSource: 'tap' }),
  };
}

function addRequest(baseUrl, musician, playlist, label) {
  return {
    kind: 'add',
    method: 'POST',
    url: `${baseUrl}/api/playlists/${playlist.id}/tracks`,
    headers: musician.headers,
    body: JSON.stringify({ name: `Load song ${label}`, artist: 'Load Band', bpm: 120, bpmSource: 'manual' }),
  };
}

/** The server's event-loop delay (/healthz/ready), printed after each part. */
async function eventLoopDelayOf(baseUrl) {
  const delay = await readEventLoopDelay(baseUrl);
  console.log(
    delay
      ? `event-loop delay (last 1–2 min): p99 ${delay.p99} ms, max ${delay.max} ms`
      : 'event-loop delay: not reported',
  );
  return delay;
}

function verdict(figures) {
  return { ...figures, met: figures.errors === 0 && figures.p95Ms < TARGETS.p95Ms && figures.p99Ms < TARGETS.p99Ms };
}

function print(label, figures) {
  const errors = figures.errors ? ` ${JSON.stringify(figures.errorsByStatus)}` : '';
  console.log(
    `${label.padEnd(34)} ${String(figures.achievedPerSecond).padStart(7)} req/s  p50 ${figures.p50Ms} ms  p95 ${figures.p95Ms} ms  p99 ${figures.p99Ms} ms  max ${figures.maxMs} ms  errors ${figures.errors}${errors}`,
  );
}

async function main() {
  announceSmoke('bench:load');
  const { databaseUrl } = await prepareDatabase();
  const server = await startServer('ours', [databaseUrl]);
  const musicians = await signInMusicians(server.url);
  console.log(`${musicians.length} musicians signed in; warming up ${WARMUP_SECONDS} s at ${RAMP[0]} req/s ...`);
  await runAtRate({
    rate: RAMP[0],
    seconds: WARMUP_SECONDS,
    next: (i) => mixedRequest(server.url, musicians, i, 'warm-up'),
  });

  console.log(`\n1. Steady: ${STEADY_RATE} req/s for ${DURATION} s (mixed reads and writes)`);
  const steady = verdict(
    summarize(
      await runAtRate({
        rate: STEADY_RATE,
        seconds: DURATION,
        next: (i) => mixedRequest(server.url, musicians, i, 'steady'),
      }),
    ),
  );
  print(`${STEADY_RATE} req/s`, steady);
  steady.eventLoopDelayMs = await eventLoopDelayOf(server.url);

  console.log(`\n2. Ramp: ${RAMP[0]} → ${RAMP.at(-1)} req/s, ${STEP_SECONDS} s a step`);
  const ramp = [];
  for (const rate of RAMP) {
    const figures = summarize(
      await runAtRate({
        rate,
        seconds: STEP_SECONDS,
        next: (i) => mixedRequest(server.url, musicians, i, `ramp ${rate}`),
      }),
    );
    const onTime = figures.errors === 0 && figures.achievedPerSecond >= 0.95 * rate && figures.p99Ms < TARGETS.p99Ms;
    ramp.push({ rate, ...figures, onTime });
    print(`${rate} req/s${onTime ? '' : '  (past the knee)'}`, figures);
    if (!onTime && figures.p99Ms > 5 * TARGETS.p99Ms) break;
  }
  // A hiccup at a low step (a checkpoint, autovacuum) is reported in the steps, not taken for the knee.
  const knee = Math.max(0, ...ramp.filter((step) => step.onTime).map((step) => step.rate));
  console.log(`Knee: ${knee} req/s (goal ≥ ${TARGETS.kneeGoal})`);
  const rampEventLoopDelayMs = await eventLoopDelayOf(server.url);

  console.log(`\n3. Writes: ${WRITE_RATE} adds/s for ${DURATION} s`);
  const runId = `w${Date.now().toString(36)}`;
  const writes = await runAtRate({
    rate: WRITE_RATE,
    seconds: DURATION,
    next: (i) => {
      const musician = musicians[i % musicians.length];
      return addRequest(
        server.url,
        musician,
        musician.playlists[(i >> 3) % musician.playlists.length],
        `${runId} ${i}`,
      );
    },
  });
  const writeFigures = summarize(writes);
  const created = writes.answers.filter((answer) => answer.status === 201).length;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as n from track where name like $1', [
    `Load song ${runId} %`,
  ]);
  const { rows: duplicates } = await client.query(
    'select count(*)::int as n from (select playlist_id, position from track group by 1, 2 having count(*) > 1) d',
  );
  await client.end();
  print(`${WRITE_RATE} adds/s`, writeFigures);
  console.log(`2xx creates: ${created}; rows in the database: ${rows[0].n}; duplicate positions: ${duplicates[0].n}`);
  const writesEventLoopDelayMs = await eventLoopDelayOf(server.url);

  const results = {
    benchmark: 'load',
    timestamp: new Date().toISOString(),
    machine: { node: process.version, cpuCount: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown' },
    settings: { durationSeconds: DURATION, stepSeconds: STEP_SECONDS, musicians: musicians.length },
    targets: TARGETS,
    steady: { rate: STEADY_RATE, ...steady },
    ramp: { steps: ramp, knee, met: knee >= TARGETS.kneeGoal, eventLoopDelayMs: rampEventLoopDelayMs },
    writes: {
      rate: WRITE_RATE,
      ...writeFigures,
      eventLoopDelayMs: writesEventLoopDelayMs,
      created,
      rows: rows[0].n,
      duplicatePositions: duplicates[0].n,
      met: created === rows[0].n && duplicates[0].n === 0 && writeFigures.errors === 0,
    },
  };
  results.allTargetsMet = results.steady.met && results.ramp.met && results.writes.met;
  // Every created song must be in the table exactly once, at its own position: a lost or doubled write is a bug, not a figure.
  if (created !== rows[0].n || duplicates[0].n !== 0) {
    console.error(
      `Writes do not match the database: ${created} created, ${rows[0].n} rows, ${duplicates[0].n} duplicate positions`,
    );
    process.exitCode = 1;
  }
  if (SMOKE) return;
  const file = path.join(import.meta.dirname, 'results', 'load.json');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `\nAll targets met: ${results.allTargetsMet ? 'yes' : 'NO'} (written to ${path.relative(process.cwd(), file)})`,
  );
}

await runBenchmark(main, 'bench:load');
