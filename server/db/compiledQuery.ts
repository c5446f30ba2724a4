import { raw, type EntityName, type RawQueryFragment } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** What a compiled query needs of a query builder: its SQL text and its bindings. */
interface BuiltQuery {
  getQuery(): string;
  getParams(): readonly unknown[];
}

const PARAMETER_PREFIX = '\u0000compiled-parameter:';

/**
 * A stand-in for a value given at run time, for use inside a {@link CompiledQuery}'s builder (the
 * query builder takes it as an ordinary bound value; NUL never occurs in real input).
 */
export function parameter(name: string): string {
  return `${PARAMETER_PREFIX}${name}`;
}

/**
 * `"alias"."column" as "property"` for each property, with the column names from the entity's
 * metadata, so the rows of a compiled query come back keyed by property names.
 */
export function selectAs<Entity extends object>(em: EntityManager, entity: EntityName<Entity>, alias: string, properties: Array<keyof Entity & string>): RawQueryFragment[] {
  const columns = em.getMetadata().get(entity).properties as Record<string, { fieldNames: string[] }>;
  return properties.map((property) => raw(`"${alias}"."${columns[property]!.fieldNames[0]}" as "${property}"`));
}

/**
 * A SELECT written with the ORM's query builder (tables and columns from the entity metadata) but
 * built only once: the first run keeps its SQL text and bindings, later runs only bind the
 * parameters and execute. For the per-request hot paths (the session's user, a playlist read),
 * where building the query each time was the largest cost after the database itself
 * (`npm run bench:profile`). Rows come back as plain objects keyed by the select's aliases.
 */
export class CompiledQuery<Params extends Record<string, unknown>, Row extends object> {
  private compiled?: { sql: string; bindings: Array<{ parameter: string } | { value: unknown }> };

  /**
   * @param build writes the query; values given at run time are {@link parameter}s.
   * @param dates columns that hold timestamps (the driver returns them as text; they become Dates).
   */
  constructor(
    private readonly build: (em: EntityManager) => BuiltQuery,
    private readonly dates: Array<keyof Row & string> = [],
  ) {}

  private compile(em: EntityManager) {
    const built = this.build(em);
    const bindings = built.getParams().map((value) =>
      typeof value === 'string' && value.startsWith(PARAMETER_PREFIX) ? { parameter: value.slice(PARAMETER_PREFIX.length) } : { value },
    );
    return { sql: built.getQuery(), bindings };
  }

  /** Runs the query (in `em`'s transaction, if any) and returns every row. */
  async all(em: EntityManager, params: Params): Promise<Row[]> {
    this.compiled ??= this.compile(em);
    const values = this.compiled.bindings.map((binding) => ('parameter' in binding ? params[binding.parameter] : binding.value));
    const rows = await em.execute<Array<Record<string, unknown>>>(this.compiled.sql, values, 'all');
    for (const row of rows) for (const column of this.dates) if (row[column] != null) row[column] = new Date(row[column] as string);
    return rows as Row[];
  }

  /** Runs the query and returns its first row, or null. */
  async first(em: EntityManager, params: Params): Promise<Row | null> {
    const [row] = await this.all(em, params);
    return row ?? null;
  }
}
