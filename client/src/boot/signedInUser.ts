import type { CurrentUser } from '../graphql/currentUser';
import { readRememberedUser } from '../offline/savedCopies';

/**
 * The `CurrentUser` query (client/src/graphql/auth.graphql) as text, so the first page load can ask
 * who is signed in without loading Apollo and the GraphQL parser. signedInUser.test.ts checks it is
 * the same operation as the generated document.
 */
export const CURRENT_USER_QUERY =
  'query CurrentUser { me { ...CurrentUser } } fragment CurrentUser on User { id username email displayName phoneNumber bio profileImageUrl isAdmin __typename }';

/**
 * Asks the server who is signed in (a GET, which also brings the session and anti-forgery cookies).
 * Null for a visitor — and when the check fails, as SPEC.md §4 says ("otherwise not authenticated").
 * One exception: when no answer comes back at all (offline), the app opens as the user last signed
 * in here, who never logged out, so their generator and saved playlists work without a network.
 */
export async function fetchSignedInUser(): Promise<CurrentUser | null> {
  try {
    const url = `/graphql?query=${encodeURIComponent(CURRENT_USER_QUERY)}&operationName=CurrentUser`;
    const response = await fetch(url, {
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { me?: CurrentUser | null } };
    return body.data?.me ?? null;
  } catch (error) {
    return error instanceof TypeError ? readRememberedUser() : null;
  }
}
