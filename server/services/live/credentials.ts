import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../entities';
import { userOfApiToken } from '../apiTokens';
import { userOfSession, type SessionClaims } from '../sessions';

/** How a socket proved who is on it; kept to check again before every event. */
export type SocketCredentials =
  { kind: 'session'; claims: SessionClaims } | { kind: 'token'; token: string } | { kind: 'anonymous' };

/**
 * The socket's user as of now, or null when the credential no longer holds: the user was
 * deleted, signed out everywhere or changed their password (session version), or the token was
 * revoked or expired. Checked before each event a subscription sends.
 */
export async function viewerNow(em: EntityManager, credentials: SocketCredentials): Promise<User | null> {
  if (credentials.kind === 'session') return userOfSession(em, credentials.claims);
  if (credentials.kind === 'token') return (await userOfApiToken(em, credentials.token))?.user ?? null;
  return null;
}
