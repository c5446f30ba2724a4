import type { MikroORM } from '@mikro-orm/postgresql';
import { deleteExpiredRows, type DeletedRows, type SweepOptions } from './expiredRows';

/** The advisory lock key of the table sweep (any fixed number shared by all instances; see db/startupLock.ts). */
export const TABLE_SWEEP_LOCK = 7_311_002;

/**
 * One sweep (see {@link deleteExpiredRows}) by whichever instance takes the advisory lock first;
 * resolves null when another instance is sweeping. The lock is a session lock on one pooled
 * connection, so the deletes can commit batch by batch while it is held.
 */
export async function sweepExpiredRows(orm: MikroORM, options: SweepOptions = {}): Promise<DeletedRows | null> {
  const pool = await orm.em.getConnection().getNativeClient();
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as "locked"', [
      TABLE_SWEEP_LOCK,
    ]);
    if (!rows[0]?.locked) return null;
    const deleted = await deleteExpiredRows(client, options);
    await client.query('select pg_advisory_unlock($1)', [TABLE_SWEEP_LOCK]);
    return deleted;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // After a failure the connection may still hold the lock: the pool closes it instead of reusing it.
    client.release(failure);
  }
}
