import type { Request } from 'express';

/** Query-string text that is a plain number, as a number; anything else as it came (validation names it). */
function numberOrText(value: unknown): unknown {
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

/** `q`, `limit`, `offset` and `sort` of a list route, for the shared list schemas (only the ones given). */
export function listQueryOf(req: Request): Record<string, unknown> {
  const { q, limit, offset, sort } = req.query;
  const given: Record<string, unknown> = { q, limit: numberOrText(limit), offset: numberOrText(offset), sort };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}
