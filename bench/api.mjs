// npm run bench:api: REST and GraphQL reads of one 50-track playlist against a raw express + pg
// handler over the same seeded embedded PostgreSQL. Prints a table and writes bench/results/api.json.
// Runs the compiled server (dist/, built by the npm script) so decorator metadata is real.
import { deepStrictEqual } from 'node:assert/strict';
import path from 'node:path';
import autocannon from 'autocannon';
import { playlistRequests, prepareDatabase, signIn, startServer, runBenchmark } from './lib/environment.mjs';
import { figuresOf, judge, printTable, writeResults } from './lib/report.mjs';
import { BENCH_TRACKS } from './lib/seed.mjs';
import { announceSmoke, sized, SMOKE } from './lib/smoke.mjs';

const CONNECTIONS = sized(50, 4);
/** Seconds; BENCH_DURATION / BENCH_WARMUP shorten a trial run of the script itself. */
const DURATION = Number(process.env.BENCH_DURATION ?? sized(20, 1));
const WARMUP = Number(process.env.BENCH_WARMUP ?? sized(5, 0));

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
    throw new Error(
      `${target.label}: ${result.non2xx} non-2xx answers and ${result.errors} errors in ${result.requests.total} requests`,
    );
  }
  return result;
}

async function main() {
  const started = Date.now();
  announceSmoke('bench:api');
  const { databaseUrl, viewerId, playlistId, counts } = await prepareDatabase();
  const [ours, baseline] = await Promise.all([
    startServer('ours', [databaseUrl]),
    startServer('raw', [databaseUrl, viewerId]),
  ]);
  const requests = playlistRequests(ours.url, playlistId, await signIn(ours.url));
  const targets = [
    { name: 'raw', label: 'raw express + pg', request: { url: `${baseline.url}/playlists/${playlistId}` } },
    { name: 'rest', label: 'REST GET /api/playlists/{id}', minRatio: 0.55, request: requests.rest },
    { name: 'graphql', label: 'GraphQL playlist(id)', minRatio: 0.4, request: requests.graphql },
  ];

  // All three must return the same playlist before anything is timed.
  const [raw, rest, graphql] = await Promise.all(targets.map((target) => fetchJson(target.request)));
  if (graphql.errors) throw new Error(`GraphQL errors: ${JSON.stringify(graphql.errors)}`);
  if (rest.tracks?.length !== BENCH_TRACKS) throw new Error(`REST returned ${rest.tracks?.length} tracks`);
  deepStrictEqual(raw, rest, 'the raw handler and REST disagree');
  // The playlist page asks for the tracks' MIDI messages apart (its own query, once MIDI out is on).
  const restAsThePageReads = { ...rest, tracks: rest.tracks.map(({ midiMessages: _apart, ...track }) => track) };
  deepStrictEqual(graphql.data.playlist, restAsThePageReads, 'GraphQL and REST disagree');
  console.log(
    `All three targets return the same playlist (${BENCH_TRACKS} tracks, shared with ${rest.sharedWith.length}).`,
  );

  const runs = [];
  for (const target of targets) {
    console.log(`${target.label}: warm-up ${WARMUP} s, then ${DURATION} s with ${CONNECTIONS} connections ...`);
    if (WARMUP > 0) await cannon(target, WARMUP);
    runs.push({ ...target, figures: figuresOf(await cannon(target, DURATION)) });
  }

  const rows = judge(runs);
  printTable(rows);
  if (SMOKE) return;
  const file = await writeResults(rows, {
    connections: CONNECTIONS,
    warmupSeconds: WARMUP,
    durationSeconds: DURATION,
    poolSize: 10,
    seeded: counts,
    notes:
      'ours: cookie session (one user query) + the 2 queries of a playlist read; raw: the same 2 queries, fixed viewer, no session',
  });
  console.log(`Written ${path.relative(process.cwd(), file)} (${Math.round((Date.now() - started) / 1000)} s in all).`);
}

await runBenchmark(main, 'Benchmark');
