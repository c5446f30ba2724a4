// npm run bench:profile: where one playlist read spends its CPU, through each door. Serves the
// benchmark playlist (bench/README.md) to a steady load, records a V8 CPU profile of the server and
// its CPU time per request, then prints the self time by package and by function. Writes
// bench/results/profile-<door>.cpuprofile (open in Chrome DevTools › Performance, or speedscope)
// and bench/results/profile.json.
// `npm run bench:profile -- cost` instead profiles the largest accepted input (and the refused one) of
// every class of bench:cost, and prints the longest stretch of synchronous work each caused, against
// the 10 ms goal; written to bench/results/profile-cost.json.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { allCostClasses } from './cost/classes.mjs';
import { playlistRequests, prepareDatabase, signIn, startServer, runBenchmark } from './lib/environment.mjs';
import { longestBusyStretches } from './lib/longTasks.mjs';
import { sendRaw } from './lib/rawRequest.mjs';
import { summarizeProfile } from './lib/profileSummary.mjs';
import { announceSmoke, sized, SMOKE } from './lib/smoke.mjs';

const SECONDS = Number(process.env.BENCH_DURATION ?? sized(10, 1));
const WARMUP_SECONDS = sized(3, 1);
const CONNECTIONS = 10;
const resultsDir = path.join(import.meta.dirname, 'results');

