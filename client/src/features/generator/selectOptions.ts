/**
 * A Select's options for a closed list of lower-case names, in the list's order, each labelled
 * with its name capitalised ('woodblock' → 'Woodblock').
 */
export function capitalisedOptions<T extends string>(values: readonly T[]): ReadonlyArray<{ value: T; label: string }> {
  return values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
}
