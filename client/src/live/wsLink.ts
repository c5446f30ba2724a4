import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { readCookie, XSRF_COOKIE } from '../xsrf';

/** Reconnection waits: 1 s doubling to 30 s, with up to half again at random so phones do not reconnect in step. */
export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** retries, 30_000);
  return base + Math.floor(random() * base * 0.5);
}

let link: GraphQLWsLink | undefined;

/**
 * The one WebSocket link of the page (README "Live updates"): same origin, path /graphql, the
 * anti-forgery token read from its cookie at each (re)connection, opened on the first subscription
 * and closed when the last ends; a lost connection is tried again, with backoff, for as long as
 * the page is open.
 */
export function wsLink(): GraphQLWsLink {
  link ??= new GraphQLWsLink(
    createClient({
      url: `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/graphql`,
      connectionParams: () => ({ xsrfToken: readCookie(XSRF_COOKIE) }),
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(retries))),
    }),
  );
  return link;
}
