import type { User } from '../entities';

/** The user as the REST door shows it to the user themself (GET /api/auth/me, login, register). */
export interface UserJson {
  id: string;
  username: string;
  email: string;
  displayName: string | null;
  isAdmin: boolean;
  createdAt: string;
}

/** Shapes a user for REST output; secrets (hash, session version) are never copied. */
export function presentUser(user: User): UserJson {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    displayName: user.displayName ?? null,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
  };
}
