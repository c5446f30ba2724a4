// npm run bench:cost: no request, however small, can make the server do unbounded work.
// The real app (compiled, its own process, NODE_ENV=production) on the seeded embedded PostgreSQL.
// Every class of growing input (testkit/graphqlCostClasses.ts for GraphQL, bench/cost/httpClasses.mjs
// for the HTTP and REST ones) is sent at sizes start, 2·start, 4·start … until a limit refuses it
// (a 4xx). Each step's time is the median of REPEATS sends, each a new document so no cache hides
// the work. While the largest accepted and the refused request are in flight a /healthz/live is sent;
// after each class the event-loop delay p99 is read from /healthz/ready.
// Goals: every request ≤ 100 ms, /healthz/live ≤ 50 ms meanwhile, time at most linear in the size.
// Prints one line per class and writes bench/results/cost.json.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compareWithArmor } from './cost/armorComparison.mjs';
import { allCostClasses } from './cost/classes.mjs';
import { prepareDatabase, runBenchmark, startServer } from './lib/environment.mjs';
import { readEventLoopDelay, sendRaw } from './lib/rawRequest.mjs';
import { announceSmoke, sized, SMOKE } from './lib/smoke.mjs';

const REPEATS = Number(process.env.BENCH_REPEATS ?? sized(3, 1));
const GOALS = { requestMs: 100, liveMs: 50 };
const resultsDir = path.join(import.meta.dirname, 'results');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Sends one step REPEATS times (a new tag each time) and returns its status and median time. */
async function step(baseUrl, costClass, size) {
  const times = [];
  let answer;
  for (let repeat = 0; repeat < REPEATS; repeat++) {
    const request = costClass.build(size, `R${size}x${repeat}${Date.now().toString(36)}`);
    answer = await sendRaw(baseUrl, request);
    times.push(answer.ms);
  }
  return {
    size,
    status: answer.status,
    ms: Number(median(times).toFixed(2)),
    bytes: answer.requestBytes,
    message: answer.message,
  };
}

/** The request at `size` with a /healthz/live sent while it is in flight; the live answer's time. */
async function liveWhileInFlight(baseUrl, costClass, size) {
  const heavy = sendRaw(baseUrl, costClass.build(size, `L${size}${Date.now().toString(36)}`));
  await new Promise((resolve) => setImmediate(resolve));
  const live = await sendRaw(baseUrl, { method: 'GET', path: '/healthz/live' });
  await heavy;
  return Number(live.ms.toFixed(2));
}

/** True for an answer that served the request: 2xx/3xx, or a status the class says means served (e.g. 503 with lookups off). */
const served = (costClass, status) =>
  (status > 0 && status < 400) || (costClass.acceptedStatuses ?? []).includes(status);

async function runClass(baseUrl, costClass) {
  const steps = [];
  for (let size = costClass.start; size <= costClass.max; size *= 2) {
    const result = await step(baseUrl, costClass, size);
    steps.push(result);
    if (!served(costClass, result.status)) break;
  }
  const accepted = steps.filter((result) => served(costClass, result.status));
  const largest = accepted.at(-1);
  const refusal = steps.find((result) => !served(costClass, result.status));
  const liveMs = Math.max(
    largest ? await liveWhileInFlight(baseUrl, costClass, largest.size) : 0,
    refusal ? await liveWhileInFlight(baseUrl, costClass, refusal.size) : 0,
  );
  const slowestMs = Math.max(...steps.map((result) => result.ms));
  // Linear: the time per unit of size does not grow from the first step to the last (2 ms of noise allowed).
  const first = steps[0];
  const last = steps.at(-1);
  const linear = last.ms <= 2 + first.ms * (last.size / first.size) * 2;
  const eventLoop = await readEventLoopDelay(baseUrl);
  return {
    name: costClass.name,
    limit: costClass.limit,
    largestAccepted: largest ? { size: largest.size, bytes: largest.bytes, ms: largest.ms } : null,
    refusal: refusal
      ? { size: refusal.size, bytes: refusal.bytes, status: refusal.status, ms: refusal.ms, message: refusal.message }
      : null,
    slowestMs,
    liveMs,
    linear,
    eventLoopP99Ms: eventLoop?.p99 ?? null,
    faults: steps.filter((result) => result.status >= 500 && !served(costClass, result.status)).length,
    met:
      slowestMs <= GOALS.requestMs &&
      liveMs <= GOALS.liveMs &&
      linear &&
      refusal?.status >= 400 &&
      refusal?.status < 500,
    steps,
  };
}

