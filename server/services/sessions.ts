import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../schema/ids';
import { SESSION_MAX_AGE_SECONDS } from '../../schema/limits';
import { User } from '../entities';

/**
 * The session's user, read on every request that carries a session: a hot read, so plain SQL
 * (docs/ARCHITECTURE.md "Reading the database"). `select *` and `em.map` name no column here: every
 * column of the table becomes its entity property through the entity's metadata, so a column added
 * to User is read like any other (server/services/sessions.test.ts checks each property).
 */
const USER_BY_ID_SQL = 'select * from "user" where "id" = ? limit 1';

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
  const [row] = await em.execute<Array<Record<string, unknown>>>(USER_BY_ID_SQL, [claims.uid]);
  if (!row) return null;
  // Managed by the request's EntityManager, as findOne would return it: services may change and flush it.
  const user = em.map(User, row);
  return user.sessionVersion === claims.sv ? user : null;
}
