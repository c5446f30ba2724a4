import type { ErrorRequestHandler } from 'express';
import { toAppError } from '../errors/toAppError';
import { logger } from '../logging/logger';

/** Headers a failed static file may have set already; they describe the file, not the error. */
const FILE_HEADERS = ['Content-Type', 'ETag', 'Last-Modified', 'Accept-Ranges'];

/** What a client sees of a real fault: no details, only the id to quote when reporting it. */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * The last handler: every error becomes `{ message, code, fields? }` with its status (requests to
 * /graphql get the GraphQL `errors` shape). A real fault is logged as an error (request id, method, URL, stack), a 503 of ours as a warning; a fault answers
 * 500 `INTERNAL` carrying that id. Once a response has started, express's default handler ends it.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  const appError = toAppError(error);
  // req.log is missing only if a fault came before the request got its id.
  const log = req.log ?? logger;
  if (!appError) log.error({ err: error, method: req.method, url: req.originalUrl }, 'request failed');
  // A 503 of ours (database or a music service unreachable) is no bug, but the operator should see it.
  else if (appError.status >= 500)
    log.warn({ err: error, code: appError.code, method: req.method, url: req.originalUrl }, appError.message);
  if (res.headersSent) return next(error);
  const status = appError?.status ?? 500;
  const body = appError
    ? { message: appError.message, code: appError.code, ...(appError.fields ? { fields: appError.fields } : {}) }
    : { message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL', requestId: req.id };
  for (const header of FILE_HEADERS) res.removeHeader(header);
  res.set('Cache-Control', 'no-store');
  if (appError?.retryAfterSeconds) res.set('Retry-After', String(appError.retryAfterSeconds));
  if (req.path.startsWith('/graphql')) {
    const { message, ...extensions } = body;
    res.status(status).json({ errors: [{ message, extensions }] });
  } else {
    res.status(status).json(body);
  }
};
