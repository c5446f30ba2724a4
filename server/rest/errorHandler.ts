import type { ErrorRequestHandler } from 'express';
import { AppError, PayloadTooLarge, ValidationError } from '../errors/appErrors';
import { toAppError } from '../errors/toAppError';

/** body-parser's own failures, which carry a `type` and a 4xx `status`. */
function fromBodyParser(error: unknown): AppError | undefined {
  const { type, status } = (error ?? {}) as { type?: string; status?: number };
  if (type === 'entity.too.large') return new PayloadTooLarge('The request body is too large (at most 100 kB)');
  if (type === 'entity.parse.failed') return new ValidationError('The request body is not valid JSON');
  if (typeof type === 'string' && typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError('The request body could not be read', 'VALIDATION_ERROR', status);
  }
  return undefined;
}

/**
 * The last handler: every error becomes `{ message, code, fields? }` with its status (GraphQL
 * paths get the GraphQL `errors` shape). Unknown errors are logged and answer a bare 500.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const appError = fromBodyParser(error) ?? toAppError(error);
  if (!appError) console.error(`[error] ${req.method} ${req.originalUrl}`, error);
  const status = appError?.status ?? 500;
  const body = {
    message: appError?.message ?? 'Internal server error',
    code: appError?.code ?? 'INTERNAL',
    ...(appError?.fields ? { fields: appError.fields } : {}),
  };
  if (appError?.retryAfterSeconds) res.set('Retry-After', String(appError.retryAfterSeconds));
  if (res.headersSent) return;
  if (req.path.startsWith('/graphql')) {
    res.status(status).json({ errors: [{ message: body.message, extensions: { code: body.code, fields: body.fields } }] });
  } else {
    res.status(status).json(body);
  }
};
