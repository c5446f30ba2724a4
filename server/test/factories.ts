import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../entities';
import { createUser } from '../services/accounts';

/** Password every factory-made user has unless a test says otherwise. */
export const DEFAULT_PASSWORD = 'correct-horse-battery';

/** Creates a real user row; unique username and email unless given. */
export async function buildUser(
  em: EntityManager,
  overrides: Partial<{ username: string; email: string; password: string; displayName: string | null; isAdmin: boolean }> = {},
): Promise<{ user: User; password: string }> {
  const suffix = randomBytes(4).toString('hex');
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const user = await createUser(em.fork(), {
    username: overrides.username ?? `user_${suffix}`,
    email: overrides.email ?? `user_${suffix}@example.test`,
    displayName: overrides.displayName ?? null,
    isAdmin: overrides.isAdmin ?? false,
    password,
  });
  return { user, password };
}
