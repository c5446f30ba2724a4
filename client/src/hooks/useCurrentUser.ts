import type { CurrentUser } from '../graphql/currentUser';
import { useCurrentUserQuery } from '../graphql/generated';

/** Who is signed in, from the `me` query (asked once at start-up, then kept in the cache). */
export interface CurrentUserState {
  /** The signed-in user; null for a visitor, also when the check failed (SPEC.md §4). */
  user: CurrentUser | null;
  /** True until the first answer to `me` arrives. */
  loading: boolean;
}

/** The signed-in user and whether the authentication check is still running. */
export function useCurrentUser(): CurrentUserState {
  const { data, loading } = useCurrentUserQuery();
  return { user: data?.me ?? null, loading };
}
