import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIVE_CHANNEL, type LiveEvent } from '../events/events';
import type { TestApp } from './testServer';

/** How a test socket presents itself: its Origin (null: none, as a program's), cookies and connection_init payload. */
export interface LiveClientOptions {
  /** Default: the app's own origin, as a page of the app sends. */
  origin?: string | null;
  /** A Cookie header (the session of an ApiClient: `client.cookieHeader()`). */
  cookie?: string;
  /** graphql-ws's connection params: `{ xsrfToken }` or `{ authorization: 'Bearer …' }`. */
  params?: Record<string, unknown>;
  /** Extra upgrade headers (e.g. X-Forwarded-For). */
  headers?: Record<string, string>;
}

/** The WebSocket URL of /graphql on a test app. */
export function liveUrl(app: TestApp): string {
  return `${app.baseUrl.replace(/^http/, 'ws')}/graphql`;
}

/** A graphql-ws client on the real server, over the `ws` package, that does not retry (a refusal is final). */
export function liveClient(
  app: TestApp,
  { origin = app.baseUrl, cookie, params = {}, headers = {} }: LiveClientOptions = {},
): Client {
  const upgradeHeaders: Record<string, string> = { ...headers };
  if (origin) upgradeHeaders.Origin = origin;
  if (cookie) upgradeHeaders.Cookie = cookie;
  class TestSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: upgradeHeaders });
    }
  }
  return createClient({
    url: liveUrl(app),
    webSocketImpl: TestSocket,
    connectionParams: params,
    retryAttempts: 0,
    lazy: true,
  });
}

/** What ended a subscription: completed by the server, an error message, or the socket closing. */
export type LiveEnd =
  | { how: 'complete' }
  | { how: 'error'; code: unknown; message: string }
  | { how: 'closed'; code: number; reason: string };

/** One running subscription: the events so far, the next one, and how it ended. */
export interface LiveSubscription<T> {
  events: T[];
  /** Resolves with the next event not yet taken (in order), or rejects when the subscription ends first. */
  next(timeoutMs?: number): Promise<T>;
  ended: Promise<LiveEnd>;
  stop(): void;
}

/** Subscribes and collects; errors in a `next` payload (a refused start) count as its end. */
export function subscribe<T = Record<string, unknown>>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
): LiveSubscription<T> {
  const events: T[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  let finish!: (end: LiveEnd) => void;
  let isEnded = false;
  const ended = new Promise<LiveEnd>((resolve) => {
    finish = (end) => {
      if (isEnded) return;
      isEnded = true;
      resolve(end);
      waiters.splice(0).forEach((wake) => wake());
    };
  });
  const stop = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        const error = result.errors?.[0];
        if (error) finish({ how: 'error', code: error.extensions?.code, message: error.message });
        else {
          events.push(result.data as T);
          waiters.splice(0).forEach((wake) => wake());
        }
      },
      error: (error: unknown) => {
        if (Array.isArray(error))
          finish({ how: 'error', code: error[0]?.extensions?.code, message: String(error[0]?.message) });
        else if (error && typeof error === 'object' && 'code' in error)
          finish({
            how: 'closed',
            code: Number(error.code),
            reason: String((error as { reason?: unknown }).reason ?? ''),
          });
        else finish({ how: 'closed', code: 0, reason: String(error) });
      },
      complete: () => finish({ how: 'complete' }),
    },
  );
  const next = (timeoutMs = 5000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no event within ${timeoutMs} ms (${events.length} so far)`)),
        timeoutMs,
      );
      const check = () => {
        if (taken < events.length) {
          clearTimeout(timer);
          resolve(events[taken++]!);
        } else if (isEnded) {
          clearTimeout(timer);
          void ended.then((end) => reject(new Error(`ended before the next event: ${JSON.stringify(end)}`)));
        } else waiters.push(check);
      };
      check();
    });
  return { events, next, ended, stop };
}

/** Waits until the app's hub holds `count` subscriptions (a subscription is live once its access was checked). */
export async function untilSubscribed(app: TestApp, count: number, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (app.live.hub.size < count) {
    if (Date.now() > deadline)
      throw new Error(`only ${app.live.hub.size} of ${count} subscriptions after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The playlistChanged document the tests send. */
export const PLAYLIST_CHANGED = `subscription Live($playlistId: ID!) {
  playlistChanged(playlistId: $playlistId) { playlistId kind playlist { id name canEdit sharedWith tracks { id name position bpm } } }
}`;

/** Sends a live event by hand, as the database's triggers do, without changing anything. */
export async function sendLiveEvent(em: EntityManager, event: LiveEvent): Promise<void> {
  await em.execute('select pg_notify(?, ?)', [LIVE_CHANNEL, JSON.stringify(event)]);
}
