import { STATUS_CODES } from 'node:http';
import { JSON_BODY_MAX_BYTES } from '../../schema/limits';
import { AppError, codeForClientStatus, PayloadTooLarge, Unavailable, ValidationError } from './appErrors';

/** Node and pg error codes that mean "the database is not reachable or too busy to answer in time", not "the query is wrong". */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57014', // query_canceled: the statement timeout (DESIGN.md §5) ran out, e.g. behind a lock held elsewhere
  '55P03', // lock_not_available
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08006',
]);

function isConnectionFailure(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(message)
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The 4xx status an error carries (http-errors, body-parser and send set `status`/`statusCode`). */
function clientStatusOf(error: unknown): number | undefined {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' && value >= 400 && value < 500 ? value : undefined;
}

/** An error of the HTTP layer (body parser, static files) with a 4xx status, in our vocabulary. */
function fromClientStatus(error: unknown, status: number): AppError {
  const { type, expose, message } = error as { type?: unknown; expose?: unknown; message?: unknown };
  if (type === 'entity.too.large')
    return new PayloadTooLarge(`The request body is too large (at most ${JSON_BODY_MAX_BYTES / 1024} kB)`);
  if (type === 'entity.parse.failed') return new ValidationError('The request body is not valid JSON');
  const text =
    expose === true && typeof message === 'string' && message ? message : (STATUS_CODES[status] ?? 'Bad request');
  return new AppError(text, codeForClientStatus(status), status);
}

/**
 * Maps anything thrown while serving a request to an AppError: our own errors as they are, a lost
 * database as 503, anything carrying a 4xx status with that status and its code. Returns undefined
 * for a real fault (a bug), which the caller logs with the request id and answers with a bare 500.
 */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isConnectionFailure(error)) return new Unavailable();
  const status = clientStatusOf(error);
  return status === undefined ? undefined : fromClientStatus(error, status);
}
