import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { withDatabase } from './testPostgres';

/** A fresh, migrated database of this test file's own. */
export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function adminSettings(): { adminUrl: string; template: string } {
  const adminUrl = process.env.MIQ_TEST_ADMIN_URL;
  const template = process.env.MIQ_TEST_TEMPLATE;
  if (!adminUrl || !template)
    throw new Error('No test database: run tests through jest (jest/globalSetup.ts starts one).');
  return { adminUrl, template };
}

async function withAdmin<T>(run: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminSettings().adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Copies the migrated template into a new database (retrying while another copy holds the
 * template); `{ empty: true }` makes a blank one instead, for tests of what a first start does.
 */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<TestDatabase> {
  const { adminUrl, template } = adminSettings();
  const name = `miq_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (admin) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(empty ? `create database "${name}"` : `create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  return {
    url: withDatabase(adminUrl, name),
    name,
    drop: () => withAdmin(async (admin) => void (await admin.query(`drop database if exists "${name}" with (force)`))),
  };
}

/** Cuts every connection to a database and drops it: the app then sees a database outage. */
export function dropDatabaseNow(name: string): Promise<void> {
  return withAdmin(async (admin) => void (await admin.query(`drop database if exists "${name}" with (force)`)));
}
