// SQL for the CHECK constraints the entities declare (`@Check`), built from schema/limits.ts so the
// database refuses exactly what the shared validation refuses. The migrations create the same
// constraints (server/db/migrations); server/db/limitChecks.test.ts fails while the two differ.

/** `column` is a number from `min` to `max`. */
export function between(column: string, min: number, max: number): string {
  return `"${column}" between ${min} and ${max}`;
}

/** `column` holds between `min` and `max` characters (PostgreSQL counts characters, as users do). */
export function lengthBetween(column: string, min: number, max: number): string {
  return `length("${column}") between ${min} and ${max}`;
}

/** `column` is null or holds at most `max` characters. */
export function lengthAtMost(column: string, max: number): string {
  return `length("${column}") <= ${max}`;
}

/** `column` is one of `values`. */
export function oneOf(column: string, values: readonly string[]): string {
  return `"${column}" in (${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')})`;
}
