import { AppError, Unavailable } from './appErrors';

/** Node and pg error codes that mean "the database is not reachable", not "the query is wrong". */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

function isConnectionFailure(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    if (typeof message === 'string' && /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(message)) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Maps anything thrown while serving a request to an AppError, or undefined for a real bug
 * (which the caller logs and answers with a bare 500, never with details).
 */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isConnectionFailure(error)) return new Unavailable();
  return undefined;
}
