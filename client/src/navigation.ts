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

/** The query parameter that says where a visitor sent to sign in was going. */
export const NEXT_PARAM = 'next';

const ORIGIN = 'https://app.invalid';
const SIGN_IN_PATHS = new Set(['/login', '/register']);

function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
}

/**
 * `value` as a path of this app to continue to after signing in, or null when it is missing or
 * could lead anywhere else: only a path starting with one '/', without backslashes or control
 * characters (`//evil.example`, `/\evil`, `https://…`, `javascript:` are all refused), and not
 * the sign-in pages themselves.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value))
    return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || SIGN_IN_PATHS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The safe `next` path carried by a query string (`?next=…`), if any. */
export function nextPathIn(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM));
}

/** `path` (e.g. /login) carrying on the `next` of the current query string, when it has a safe one. */
export function withNextFrom(path: string, search: string): string {
  const next = nextPathIn(search);
  return next ? `${path}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : path;
}

/** Where a visitor on a private page is sent (SPEC.md §2: to /), remembering the page to come back to. */
export function landingFor(privatePath: string): string {
  const next = safeNextPath(privatePath);
  return next && next !== '/' ? `/?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : '/';
}
