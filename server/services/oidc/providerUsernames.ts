import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../../schema/limits';
import { User } from '../../entities';
import type { ProviderClaims } from './oidcClient';

const NOT_USERNAME_CHARACTERS = /[^A-Za-z0-9._-]+/g;

function cleaned(candidate: string | null): string | null {
  if (!candidate) return null;
  const username = candidate
    .replace(/\s+/g, '.')
    .replace(NOT_USERNAME_CHARACTERS, '')
    .replace(/^[._-]+/, '')
    .slice(0, USERNAME_MAX_LENGTH);
  return username.length >= USERNAME_MIN_LENGTH ? username : null;
}

/** Usernames the claims suggest, best first: preferred username, the email's local part, the name. */
function suggestions(claims: ProviderClaims): string[] {
  const raw = [claims.preferredUsername, claims.email?.split('@')[0] ?? null, claims.name];
  const usable = [...new Set(raw.map(cleaned).filter((username): username is string => username !== null))];
  return usable.length ? usable : ['musician'];
}

async function isFree(em: EntityManager, username: string): Promise<boolean> {
  return (await em.count(User, { [sql.lower('username')]: username.toLowerCase() })) === 0;
}

/**
 * A username no account has yet, made from the provider's claims (registration's rules: 3–32 of
 * letters, digits, '.', '_' and '-'); a taken one gets a number: drummer, drummer2, drummer3, ...
 */
export async function freeUsernameFor(em: EntityManager, claims: ProviderClaims): Promise<string> {
  const candidates = suggestions(claims);
  for (const candidate of candidates) {
    if (await isFree(em, candidate)) return candidate;
  }
  const base = candidates[0]!;
  for (let number = 2; ; number++) {
    const suffix = String(number);
    const candidate = base.slice(0, USERNAME_MAX_LENGTH - suffix.length) + suffix;
    if (await isFree(em, candidate)) return candidate;
  }
}
