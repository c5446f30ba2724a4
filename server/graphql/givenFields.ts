/**
 * The fields of a GraphQL input object the caller gave, for a service — the one rule of every
 * resolver: a field left out (undefined on the input object) is dropped, so the service applies its
 * default or leaves the value unchanged; null is what the caller sent and reaches the service like
 * null in a REST body (e.g. "null removes it" of ProfileInput and PlaylistUpdateInput). A left-out
 * input object gives no fields.
 */
export function givenFields(input: object | null | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== undefined));
}
