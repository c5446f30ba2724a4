import type { ApolloCache } from '@apollo/client';
import { followSignedInUser } from '../offline/savedCopies';
import { CurrentUserDocument, type CurrentUserFragment, type CurrentUserQuery } from './generated';

/** The signed-in user as the client knows it (the `CurrentUser` fragment). */
export type CurrentUser = CurrentUserFragment;

/**
 * Makes `user` the signed-in user (null: signed out) from a server response, without refetching.
 * Everything else cached belonged to the previous identity, so it is dropped first: one account's
 * playlists must never show up for the next person using the browser. A signed-in user is also
 * remembered for offline use (and copies saved offline for anyone else are deleted).
 */
export function replaceSignedInUser(cache: ApolloCache<unknown>, user: CurrentUser | null): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: (value, { fieldName, DELETE }) => (fieldName === 'me' ? value : DELETE),
  });
  cache.gc();
  if (user) void followSignedInUser(user);
  cache.writeQuery<CurrentUserQuery>({ query: CurrentUserDocument, data: { __typename: 'Query', me: user } });
}
