import type { MikroORM } from '@mikro-orm/postgresql';

/** A CHECK constraint an entity declares with `@Check` (built from schema/limits.ts). */
export interface DeclaredCheck {
  table: string;
  name: string;
  expression: string;
}

/** Comment that marks a constraint as ours and records the expression it was made from. */
const MARKER_PREFIX = 'schema/limits: ';
/** Advisory lock key, so two instances starting at once do not both rebuild the constraints. */
const LOCK_KEY = 73_019_001;

function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** Every CHECK constraint the entities declare. */
export function declaredChecks(orm: MikroORM): DeclaredCheck[] {
  const checks: DeclaredCheck[] = [];
  for (const meta of orm.getMetadata().getAll().values()) {
    for (const check of meta.checks) {
      if (!check.name || typeof check.expression !== 'string') throw new Error(`${meta.className}: @Check needs a name and an SQL expression`);
      checks.push({ table: meta.tableName, name: check.name, expression: check.expression });
    }
  }
  return checks;
}

interface AppliedCheck {
  table: string;
  name: string;
  comment: string | null;
}

/**
 * Makes the database's CHECK constraints equal to the ones the entities declare, so a limit changed
 * in schema/limits.ts reaches the database at the next start without a hand-written migration.
 * A constraint whose recorded expression differs is dropped and re-added NOT VALID (rows already
 * stored are not re-checked in the same step, so start-up never fails on old data), then validated;
 * if old rows break a tightened limit, it stays NOT VALID for them and a warning says so.
 * Returns the names of the constraints it changed.
 */
export async function syncLimitChecks(orm: MikroORM): Promise<string[]> {
  const declared = declaredChecks(orm);
  const changed: DeclaredCheck[] = [];
  await orm.em.fork().transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(?)', [LOCK_KEY]);
    // Catalog query: the ORM has no model of pg_constraint.
    const applied = await em.execute<AppliedCheck[]>(
      `select cls.relname as "table", con.conname as "name", obj_description(con.oid, 'pg_constraint') as "comment"
         from pg_constraint con
         join pg_class cls on cls.oid = con.conrelid
         join pg_namespace ns on ns.oid = cls.relnamespace
        where con.contype = 'c' and ns.nspname = current_schema()`,
    );
    const appliedByKey = new Map(applied.map((check) => [`${check.table}.${check.name}`, check]));
    for (const check of declared) {
      if (appliedByKey.get(`${check.table}.${check.name}`)?.comment === MARKER_PREFIX + check.expression) continue;
      // DDL: constraint names and expressions cannot be bound parameters.
      await em.execute(`alter table "${check.table}" drop constraint if exists "${check.name}"`);
      await em.execute(`alter table "${check.table}" add constraint "${check.name}" check (${check.expression}) not valid`);
      await em.execute(`comment on constraint "${check.name}" on "${check.table}" is ${quoteLiteral(MARKER_PREFIX + check.expression)}`);
      changed.push(check);
    }
    const declaredKeys = new Set(declared.map((check) => `${check.table}.${check.name}`));
    for (const stale of applied.filter((check) => check.comment?.startsWith(MARKER_PREFIX) && !declaredKeys.has(`${check.table}.${check.name}`))) {
      await em.execute(`alter table "${stale.table}" drop constraint "${stale.name}"`);
    }
  });
  for (const check of changed) {
    try {
      await orm.em.fork().execute(`alter table "${check.table}" validate constraint "${check.name}"`);
    } catch {
      console.warn(`[limits] rows stored before ${check.name} changed break it; it applies to new writes only.`);
    }
  }
  return changed.map((check) => check.name);
}
