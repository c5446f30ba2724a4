/**
 * The one error vocabulary of both doors (DESIGN.md §5). Services throw these; the REST error
 * handler and the GraphQL error formatter turn them into `{ message, code, fields? }` with the
 * matching HTTP status. Anything else that escapes is a bug and answers a bare 500.
 */
export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'UNAVAILABLE'
  | 'INTERNAL';

/** Base class: a message safe to show the user, a stable code and an HTTP status. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly status: number,
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

/** 400: the input breaks a rule; `fields` maps each bad field to its message. */
export class ValidationError extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(message, 'VALIDATION_ERROR', 400, fields);
  }
}

/** 401: the caller is not signed in (or the session has ended). */
export class Unauthenticated extends AppError {
  constructor(message = 'You need to log in to do that') {
    super(message, 'UNAUTHENTICATED', 401);
  }
}

/** 403: signed in, or the request is forged, but not allowed. */
export class Forbidden extends AppError {
  constructor(message = "You don't have permission to do that") {
    super(message, 'FORBIDDEN', 403);
  }
}

/** 404: does not exist, or the viewer may not know that it exists. */
export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(message, 'NOT_FOUND', 404);
  }
}

/** 409: clashes with what is already stored (a taken username, a duplicate). */
export class Conflict extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(message, 'CONFLICT', 409, fields);
  }
}

/** 413: the body is larger than we accept. */
export class PayloadTooLarge extends AppError {
  constructor(message = 'The request is too large') {
    super(message, 'PAYLOAD_TOO_LARGE', 413);
  }
}

/** 429: too many attempts; retry after the given number of seconds. */
export class TooManyRequests extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, 'TOO_MANY_REQUESTS', 429, undefined, retryAfterSeconds);
  }
}

/** 503: a dependency (the database) is unreachable right now. */
export class Unavailable extends AppError {
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.', retryAfterSeconds = 5) {
    super(message, 'UNAVAILABLE', 503, undefined, retryAfterSeconds);
  }
}
