import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../schema/ids';
import { SESSION_MAX_AGE_SECONDS } from '../../schema/limits';
import { User } from '../entities';

/** What a session cookie says about its user (DESIGN.md §5: ids and versions, never a role). */
export interface SessionClaims {
  uid?: unknown;
  /** The user's sessionVersion when the session started. */
  sv?: unknown;
  /** Issued-at, seconds since the epoch. */
  iat?: unknown;
}

/** Seconds since the epoch. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * The user a session belongs to, loaded from the database (the role always comes from the row).
 * Null when the claims name no user, the session is older than 30 days, the user is gone, or its
 * session version changed since (logout, password change, ...): such a session is anonymous.
 */
export async function userOfSession(em: EntityManager, claims: SessionClaims): Promise<User | null> {
  if (!isUuid(claims.uid)) return null;
  if (typeof claims.iat !== 'number' || nowSeconds() - claims.iat > SESSION_MAX_AGE_SECONDS) return null;
  const user = await em.findOne(User, { id: claims.uid });
  return user && user.sessionVersion === claims.sv ? user : null;
}
