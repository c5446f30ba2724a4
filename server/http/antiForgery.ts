import type { RequestHandler } from 'express';
import { XSRF_HEADER } from '../../schema/http';
import { Forbidden } from '../errors/appErrors';
import { isValidXsrfToken } from '../security/xsrfToken';
import { sessionIdOf } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Message of the 403 when the anti-forgery header is missing or wrong. */
export const ANTI_FORGERY_FAILED = 'Missing or invalid anti-forgery token. Reload the page and try again.';

/**
 * Every state-changing request (REST, GraphQL, uploads, login, register, logout) must echo the
 * XSRF-TOKEN cookie in the X-XSRF-Token header; the token is checked against this session's id,
 * so a token from another session or a forged one is refused before anything runs.
 */
export function requireAntiForgeryToken(keys: string[]): RequestHandler {
  return (req, _res, next) => {
    // A bearer token is not sent by browsers on their own, so it cannot be forged across sites.
    if (SAFE_METHODS.has(req.method) || req.apiTokenScope !== null) return next();
    if (isValidXsrfToken(req.get(XSRF_HEADER), sessionIdOf(req), keys)) return next();
    next(new Forbidden(ANTI_FORGERY_FAILED));
  };
}
