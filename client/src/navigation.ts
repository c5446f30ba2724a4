import type { CurrentUser } from './graphql/currentUser';

/** Location state that marks "just logged out" on the navigation to /login. */
export const LOGGED_OUT_STATE = { loggedOut: true } as const;

/** True when a location's state is the logout marker. */
export function isLoggedOutState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { loggedOut?: unknown }).loggedOut === true;
}

/** Where a signed-in user belongs after logging in (SPEC.md §6: admins go to their dashboard). */
export function homePathFor(user: Pick<CurrentUser, 'isAdmin'>): string {
  return user.isAdmin ? '/admin' : '/';
}
