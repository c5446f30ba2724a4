import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '../../testkit/testDatabase';
import { openOrm } from '../db/orm';

/** What {@link useTestOrm} gives a test file. */
export interface TestOrm {
  /** The ORM over this file's own database (available once the file's beforeAll ran). */
  readonly orm: MikroORM;
  /** Every SQL statement sent since the last {@link TestOrm.clearStatements}, as text, in order. */
  statements(): string[];
  clearStatements(): void;
}

/**
 * Registers the hooks of a test file that talks to PostgreSQL through the ORM directly (no HTTP):
 * a fresh copy of the migrated test database, an ORM that records the SQL it sends, dropped after.
 */
export function useTestOrm(): TestOrm {
  let database: TestDatabase | undefined;
  let orm: MikroORM | undefined;
  const logged: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openOrm(database.url, { debug: ['query'], logger: (message: string) => logged.push(message) });
  });
  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });
  return {
    get orm() {
      if (!orm) throw new Error('useTestOrm: the ORM is opened in beforeAll');
      return orm;
    },
    // The logger colours its lines and prefixes them with "[query]".
    // eslint-disable-next-line no-control-regex
    statements: () => logged.map((line) => line.replace(/\x1b\[\d+m/g, '').replace(/^\[query\]\s*/, '')),
    clearStatements: () => void logged.splice(0),
  };
}
