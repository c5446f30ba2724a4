/**
 * The named fields of `source` in a new plain object, in the order named: a view that answers some
 * columns of a row as they are stored.
 */
export function pickFields<T, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}
