import 'reflect-metadata';
import type { Server } from 'node:http';
import net from 'node:net';
import { createApp } from './app';
import { loadConfig } from './config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embeddedPostgres';
import { migrate, openOrm } from './db/orm';
import { withStartupLock } from './db/startupLock';
import { Lifecycle, StoppedDuringStartup } from './lifecycle';
import { PortInUseError, StartupError } from './errors/startupErrors';
import { createHttpServer } from './http/httpServer';
import { logger } from './logging/logger';
import { seedSamplePlaylists, seedUsers } from './services/seed';
import { startTableSweeper } from './services/tableSweeper/tableSweeper';

/** How long in-flight requests get to finish after SIGTERM/SIGINT before we exit anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function assertPortFree(port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(
              `Port ${port} is already in use. Is Music IQueue already running? Stop it, or start with PORT=<another port>.`,
            )
          : error,
      ),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve((server.address() as net.AddressInfo).port));
  });
}

async function main(lifecycle: Lifecycle): Promise<void> {
  const config = loadConfig();
  await assertPortFree(config.port);
  const database: EmbeddedDatabase = await lifecycle.step(
    async () =>
      config.databaseUrl
        ? { url: config.databaseUrl, stop: async () => undefined }
        : startEmbeddedPostgres(config.dataDir),
    (started) => started.stop(),
  );
  const orm = await lifecycle.step(
    () => openOrm(database.url),
    (started) => started.close(true),
  );
  const generated = await lifecycle.step(() =>
    withStartupLock(database.url, async () => {
      await migrate(orm);
      const created = await seedUsers(orm.em.fork(), config);
      await seedSamplePlaylists(orm.em.fork());
      return created;
    }),
  );
  const { app, live } = await lifecycle.step(
    () => createApp(config, orm),
    ({ apollo }) => apollo.stop(),
  );
  const server = createHttpServer(app);
  server.on('upgrade', live.handleUpgrade);
  const port = await lifecycle.step(
    () => listen(server, config.port),
    async () => {
      // Open WebSockets would keep server.close() waiting: they are closed first (1001, going away).
      await live.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  );
  await lifecycle.step(
    async () => startTableSweeper(orm),
    (sweeper) => sweeper.stop(),
  );

  logger.info(
    config.databaseUrl ? 'Database: DATABASE_URL' : `Database: embedded PostgreSQL in ${config.dataDir}/postgres`,
  );
  for (const { username, password } of generated) {
    logger.info(
      { username },
      `Created user ${username} with password: ${password}  (shown once; set ${username.toUpperCase()}_PASSWORD to choose it)`,
    );
  }
  // Last, so it is the line people see, and the one tools wait for.
  logger.info(`Music IQueue is running at http://localhost:${port}`);
}

const lifecycle = new Lifecycle((code) => process.exit(code), SHUTDOWN_GRACE_MS);
lifecycle.listenForSignals();
lifecycle
  .run(() => main(lifecycle))
  .catch(async (error: unknown) => {
    if (error instanceof StoppedDuringStartup) return;
    if (error instanceof StartupError) logger.error(error.message);
    else logger.error({ err: error }, 'Music IQueue could not start');
    await lifecycle.abandon();
  });
