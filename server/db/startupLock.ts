import { Client } from 'pg';

/** The advisory lock key every instance takes before it migrates and seeds (any fixed number shared by all instances). */
const STARTUP_LOCK_KEY = 7_311_000;

/**
 * Runs `prepare` (migrations, seeding) while holding a database-wide advisory lock, so instances
 * started together against one database prepare it one after the other: the first migrates, the
 * others find nothing left to do. The lock lives on a connection of its own, outside the pool, and
 * ends with it even if this process dies.
 */
export async function withStartupLock<T>(databaseUrl: string, prepare: () => Promise<T>): Promise<T> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await prepare();
  } finally {
    await lock.end();
  }
}
