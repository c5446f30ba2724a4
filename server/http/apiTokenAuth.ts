import type { Request, RequestHandler } from 'express';
import { tokenScopeAllows } from '../../schema/readOnlyTokens';
import { Forbidden } from '../errors/appErrors';

/** 403 for a change asked with a read-only token (REST here; GraphQL mutations in graphql/apollo.ts). */
export const READ_ONLY_TOKEN = 'This API token is read-only';

/** The token of an `Authorization: Bearer <token>` header, or null when the request has none. */
export function bearerTokenOf(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match ? match[1]! : null;
}

/**
 * Refuses every REST request a read-only token may not make (schema/readOnlyTokens.ts), before any route
 * runs. GraphQL requests are judged by their operation instead, in graphql/apollo.ts.
 */
export const requireWriteScopeForChanges: RequestHandler = (req, _res, next) => {
  if (!req.path.startsWith('/graphql') && !tokenScopeAllows(req.apiTokenScope, { restMethod: req.method })) {
    return next(new Forbidden(READ_ONLY_TOKEN));
  }
  next();
};
