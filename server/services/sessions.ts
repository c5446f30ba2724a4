import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../schema/ids';
import { SESSION_MAX_AGE_SECONDS } from '../../schema/limits';
import { CompiledQuery, parameter, selectAs } from '../db/compiledQuery';
import { User } from '../entities';

type UserRow = Pick<User, 'id' | 'username' | 'email' | 'displayName' | 'phoneNumber' | 'bio' | 'profileImage' | 'isAdmin' | 'passwordHash' | 'sessionVersion' | 'createdAt' | 'updatedAt'>;

// Runs on every request that carries a session: compiled once (see CompiledQuery).
const userById = new CompiledQuery<{ id: string }, UserRow>(
  (em) =>
    em
      .createQueryBuilder(User, 'u')
      .select(selectAs(em, User, 'u', ['id', 'username', 'email', 'displayName', 'phoneNumber', 'bio', 'profileImage', 'isAdmin', 'passwordHash', 'sessionVersion', 'createdAt', 'updatedAt']))
      .where({ id: parameter('id') }),
  ['createdAt', 'updatedAt'],
);

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
  const row = await userById.first(em, { id: claims.uid });
  if (!row || row.sessionVersion !== claims.sv) return null;
  // Managed by the request's EntityManager, as findOne would return it: services may change and flush it.
  return em.merge(User, row);
}
