import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import { createApp } from '../app';
import type { LiveServer } from '../live/websocket';
import { loadConfig, type AppConfig } from '../config';
import { openOrm } from '../db/orm';
import { stopEventLoopDelayMonitor } from '../http/eventLoopDelay';
import { createHttpServer } from '../http/httpServer';
import { createTestDatabase, type TestDatabase } from '../../testkit/testDatabase';

/** The session key tests sign with (so a test can forge an expired but validly signed cookie). */
export const TEST_SESSION_KEY = 'test-session-key-that-is-long-enough-0123456789';

/** The real app on a real port over a real database of its own. */
export interface TestApp {
  /** The express app itself (its router stack lists every route). */
  express: Express;
  server: Server;
  baseUrl: string;
  orm: MikroORM;
  database: TestDatabase;
  config: AppConfig;
  /** Its live-update server (subscriptions over WebSocket). */
  live: LiveServer;
  /** A fresh EntityManager for checking rows. */
  em(): EntityManager;
  close(): Promise<void>;
}

/** Options of {@link startTestApp}. */
export interface TestAppOptions {
  /** Routes the connection (e.g. through a proxy the test can cut). */
  databaseUrl?: (url: string) => string;
  /** A built client to serve (default: none). */
  clientDir?: string;
  /** Called with every SQL statement the app sends. */
  onQuery?: (statement: string) => void;
  /** Another app's database, to run a second instance on it (that app drops it when it closes). */
  sharedDatabase?: TestDatabase;
  /** Extra environment for loadConfig (e.g. TRUST_PROXY, or `startFakeMusicServices().env`; music lookups are off without it). */
  env?: Record<string, string>;
}

/** Starts the whole express app (both doors) against a fresh copy of the migrated test database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.sharedDatabase ?? (await createTestDatabase());
  // No test reaches the internet: music lookups are off unless a test passes the fake services' env.
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SESSION_KEY,
    CLIENT_DIR: options.clientDir ?? '/nonexistent',
    MUSIC_LOOKUPS: 'off',
    ...options.env,
  });
  const logging = options.onQuery ? { debug: ['query' as const], logger: options.onQuery } : {};
  const orm = await openOrm(options.databaseUrl?.(database.url) ?? database.url, {
    pool: { min: 0, max: 10 },
    ...logging,
  });
  const { app, apollo, live } = await createApp(config, orm);
  const server = createHttpServer(app);
  server.on('upgrade', live.handleUpgrade);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    express: app,
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    orm,
    database,
    config,
    em: () => orm.em.fork(),
    live,
    close: async () => {
      await live.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await apollo.stop();
      stopEventLoopDelayMonitor();
      await orm.close(true);
      if (!options.sharedDatabase) await database.drop();
    },
  };
}