async function profileDoor(door, databaseUrl, playlistId) {
  const server = await startServer('ours', [databaseUrl]);
  const request = playlistRequests(server.url, playlistId, await signIn(server.url))[door];
  await autocannon({ ...request, connections: CONNECTIONS, duration: WARMUP_SECONDS }); // warm-up: JIT, caches, pool
  const result = await server.profile(async () => {
    const run = await autocannon({ ...request, connections: CONNECTIONS, duration: SECONDS });
    if (run.non2xx || run.errors) throw new Error(`${door}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
  });
  await server.stop();
  if (!SMOKE) await writeFile(path.join(resultsDir, `profile-${door}.cpuprofile`), JSON.stringify(result.profile));
  const summary = summarizeProfile(result.profile);
  const cpuMicrosPerRequest = Math.round(result.cpuMicros / result.requests);
  console.log(
    `\n${door.toUpperCase()}: ${result.requests} requests, ${cpuMicrosPerRequest} µs of server CPU per request`,
  );
  console.log('  self time by package:');
  for (const row of summary.byPackage.slice(0, 12))
    console.log(`    ${row.share.toFixed(1).padStart(5)} %  ${row.name}`);
  console.log('  self time by function (top 15):');
  for (const row of summary.byFunction.slice(0, 15))
    console.log(`    ${row.share.toFixed(1).padStart(5)} %  ${row.name}`);
  return {
    door,
    requests: result.requests,
    cpuMicrosPerRequest,
    byPackage: summary.byPackage.slice(0, 20),
    byFunction: summary.byFunction.slice(0, 40),
  };
}

const LONG_TASK_GOAL_MS = 10;
const SENDS_PER_PROFILE = sized(5, 1);

/**
 * The largest size of a class still accepted and the first refused: found by doubling, then by
 * bisecting between the two, so the input judged is the largest the limits let through.
 */
async function boundarySizes(baseUrl, costClass) {
  let probes = 0;
  const servedAt = async (size) => {
    const answer = await sendRaw(baseUrl, costClass.build(size, `B${size}x${(probes += 1)}`));
    return (answer.status > 0 && answer.status < 400) || (costClass.acceptedStatuses ?? []).includes(answer.status);
  };
  let accepted = null;
  let refused = null;
  for (let size = costClass.start; size <= costClass.max; size *= 2) {
    if (!(await servedAt(size))) {
      refused = size;
      break;
    }
    accepted = size;
  }
  if (accepted === null || refused === null) return { accepted, refused };
  while (refused - accepted > 1) {
    const middle = Math.floor((accepted + refused) / 2);
    if (await servedAt(middle)) accepted = middle;
    else refused = middle;
  }
  return { accepted, refused };
}

/** Profiles the largest accepted and the refused input of every cost class; the longest synchronous stretch of each. */
async function profileCostClasses() {
  const { databaseUrl, playlistId } = await prepareDatabase();
  const server = await startServer('ours', [databaseUrl]);
  const all = await allCostClasses(server.url, databaseUrl, playlistId);
  // A smoke run profiles one class: every step of the runner, a fraction of the time.
  const classes = SMOKE ? all.slice(0, 1) : all;
  const rows = [];
  for (const costClass of classes) {
    const sizes = await boundarySizes(server.url, costClass);
    for (const [kind, size] of [
      ['accepted', sizes.accepted],
      ['refused', sizes.refused],
    ]) {
      if (size === null) continue;
      const sendAll = async () => {
        for (let send = 0; send < SENDS_PER_PROFILE; send++)
          await sendRaw(server.url, costClass.build(size, `P${size}x${send}${Date.now().toString(36)}`));
      };
      // The verdict without a profiler (which slows everything it samples): the longest hold during
      // each send on its own; the median of the sends judges the handler, the max shows GC and noise.
      const holds = [];
      for (let send = 0; send < SENDS_PER_PROFILE; send++) {
        holds.push(
          await server.longestBlock(() =>
            sendRaw(server.url, costClass.build(size, `H${size}x${send}${Date.now().toString(36)}`)),
          ),
        );
      }
      holds.sort((a, b) => a - b);
      const longestMs = holds[Math.floor(holds.length / 2)];
      const maxMs = holds.at(-1);
      const [longest] = longestBusyStretches((await server.profile(sendAll)).profile, 1);
      const row = {
        name: costClass.name,
        kind,
        size,
        longestMs,
        maxMs,
        profiledMs: longest?.ms ?? 0,
        top: longest?.top ?? [],
      };
      rows.push(row);
      const mark = row.longestMs <= LONG_TASK_GOAL_MS ? 'ok  ' : 'LONG';
      console.log(
        `${mark} ${costClass.name.padEnd(58)} ${kind.padEnd(8)} size ${String(size).padStart(8)}  loop held ${String(longestMs).padStart(5)} ms (max ${maxMs}; profiled ${row.profiledMs} ms: ${row.top.slice(0, 2).join(', ')})`,
      );
    }
  }
  await server.stop();
  if (SMOKE) return;
  const file = path.join(resultsDir, 'profile-cost.json');
  await writeFile(
    file,
    JSON.stringify({ when: new Date().toISOString(), node: process.version, goalMs: LONG_TASK_GOAL_MS, rows }, null, 2),
  );
  const long = rows.filter((row) => row.longestMs > LONG_TASK_GOAL_MS);
  console.log(
    `\n${rows.length - long.length} of ${rows.length} inputs held the event loop ≤ ${LONG_TASK_GOAL_MS} ms (median of ${SENDS_PER_PROFILE} sends); longest single hold ${Math.max(...rows.map((row) => row.maxMs))} ms. Written ${path.relative(process.cwd(), file)}`,
  );
}

async function main() {
  announceSmoke('bench:profile');
  await mkdir(resultsDir, { recursive: true });
  if (process.argv.slice(2).includes('cost')) return profileCostClasses();
  const { databaseUrl, playlistId } = await prepareDatabase();
  const doors = [];
  for (const door of ['rest', 'graphql']) doors.push(await profileDoor(door, databaseUrl, playlistId));
  if (SMOKE) return;
  const file = path.join(resultsDir, 'profile.json');
  await writeFile(
    file,
    JSON.stringify(
      { when: new Date().toISOString(), node: process.version, seconds: SECONDS, connections: CONNECTIONS, doors },
      null,
      2,
    ),
  );
  console.log(`\nWritten ${path.relative(process.cwd(), file)} and bench/results/profile-{rest,graphql}.cpuprofile`);
}

await runBenchmark(main, 'Profiling');
