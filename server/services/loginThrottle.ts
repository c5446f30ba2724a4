import type { EntityManager } from '@mikro-orm/postgresql';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP, LOGIN_FAILURE_WINDOW_SECONDS } from '../../schema/limits';
import { TooManyRequests } from '../errors/appErrors';

/** Message of the 429 answer; Retry-After says how long to wait. */
export const TOO_MANY_LOGIN_ATTEMPTS = 'Too many failed login attempts. Please try again later.';

/** Key of the per-account bucket: the user id when the account exists, else the typed identifier. */
export function accountKeyFor(userId: string | undefined, identifier: string): string {
  return userId ? `user:${userId}` : `name:${identifier.trim().toLowerCase()}`;
}

interface WindowCount {
  failures: number;
  retry_after: number | null;
}

async function countRecentFailures(em: EntityManager, column: 'account_key' | 'ip', value: string): Promise<WindowCount> {
  const [row] = await em.execute<WindowCount[]>(
    `select count(*)::int as failures,
            ceil(extract(epoch from (min(created_at) + make_interval(secs => ?) - now())))::int as retry_after
       from login_failure
      where ${column} = ? and created_at > now() - make_interval(secs => ?)`,
    [LOGIN_FAILURE_WINDOW_SECONDS, value, LOGIN_FAILURE_WINDOW_SECONDS],
  );
  return row ?? { failures: 0, retry_after: null };
}

/**
 * Throws 429 while the account or the client address has used up its failed attempts in the
 * current window, even before the password is checked: a right password does not lift the block.
 */
export async function assertLoginAllowed(em: EntityManager, accountKey: string, ip: string): Promise<void> {
  const buckets: Array<[WindowCount, number]> = [
    [await countRecentFailures(em, 'account_key', accountKey), LOGIN_FAILURES_PER_ACCOUNT],
    [await countRecentFailures(em, 'ip', ip), LOGIN_FAILURES_PER_IP],
  ];
  const blocked = buckets.filter(([count, limit]) => count.failures >= limit);
  if (blocked.length) {
    const retryAfter = Math.max(1, ...blocked.map(([count]) => count.retry_after ?? LOGIN_FAILURE_WINDOW_SECONDS));
    throw new TooManyRequests(TOO_MANY_LOGIN_ATTEMPTS, retryAfter);
  }
}

/** Counts one failed attempt against both buckets. */
export async function recordLoginFailure(em: EntityManager, accountKey: string, ip: string): Promise<void> {
  await em.execute('insert into login_failure (account_key, ip) values (?, ?)', [accountKey, ip]);
}

/** A successful login forgets the account's earlier failures (the address bucket keeps counting). */
export async function clearAccountFailures(em: EntityManager, accountKey: string): Promise<void> {
  await em.execute('delete from login_failure where account_key = ?', [accountKey]);
}
