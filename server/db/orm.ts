import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { entities } from '../entities';
import { migrationsList } from './migrations';

/** pg pool settings of DESIGN.md §5: fail fast when the database is unreachable or a query hangs. */
const POOL_DRIVER_OPTIONS = { connectionTimeoutMillis: 2000, statement_timeout: 5000 };

/** The ORM configuration for a connection string; used by the server, tests and benchmarks alike. */
export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return {
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    driverOptions: POOL_DRIVER_OPTIONS,
    pool: { min: 0, max: 10 },
    debug: false,
    ...overrides,
  };
}

/** Connects the ORM. */
export function openOrm(clientUrl: string, overrides: Partial<Options> = {}): Promise<MikroORM> {
  return MikroORM.init(ormOptions(clientUrl, overrides));
}

/** Applies pending migrations (the CHECK constraints of schema/limits.ts among them). */
export async function migrate(orm: MikroORM): Promise<void> {
  await orm.migrator.up();
}
