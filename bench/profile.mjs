// npm run bench:profile: where one playlist read spends its CPU, through each door. Serves the
// benchmark playlist (bench/README.md) to a steady load, records a V8 CPU profile of the server and
// its CPU time per request, then prints the self time by package and by function. Writes
// bench/results/profile-<door>.cpuprofile (open in Chrome DevTools › Performance, or speedscope)
// and bench/results/profile.json.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { playlistRequests, prepareDatabase, signIn, startServer, runBenchmark } from './lib/environment.mjs';
import { summarizeProfile } from './lib/profileSummary.mjs';

const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const resultsDir = path.join(import.meta.dirname, 'results');

async function profileDoor(door, databaseUrl, playlistId) {
  const server = await startServer('ours', [databaseUrl]);
  const request = playlistRequests(server.url, playlistId, await signIn(server.url))[door];
  await autocannon({ ...request, connections: CONNECTIONS, duration: 3 }); // warm-up: JIT, caches, pool
  const result = await server.profile(async () => {
    const run = await autocannon({ ...request, connections: CONNECTIONS, duration: SECONDS });
    if (run.non2xx || run.errors) throw new Error(`${door}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
  });
  await server.stop();
  await writeFile(path.join(resultsDir, `profile-${door}.cpuprofile`), JSON.stringify(result.profile));
  const summary = summarizeProfile(result.profile);
  const cpuMicrosPerRequest = Math.round(result.cpuMicros / result.requests);
  console.log(`\n${door.toUpperCase()}: ${result.requests} requests, ${cpuMicrosPerRequest} µs of server CPU per request`);
  console.log('  self time by package:');
  for (const row of summary.byPackage.slice(0, 12)) console.log(`    ${row.share.toFixed(1).padStart(5)} %  ${row.name}`);
  console.log('  self time by function (top 15):');
  for (const row of summary.byFunction.slice(0, 15)) console.log(`    ${row.share.toFixed(1).padStart(5)} %  ${row.name}`);
  return { door, requests: result.requests, cpuMicrosPerRequest, byPackage: summary.byPackage.slice(0, 20), byFunction: summary.byFunction.slice(0, 40) };
}

async function main() {
  await mkdir(resultsDir, { recursive: true });
  const { databaseUrl, playlistId } = await prepareDatabase();
  const doors = [];
  for (const door of ['rest', 'graphql']) doors.push(await profileDoor(door, databaseUrl, playlistId));
  const file = path.join(resultsDir, 'profile.json');
  await writeFile(file, JSON.stringify({ when: new Date().toISOString(), node: process.version, seconds: SECONDS, connections: CONNECTIONS, doors }, null, 2));
  console.log(`\nWritten ${path.relative(process.cwd(), file)} and bench/results/profile-{rest,graphql}.cpuprofile`);
}

await runBenchmark(main, 'Profiling');
