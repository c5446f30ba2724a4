import type { Request, RequestHandler } from 'express';
import { Forbidden } from '../errors/appErrors';

/** 403 for a change asked with a read-only token (REST here; GraphQL mutations in graphql/apollo.ts). */
export const READ_ONLY_TOKEN = 'This API token is read-only';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The token of an `Authorization: Bearer <token>` header, or null when the request has none. */
export function bearerTokenOf(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match ? match[1]! : null;
}

/** Refuses every REST change made with a read-only token, before any route runs. */
export const requireWriteScopeForChanges: RequestHandler = (req, _res, next) => {
  if (req.apiTokenScope === 'read' && !SAFE_METHODS.has(req.method) && !req.path.startsWith('/graphql')) {
    return next(new Forbidden(READ_ONLY_TOKEN));
  }
  next();
};