function print(result) {
  const accepted = result.largestAccepted
    ? `${result.largestAccepted.size} (${result.largestAccepted.bytes} B) in ${result.largestAccepted.ms} ms`
    : 'none';
  const refused = result.refusal
    ? `${result.refusal.size} → ${result.refusal.status} in ${result.refusal.ms} ms`
    : 'never refused';
  console.log(
    `${result.met ? 'ok  ' : 'MISS'} ${result.name.padEnd(58)} largest accepted ${accepted.padEnd(30)} refused at ${refused.padEnd(24)} live ${String(result.liveMs).padStart(6)} ms  loop p99 ${result.eventLoopP99Ms ?? '?'} ms${result.linear ? '' : '  NOT LINEAR'}`,
  );
  if (result.refusal?.message) console.log(`       ${result.refusal.message.slice(0, 140)}`);
}

async function main() {
  announceSmoke('bench:cost');
  await mkdir(resultsDir, { recursive: true });
  const { databaseUrl, playlistId } = await prepareDatabase();
  const server = await startServer('ours', [databaseUrl]);
  const all = await allCostClasses(server.url, databaseUrl, playlistId);
  // A smoke run sends the first class of each kind (GraphQL, long strings, headers ...), enough to run every step of the runner.
  const kindOf = (costClass) => costClass.name.split(' · ')[0];
  const classes = SMOKE
    ? all.filter((costClass, index) => all.findIndex((other) => kindOf(other) === kindOf(costClass)) === index)
    : all;
  console.log(
    `\n${classes.length} classes, ${REPEATS} sends per step (median); goals: ≤ ${GOALS.requestMs} ms per request, /healthz/live ≤ ${GOALS.liveMs} ms meanwhile, linear growth\n`,
  );
  const results = [];
  for (const costClass of classes) {
    const result = await runClass(server.url, costClass);
    print(result);
    results.push(result);
  }
  await server.stop();
  const armor = compareWithArmor();
  console.log(
    '\nOur limit rules against graphql-armor (max-depth, max-directives, cost-limit), check time per document, median ms:',
  );
  for (const row of armor)
    console.log(
      `  ${row.document.padEnd(32)} ours ${String(row.oursMs).padStart(7)}   graphql-armor ${String(row.armorMs).padStart(7)}`,
    );
  const missed = results.filter((result) => !result.met).map((result) => result.name);
  console.log(
    `\n${results.length - missed.length} of ${results.length} classes within the goals${missed.length ? `; missed: ${missed.join(', ')}` : ''}`,
  );
  // A 5xx or a class no limit refuses is a broken server, whatever the times.
  const broken = results.filter(
    (result) => result.faults > 0 || !(result.refusal?.status >= 400 && result.refusal?.status < 500),
  );
  if (broken.length) {
    console.error(`Broken (a 5xx, or never refused): ${broken.map((result) => result.name).join(', ')}`);
    process.exitCode = 1;
  }
  if (SMOKE) return;
  const file = path.join(resultsDir, 'cost.json');
  const environment = { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model };
  await writeFile(
    file,
    JSON.stringify(
      { when: new Date().toISOString(), ...environment, repeats: REPEATS, goals: GOALS, results, armor },
      null,
      2,
    ),
  );
  console.log(`Written ${path.relative(process.cwd(), file)}`);
}

await runBenchmark(main, 'The cost benchmark');
