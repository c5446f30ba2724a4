import { Client } from 'pg';

/** Drops the template database and stops the PostgreSQL the run started (once). */
export default async function globalTeardown(): Promise<void> {
  const postgres = globalThis.miqTestPostgres;
  if (!postgres) return;
  globalThis.miqTestPostgres = undefined;
  const admin = new Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${process.env.MIQ_TEST_TEMPLATE}" with (force)`).catch(() => undefined);
  await admin.end();
  await postgres.stop();
}
