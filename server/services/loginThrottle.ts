import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP, LOGIN_FAILURE_WINDOW_SECONDS } from '../../schema/limits';
import { LoginFailure } from '../entities';
import { TooManyRequests } from '../errors/appErrors';

/** Message of the 429 answer; Retry-After says how long to wait. */
export const TOO_MANY_LOGIN_ATTEMPTS = 'Too many failed login attempts. Please try again later.';

/** Key of the per-account bucket: the user id when the account exists, else the typed identifier. */
export function accountKeyFor(userId: string | undefined, identifier: string): string {
  return userId ? `user:${userId}` : `name:${identifier.trim().toLowerCase()}`;
}

interface WindowCount {
  failures: number;
  /** Seconds until the oldest failure in the window leaves it; null when there is none. */
  retryAfter: number | null;
}

/** Failures of one bucket in the current window, timed by the database clock so every instance agrees. */
async function countRecentFailures(
  em: EntityManager,
  bucket: { accountKey: string } | { ip: string },
): Promise<WindowCount> {
  const windowStart = raw('now() - make_interval(secs => ?)', [LOGIN_FAILURE_WINDOW_SECONDS]);
  const row = await em
    .createQueryBuilder(LoginFailure, 'f')
    .select([
      raw('count(*)::int as "failures"'),
      // Date arithmetic on the database clock has no ORM equivalent.
      raw('ceil(extract(epoch from (min("f"."created_at") + make_interval(secs => ?) - now())))::int as "retryAfter"', [
        LOGIN_FAILURE_WINDOW_SECONDS,
      ]),
    ])
    .where({ ...bucket, createdAt: { $gt: windowStart } })
    .execute<WindowCount | null>('get', false);
  return row ?? { failures: 0, retryAfter: null };
}

/**
 * Throws 429 while the account or the client address has used up its failed attempts in the
 * current window, even before the password is checked: a right password does not lift the block.
 */
export async function assertLoginAllowed(em: EntityManager, accountKey: string, ip: string): Promise<void> {
  const buckets: Array<[WindowCount, number]> = [
    [await countRecentFailures(em, { accountKey }), LOGIN_FAILURES_PER_ACCOUNT],
    [await countRecentFailures(em, { ip }), LOGIN_FAILURES_PER_IP],
  ];
  const blocked = buckets.filter(([count, limit]) => count.failures >= limit);
  if (blocked.length) {
    const retryAfter = Math.max(1, ...blocked.map(([count]) => count.retryAfter ?? LOGIN_FAILURE_WINDOW_SECONDS));
    throw new TooManyRequests(TOO_MANY_LOGIN_ATTEMPTS, retryAfter);
  }
}

/** Throws 429 while the client address has used up its failed attempts (logins and API tokens alike). */
export async function assertAddressAllowed(em: EntityManager, ip: string): Promise<void> {
  const count = await countRecentFailures(em, { ip });
  if (count.failures >= LOGIN_FAILURES_PER_IP) {
    throw new TooManyRequests(TOO_MANY_LOGIN_ATTEMPTS, Math.max(1, count.retryAfter ?? LOGIN_FAILURE_WINDOW_SECONDS));
  }
}

/** Counts one failed attempt against both buckets. */
export async function recordLoginFailure(em: EntityManager, accountKey: string, ip: string): Promise<void> {
  await em.insert(LoginFailure, { accountKey, ip });
}

/** A successful login forgets the account's earlier failures (the address bucket keeps counting). */
export async function clearAccountFailures(em: EntityManager, accountKey: string): Promise<void> {
  await em.nativeDelete(LoginFailure, { accountKey });
}
