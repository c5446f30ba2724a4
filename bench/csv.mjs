// npm run bench:csv: importing a set list from CSV (goal: "a 500-row file imports in < 2 s").
// Starts the real app on an embedded PostgreSQL, signs in, and sends a 500-row and a 1,000-row CSV to
// POST /api/playlists/{id}/tracks.csv — first with ?dryRun=true (checked, nothing written), then for
// real into a new empty playlist each run. Prints the median and worst time per request (loopback
// round trip: an upper bound of the server time) and writes bench/results/csv.json.
import { createRequire } from 'node:module';
import pg from 'pg';
import { prepareEmptyDatabase, runBenchmark, signIn, startAppInProcess } from './lib/environment.mjs';
import { writeResultFile } from './lib/report.mjs';
import { announceSmoke, sized, SMOKE } from './lib/smoke.mjs';

const require = createRequire(import.meta.url);
const { hashPassword } = require('../dist/server/security/passwords.js');

const TARGET_MS = 2000;
const RUNS = Number(process.env.BENCH_RUNS ?? sized(10, 1));
/** File sizes in rows: the goal's 500 first (a smoke run sends small files through the same path). */
const SIZES = sized([500, 1000], [20, 40]);
const USER = { username: 'benchband', password: 'bench-band-password-0123' };

/** A set list of `rows` songs as a user's spreadsheet would export it: notes with commas and quotes, every source. */
function csvOf(rows) {
  const sources = ['manual', 'tap', 'detected', 'lookup'];
  const lines = ['name,artist,bpm,bpm_source,notes'];
  for (let row = 0; row < rows; row++) {
    lines.push(
      `Song ${row},"Band, The",${60 + (row % 180)},${sources[row % sources.length]},"Capo ${row % 5}, ""big"" ending"`,
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function newPlaylist(baseUrl, headers, name) {
  const response = await fetch(`${baseUrl}/api/playlists`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers() },
    body: JSON.stringify({ name }),
  });
  if (response.status !== 201) throw new Error(`create playlist: ${response.status}`);
  return (await response.json()).id;
}

async function timeImport(baseUrl, headers, playlistId, csv, dryRun) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/playlists/${playlistId}/tracks.csv${dryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...headers() },
    body: csv,
  });
  const body = await response.json();
  const elapsed = performance.now() - started;
  if (!response.ok)
    throw new Error(`import ${dryRun ? '(dry run) ' : ''}${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { elapsed, body };
}

async function measure(baseUrl, headers, rows, dryRun) {
  const csv = csvOf(rows);
  const times = [];
  let playlistId = await newPlaylist(baseUrl, headers, `Warm-up ${rows}`);
  await timeImport(baseUrl, headers, playlistId, csv, dryRun);
  for (let run = 0; run < RUNS; run++) {
    if (!dryRun) playlistId = await newPlaylist(baseUrl, headers, `Import ${rows} #${run}`);
    const { elapsed, body } = await timeImport(baseUrl, headers, playlistId, csv, dryRun);
    const count = dryRun ? body.rows : body.trackCount;
    if (count !== rows) throw new Error(`expected ${rows} rows, got ${count}`);
    times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const row = {
    rows,
    dryRun,
    bytes: Buffer.byteLength(csv),
    medianMs: Number(percentile(times, 50).toFixed(1)),
    maxMs: Number(times.at(-1).toFixed(1)),
  };
  console.log(
    `  ${String(rows).padStart(5)} rows ${dryRun ? 'dry run' : 'import '}  median ${String(row.medianMs).padStart(7)} ms   worst ${String(row.maxMs).padStart(7)} ms   (${row.bytes} bytes)`,
  );
  return row;
}

async function main() {
  announceSmoke('bench:csv');
  const databaseUrl = await prepareEmptyDatabase('csv');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into "user" (id, username, email, password_hash, created_at, updated_at) values (gen_random_uuid(), $1, 'band@bench.example', $2, now(), now())`,
    [USER.username, await hashPassword(USER.password)],
  );
  await client.end();

  const { baseUrl } = await startAppInProcess(databaseUrl);
  const session = await signIn(baseUrl, USER);
  const headers = () => ({ cookie: session.cookie, 'x-xsrf-token': session.xsrf });

  console.log(`CSV import, ${RUNS} runs each after one warm-up:`);
  const results = [];
  for (const rows of SIZES) {
    results.push(await measure(baseUrl, headers, rows, true));
    results.push(await measure(baseUrl, headers, rows, false));
  }
  if (SMOKE) return;
  const fiveHundred = results.find((row) => row.rows === 500 && !row.dryRun);
  const met = fiveHundred.maxMs < TARGET_MS;
  console.log(`\n500-row import under ${TARGET_MS} ms (worst run): ${met ? 'yes' : 'NO'}`);
  await writeResultFile('csv', { runs: RUNS, targetMs: TARGET_MS, met, results });
}

await runBenchmark(main, 'bench:csv');
