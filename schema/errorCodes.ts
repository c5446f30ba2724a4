/**
 * The error codes of the API (DESIGN.md §5): every failed REST request answers `{ message, code,
 * fields? }` and every failed GraphQL operation carries `extensions.code`, with one of these. The
 * server's errors (server/errors/appErrors.ts) are made with them and the client compares with them.
 */
export const ERROR_CODES = {
  /** The input breaks a rule; `fields` maps each bad field to its message. */
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  /** Any other refused request (4xx) that has no code of its own; it keeps its own status. */
  BAD_REQUEST: 'BAD_REQUEST',
  /** Not signed in, the session has ended, or the API token is wrong. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** Signed in but not allowed, or the request is forged. */
  FORBIDDEN: 'FORBIDDEN',
  /** Does not exist, or the viewer may not know that it exists. */
  NOT_FOUND: 'NOT_FOUND',
  /** Clashes with what is already stored (a taken username, a duplicate). */
  CONFLICT: 'CONFLICT',
  /** The body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** The content is not of a type the server accepts. */
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** The request line and headers (cookies included) are larger than the server reads. */
  REQUEST_HEADERS_TOO_LARGE: 'REQUEST_HEADERS_TOO_LARGE',
  /** Too many attempts; retry after the given number of seconds. */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** A fault of the server; the answer carries only a request id. */
  INTERNAL: 'INTERNAL',
  /** The database is unreachable right now. */
  UNAVAILABLE: 'UNAVAILABLE',
  /** A music service the server depends on (MusicBrainz, …) failed, timed out, or lookups are switched off. */
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
} as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** True when `value` is one of the API's error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
