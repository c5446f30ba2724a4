import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../entities';
import { createUser } from './accounts';

/** A seeded account whose password was generated (to print once) rather than configured. */
export interface GeneratedCredential {
  username: string;
  password: string;
}

const SEED_USERS = [
  { username: 'admin', email: 'admin@music-iqueue.local', displayName: 'Administrator', isAdmin: true, envName: 'adminPassword' },
  { username: 'demo', email: 'demo@music-iqueue.local', displayName: 'Demo User', isAdmin: false, envName: 'demoPassword' },
] as const;

/**
 * Creates `admin` (an administrator) and `demo` once. Passwords come from ADMIN_PASSWORD /
 * DEMO_PASSWORD, else are generated and returned so start-up can print them once.
 */
export async function seedUsers(
  em: EntityManager,
  passwords: { adminPassword?: string; demoPassword?: string },
): Promise<GeneratedCredential[]> {
  const generated: GeneratedCredential[] = [];
  for (const seed of SEED_USERS) {
    if (await em.count(User, { username: seed.username })) continue;
    const configured = passwords[seed.envName];
    const password = configured ?? randomBytes(12).toString('base64url');
    await createUser(em, { ...seed, password });
    if (!configured) generated.push({ username: seed.username, password });
  }
  return generated;
}
