import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { readCookie, XSRF_COOKIE } from '../xsrf';

/** The longest reconnection wait while this page is in a rehearsal room (see {@link setReconnectUrgent}). */
export const URGENT_RETRY_MAX_MS = 500;

/**
 * Reconnection waits: 1 s doubling to 30 s, with up to half again at random so phones do not
 * reconnect in step; while `urgent` (a rehearsal room is joined), at most URGENT_RETRY_MAX_MS.
 */
export function retryDelayMs(retries: number, random: () => number = Math.random, urgent = false): number {
  const base = Math.min(1000 * 2 ** retries, 30_000);
  const wait = base + Math.floor(random() * base * 0.5);
  return urgent ? Math.min(wait, URGENT_RETRY_MAX_MS) : wait;
}

let urgent = false;

/**
 * While a rehearsal room is joined, a lost socket is tried again every half second: the band's
 * next Play reaches this device only over it (a set list can wait for the usual backoff).
 */
export function setReconnectUrgent(value: boolean): void {
  urgent = value;
}

let socket: Client | undefined;
let link: GraphQLWsLink | undefined;

/**
 * The one WebSocket of the page (README "Live updates"): same origin, path /graphql, the
 * anti-forgery token read from its cookie at each (re)connection, opened on the first operation
 * and closed when the last ends; a lost connection is tried again, with backoff, for as long as
 * the page is open.
 */
export function liveSocket(): Client {
  socket ??= createClient({
    url: `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/graphql`,
    connectionParams: () => ({ xsrfToken: readCookie(XSRF_COOKIE) }),
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(retries, Math.random, urgent))),
  });
  return socket;
}

/** Apollo's link over {@link liveSocket}, for subscriptions. */
export function wsLink(): GraphQLWsLink {
  link ??= new GraphQLWsLink(liveSocket());
  return link;
}

/**
 * Reads the room clock over the socket (the one query it serves): a warm socket has no HTTP
 * set-up in its round trip, so the clock estimate is tighter. Resolves with epoch milliseconds.
 */
export function readServerTime(client: Client = liveSocket()): Promise<number> {
  return new Promise((resolve, reject) => {
    let settled = false;
    client.subscribe<{ serverTime: number }>(
      { query: '{ serverTime }' },
      {
        next: (result) => {
          settled = true;
          const time = result.data?.serverTime;
          if (typeof time === 'number') resolve(time);
          else reject(new Error(result.errors?.[0]?.message ?? 'No server time'));
        },
        error: (error: unknown) =>
          reject(error instanceof Error ? error : new Error('The server time could not be read')),
        complete: () => {
          if (!settled) reject(new Error('No server time'));
        },
      },
    );
  });
}
