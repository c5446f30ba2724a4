import type { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { createTestDatabase, dropDatabaseNow } from '../../../testkit/testDatabase';
import { openOrm } from '../../db/orm';
import { useTestOrm } from '../../test/testOrm';
import { deleteExpiredRows, type DeletedRows } from './expiredRows';
import { sweepExpiredRows, TABLE_SWEEP_LOCK } from './sweepExpiredRows';
import { startTableSweeper } from './tableSweeper';

// The sweeper as main.ts starts it (startTableSweeper on the app's ORM), two instances sweeping
// one database at once, and a database that goes away under a running sweeper.

const db = useTestOrm();

async function sql<Row extends object = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<Row[]> {
  const pool = await db.orm.em.getConnection().getNativeClient();
  return (await pool.query<Row>(text, params)).rows;
}
const failureCount = async () => (await sql<{ n: number }>(`select count(*)::int as "n" from "login_failure"`))[0]!.n;

/** `count` failures outside the rate-limit window and `fresh` inside it. */
async function insertFailures(count: number, fresh = 0): Promise<void> {
  await sql(
    `insert into "login_failure" ("account_key", "ip", "created_at") select 'user:' || i, '10.0.0.1', now() - interval '1 hour' from generate_series(1, $1::int) i`,
    [count],
  );
  await sql(
    `insert into "login_failure" ("account_key", "ip") select 'user:' || i, '10.0.0.1' from generate_series(1, $1::int) i`,
    [fresh],
  );
}

/** Resolves with what each of the next `count` sweeps reported; `onSweep` goes to startTableSweeper. */
function sweepsReported(count: number): {
  onSweep: (deleted: DeletedRows | null) => void;
  reports: Promise<Array<DeletedRows | null>>;
} {
  const seen: Array<DeletedRows | null> = [];
  let done!: (reports: Array<DeletedRows | null>) => void;
  const reports = new Promise<Array<DeletedRows | null>>((resolve) => (done = resolve));
  return { onSweep: (deleted) => (seen.push(deleted), seen.length === count && done(seen)), reports };
}

beforeEach(() => sql(`delete from "login_failure"`));

describe('startTableSweeper', () => {
  it('sweeps as soon as main.ts starts it, with no options', async () => {
    await insertFailures(200, 5);
    const sweeper = startTableSweeper(db.orm);
    try {
      while ((await failureCount()) > 5) await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      await sweeper.stop();
    }
    expect(await failureCount()).toBe(5);
  });

  it('sweeps at once and then on every interval, until stopped', async () => {
    await insertFailures(300, 5);
    const first = sweepsReported(1);
    let onSweep = first.onSweep;
    const sweeper = startTableSweeper(db.orm, { intervalMs: 20, onSweep: (deleted) => onSweep(deleted) });
    try {
      expect((await first.reports)[0]?.login_failure).toBe(300);
      expect(await failureCount()).toBe(5);

      await insertFailures(40);
      // The second sweep reported from here on started after the insert.
      const later = sweepsReported(2);
      onSweep = later.onSweep;
      await later.reports;
      expect(await failureCount()).toBe(5);
    } finally {
      await sweeper.stop();
    }
  });

  it('logs one line per failed sweep when the database is gone, and keeps the process alive', async () => {
    const database = await createTestDatabase();
    const orm: MikroORM = await openOrm(database.url);
    // Connected before the outage, as the app is (it migrates first): MikroORM creates a missing
    // database when it first connects.
    await orm.connect();
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      await dropDatabaseNow(database.name);
      const lines: string[] = [];
      let twoLines!: () => void;
      const logged = new Promise<void>((resolve) => (twoLines = resolve));
      const sweeper = startTableSweeper(orm, {
        intervalMs: 20,
        log: (line) => (lines.push(line), lines.length === 2 && twoLines()),
      });
      await logged;
      await sweeper.stop();
      for (const line of lines) expect(line).toMatch(/^\[sweep\] could not delete expired rows: [^\n]+$/);
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
      await orm.close(true);
    }
  });
});

describe('two instances', () => {
  let other: MikroORM;
  beforeAll(async () => {
    other = await openOrm(db.orm.config.get('clientUrl')!);
  });
  afterAll(() => other.close(true));

  it('sweep one database at once without errors, deleting each row once', async () => {
    for (let round = 0; round < 5; round++) {
      await insertFailures(3000, 10);
      const results = await Promise.all([db.orm, other].map((orm) => sweepExpiredRows(orm, { batchSize: 200 })));
      expect(results.reduce((sum, deleted) => sum + (deleted?.login_failure ?? 0), 0)).toBe(3000);
      expect(await failureCount()).toBe(10);
      await sql(`delete from "login_failure"`);
    }
  });

  it('leave the sweep to the instance holding the lock', async () => {
    await insertFailures(50);
    const holder = new Client({ connectionString: db.orm.config.get('clientUrl')! });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [TABLE_SWEEP_LOCK]);
      expect(await sweepExpiredRows(other)).toBeNull();
      expect(await failureCount()).toBe(50);
    } finally {
      await holder.end();
    }
    expect((await sweepExpiredRows(other))?.login_failure).toBe(50);
  });

  it('delete each row once even without the lock (each batch skips rows another is deleting)', async () => {
    await insertFailures(3000, 10);
    const pools = await Promise.all([db.orm, other].map((orm) => orm.em.getConnection().getNativeClient()));
    const clients = await Promise.all(pools.map((pool) => pool.connect()));
    try {
      const results = await Promise.all(clients.map((client) => deleteExpiredRows(client, { batchSize: 100 })));
      expect(results[0]!.login_failure + results[1]!.login_failure).toBe(3000);
      expect(await failureCount()).toBe(10);
    } finally {
      for (const client of clients) client.release();
    }
  });
});
