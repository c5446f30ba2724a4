import { ApolloClient, ApolloLink, from, HttpLink, split, type NormalizedCacheObject } from '@apollo/client';
import { createCache } from './graphql/cache';
import { isSubscription, liveLink } from './live/liveLink';
import { offlineLink } from './offline/offlineLink';
import { fetchWithFreshXsrfToken, xsrfHeaders } from './xsrf';

/** Adds the X-XSRF-Token header, read from the cookie when each operation is sent. */
export const xsrfLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...xsrfHeaders() },
  }));
  return forward(operation);
});

/**
 * The app's Apollo client: queries as GET /graphql (safe requests: the first one of a page load
 * also brings the session and anti-forgery cookies), mutations as POST with the anti-forgery header.
 * SPEC.md §7: data is never considered stale (cache-first), nothing refetches on focus or on a
 * timer, and failed operations are not retried (there is deliberately no RetryLink); the only
 * resend is of a request refused for a stale anti-forgery token (see fetchWithFreshXsrfToken).
 * Offline, changes are refused at once with a clear error (offlineLink), never queued.
 * Subscriptions go over WebSocket (live/liveLink.ts), loaded when a page first subscribes.
 */
export function createApolloClient(): ApolloClient<NormalizedCacheObject> {
  return new ApolloClient({
    link: split(
      isSubscription,
      liveLink,
      from([
        offlineLink,
        xsrfLink,
        new HttpLink({
          uri: '/graphql',
          credentials: 'same-origin',
          useGETForQueries: true,
          fetch: fetchWithFreshXsrfToken,
        }),
      ]),
    ),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
