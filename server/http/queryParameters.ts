import type { RequestHandler } from 'express';
import { QUERY_PARAMETERS_MAX } from '../../schema/limits';
import { ValidationError } from '../errors/appErrors';

/** What a client sees for more than {@link QUERY_PARAMETERS_MAX} query-string parameters. */
export const TOO_MANY_QUERY_PARAMETERS = `Too many query parameters (at most ${QUERY_PARAMETERS_MAX})`;

/** The `&`-separated parameters of a URL's query string, empty ones not counted (the query parser skips them too). */
export function queryParameterCount(url: string): number {
  const start = url.indexOf('?');
  if (start < 0) return 0;
  return url
    .slice(start + 1)
    .split('&')
    .filter((piece) => piece.length > 0).length;
}

/**
 * Refuses a request with more than {@link QUERY_PARAMETERS_MAX} query parameters with 400, rather
 * than reading some and silently dropping the rest: no route reads more than a handful, and express
 * parses the query string again on every read of `req.query`.
 */
export const refuseTooManyQueryParameters: RequestHandler = (req, _res, next) => {
  next(
    queryParameterCount(req.url) > QUERY_PARAMETERS_MAX ? new ValidationError(TOO_MANY_QUERY_PARAMETERS) : undefined,
  );
};
