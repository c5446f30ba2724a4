/**
 * The one error vocabulary of both doors (DESIGN.md §5). Services throw these; the REST error
 * handler and the GraphQL error formatter turn them into `{ message, code, fields? }` with the
 * matching HTTP status. Anything else that escapes is a bug and answers a bare 500 with a request id.
 */

import { ERROR_CODES, isErrorCode, type ErrorCode } from '../../schema/errorCodes';

/** Every code a client can see (schema/errorCodes.ts, all of them), with the HTTP status both doors answer it with. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  /** Any other refused request (4xx) that has no code of its own; it keeps its own status. */
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The request line and headers (cookies included) are larger than the server reads. */
  REQUEST_HEADERS_TOO_LARGE: 431,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** A music service we depend on (MusicBrainz, …) failed, timed out, or lookups are switched off. */
  UPSTREAM_UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

export { ERROR_CODES, isErrorCode, type ErrorCode };

/** The code for a 4xx status: the one whose status it is, else BAD_REQUEST. */
export function codeForClientStatus(status: number): ErrorCode {
  if (status === 400) return ERROR_CODES.VALIDATION_ERROR;
  const match = (Object.entries(ERROR_STATUS) as Array<[ErrorCode, number]>).find(
    ([code, known]) => known === status && code !== ERROR_CODES.BAD_REQUEST,
  );
  return match ? match[0] : ERROR_CODES.BAD_REQUEST;
}

/** Base class: a message safe to show the user, a stable code and an HTTP status. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly status: number = ERROR_STATUS[code],
    readonly fields?: Record<string, string>,
    /** Seconds to wait before retrying (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** What GraphQL clients see in `extensions` (graphql-js copies it when it wraps this error). */
  get extensions(): Record<string, unknown> {
    return {
      code: this.code,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.retryAfterSeconds ? { retryAfterSeconds: this.retryAfterSeconds } : {}),
    };
  }
}

/** An AppError class of one code whose callers say what went wrong, naming the fields at fault where there are any. */
function errorWithMessage(code: ErrorCode) {
  return class extends AppError {
    constructor(message: string, fields?: Record<string, string>) {
      super(message, code, ERROR_STATUS[code], fields);
    }
  };
}

/** An AppError class of one code with a message of its own, which a caller may replace. */
function errorWithDefault(code: ErrorCode, defaultMessage: string) {
  return class extends AppError {
    constructor(message = defaultMessage) {
      super(message, code);
    }
  };
}

/** 400: the input breaks a rule; `fields` maps each bad field to its message. */
export class ValidationError extends errorWithMessage(ERROR_CODES.VALIDATION_ERROR) {}

/** 401: the caller is not signed in (or the session has ended). */
export class Unauthenticated extends errorWithDefault(ERROR_CODES.UNAUTHENTICATED, 'You need to log in to do that') {}

/** 403: signed in, or the request is forged, but not allowed. */
export class Forbidden extends errorWithDefault(ERROR_CODES.FORBIDDEN, "You don't have permission to do that") {}

/** 404: does not exist, or the viewer may not know that it exists. */
export class NotFound extends errorWithDefault(ERROR_CODES.NOT_FOUND, 'Not found') {}

/** 409: clashes with what is already stored (a taken username, a duplicate). */
export class Conflict extends errorWithMessage(ERROR_CODES.CONFLICT) {}

/** 413: the body is larger than we accept. */
export class PayloadTooLarge extends errorWithDefault(ERROR_CODES.PAYLOAD_TOO_LARGE, 'The request is too large') {}

/** 415: the content is not of a type we accept (e.g. an upload that is not an image by its bytes). */
export class UnsupportedMediaType extends errorWithMessage(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE) {}

/** 429: too many attempts; retry after the given number of seconds. */
export class TooManyRequests extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, ERROR_CODES.TOO_MANY_REQUESTS, ERROR_STATUS.TOO_MANY_REQUESTS, undefined, retryAfterSeconds);
  }
}

/** 503: a dependency (the database) is unreachable right now. */
export class Unavailable extends AppError {
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.', retryAfterSeconds = 5) {
    super(message, ERROR_CODES.UNAVAILABLE, ERROR_STATUS.UNAVAILABLE, undefined, retryAfterSeconds);
  }
}

/** 503: an external music service failed or timed out (or lookups are switched off on this server). */
export class UpstreamUnavailable extends AppError {
  constructor(message: string, retryAfterSeconds?: number) {
    super(message, ERROR_CODES.UPSTREAM_UNAVAILABLE, ERROR_STATUS.UPSTREAM_UNAVAILABLE, undefined, retryAfterSeconds);
  }
}
