// npm run bench:admin: the admin lists at scale. Seeds 10 users and 10 playlists, measures the first
// page and a search of both lists, then grows the data to 10,000 users and 50,000 playlists (100,000
// tracks) and measures again. Prints the time per request (median and p95 of sequential requests,
// loopback round trip: an upper bound of the server time) and the SQL statements each request sends,
// which must be the same at both sizes. Writes bench/results/admin.json.
import { createRequire } from 'node:module';
import pg from 'pg';
import { prepareEmptyDatabase, runBenchmark, signIn, startAppInProcess } from './lib/environment.mjs';
import { writeResultFile } from './lib/report.mjs';
import { announceSmoke, sized, SMOKE } from './lib/smoke.mjs';

const require = createRequire(import.meta.url);
const { hashPassword } = require('../dist/server/security/passwords.js');

const TARGET_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? sized(40, 2));
/** The large size: users, playlists (a smoke run grows a little, to check the statement counts all the same). */
const LARGE = sized([10_000, 50_000], [60, 200]);
const ADMIN = { username: 'benchadmin', password: 'bench-admin-password-0123' };
const uuidOf = (kind, n) => `md5('${kind}-' || ${n})::uuid`;

/** Adds users [from, to) and playlists [from, to) with two tracks each, by set-based SQL. */
async function grow(client, users, playlists, passwordHash) {
  await client.query(
    `insert into "user" (id, username, email, display_name, password_hash, created_at, updated_at)
     select ${uuidOf('user', 'i')}, 'member' || lpad(i::text, 5, '0'), 'member' || i || '@bench.example', 'Band Member ' || i, $1,
            now() - i * interval '1 minute', now()
       from generate_series($2::int, $3::int - 1) i`,
    [passwordHash, users[0], users[1]],
  );
  await client.query(
    `insert into playlist (id, owner_id, name, description, created_at, updated_at)
     select ${uuidOf('playlist', 'j')}, case when j % 10 = 0 then null else ${uuidOf('user', `(j % ${users[1]})`)} end,
            'Set list ' || j, 'Songs for gig ' || j, now() - j * interval '1 second', now()
       from generate_series($1::int, $2::int - 1) j`,
    [playlists[0], playlists[1]],
  );
  await client.query(
    `insert into track (id, playlist_id, position, name, artist, bpm, bpm_source)
     select ${uuidOf('track', 't')}, ${uuidOf('playlist', '(t / 2)')}, t % 2, 'Song ' || t, 'Artist ' || (t % 500), 60 + t % 140, 'manual'
       from generate_series($1::int * 2, $2::int * 2 - 1) t`,
    [playlists[0], playlists[1]],
  );
  await client.query('analyze');
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(baseUrl, session, statements, name, pathAndQuery) {
  const times = [];
  let perRequest;
  for (let run = 0; run < RUNS + 3; run++) {
    statements.count = 0;
    const started = performance.now();
    const response = await fetch(`${baseUrl}${pathAndQuery}`, { headers: { cookie: session } });
    const rows = await response.json();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${name}: ${response.status} ${JSON.stringify(rows)}`);
    if (run >= 3) times.push(elapsed);
    perRequest = statements.count;
    if (run === 0) console.log(`  ${name}: ${rows.length} rows of ${response.headers.get('x-total-count')}`);
    if (run === 0 && process.env.BENCH_SQL) console.log(statements.last);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    medianMs: Number(percentile(times, 50).toFixed(2)),
    p95Ms: Number(percentile(times, 95).toFixed(2)),
    statements: perRequest,
  };
}

const REQUESTS = [
  ['users: first page', '/api/admin/users'],
  ['users: search', '/api/admin/users?q=member0999'],
  ['playlists: first page', '/api/admin/playlists'],
  ['playlists: search', '/api/admin/playlists?q=Set%20list%2012345'],
  ['playlists: most tracks first', '/api/admin/playlists?sort=-trackCount&limit=50'],
];

async function main() {
  announceSmoke('bench:admin');
  const databaseUrl = await prepareEmptyDatabase('admin');
  const statements = { count: 0 };
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  const passwordHash = await hashPassword(ADMIN.password);
  await client.query(
    `insert into "user" (id, username, email, password_hash, is_admin, created_at, updated_at) values (gen_random_uuid(), $1, 'admin@bench.example', $2, true, now(), now())`,
    [ADMIN.username, passwordHash],
  );
  await grow(client, [0, 10], [0, 10], passwordHash);

  const { baseUrl } = await startAppInProcess(databaseUrl, {
    debug: ['query'],
    logger: (message) => {
      statements.count += 1;
      if (process.env.BENCH_SQL) statements.last = message;
    },
  });
  const session = (await signIn(baseUrl, ADMIN)).cookie;

  const sizes = [];
  for (const [users, playlists] of [[10, 10], LARGE]) {
    if (users > 10) {
      console.log(`Growing to ${users} users and ${playlists} playlists ...`);
      await grow(client, [10, users], [10, playlists], passwordHash);
    }
    console.log(`\n${users} users, ${playlists} playlists:`);
    const results = [];
    for (const [name, url] of REQUESTS) results.push(await measure(baseUrl, session, statements, name, url));
    for (const row of results)
      console.log(
        `  ${row.name.padEnd(30)} median ${String(row.medianMs).padStart(6)} ms   p95 ${String(row.p95Ms).padStart(6)} ms   ${row.statements} SQL statements`,
      );
    sizes.push({ users, playlists, results });
  }
  await client.end();
  const [small, large] = sizes;
  const sameStatements = small.results.every((row, index) => row.statements === large.results[index].statements);
  const withinTarget = large.results
    .filter((row) => !row.name.includes('most tracks'))
    .every((row) => row.medianMs <= TARGET_MS);
  console.log(`\nSame number of statements at 10 and at ${LARGE[0]} rows: ${sameStatements ? 'yes' : 'NO'}`);
  console.log(
    `First pages and searches within ${TARGET_MS} ms at ${LARGE[0]} users / ${LARGE[1]} playlists: ${withinTarget ? 'yes' : 'NO'}`,
  );
  // More statements at the larger size is a query per row: a broken check, not a slow figure.
  if (!sameStatements) process.exitCode = 1;
  if (SMOKE) return;
  await writeResultFile('admin', { runs: RUNS, targetMs: TARGET_MS, sameStatements, withinTarget, sizes });
}

await runBenchmark(main, 'bench:admin');
