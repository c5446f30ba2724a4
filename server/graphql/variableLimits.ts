import { GRAPHQL_MAX_INPUT_FIELDS } from '../../schema/limits';
import type { VisitCounter } from './queryLimits';

/** The message of a refusal: the widest object's field count and the limit. */
export function inputFieldsMessage(fields: number): string {
  return `Too many fields in one input object of the variables: ${fields}, at most ${GRAPHQL_MAX_INPUT_FIELDS} allowed`;
}

/** An object as JSON makes it (the variables are parsed JSON; nothing else is counted as an input object). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The most fields any JSON object inside `variables` has (the variables object itself included). Why a
 * limit: graphql-js reports each unknown field of an input object with the whole object printed in
 * the message, so 8,000 unknown fields held the event loop ~200 ms. One pass over the value, which
 * the body limit bounds; iterative, so no nesting depth can overflow the stack.
 */
export function widestInputObject(variables: unknown, visits: VisitCounter = { count: 0 }): number {
  let widest = 0;
  const pending: unknown[] = [variables];
  while (pending.length) {
    const value = pending.pop();
    visits.count += 1;
    if (Array.isArray(value)) pending.push(...value);
    else if (isPlainObject(value)) {
      const members = Object.values(value);
      widest = Math.max(widest, members.length);
      pending.push(...members);
    }
  }
  return widest;
}
