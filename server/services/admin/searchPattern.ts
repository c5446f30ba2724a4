/** An ILIKE pattern matching `text` anywhere, with the wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `[column, 'asc' | 'desc']` from a sort like `-createdAt`. */
export function orderOf<Sort extends string>(sort: Sort): [string, 'asc' | 'desc'] {
  return sort.startsWith('-') ? [sort.slice(1), 'desc'] : [sort, 'asc'];
}
