import { ApolloError } from '@apollo/client';

/** What the server said about a failed operation, in the shape of DESIGN.md §5's error vocabulary. */
export interface ApiError {
  /** VALIDATION_ERROR, UNAUTHENTICATED, CONFLICT, TOO_MANY_REQUESTS, ... when the server sent one. */
  code?: string;
  /** A user-readable message from the server. */
  message?: string;
  /** Field name → message, for VALIDATION_ERROR and CONFLICT. */
  fields: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function fromErrorObject(error: Record<string, unknown>): ApiError {
  const extensions = isRecord(error.extensions) ? error.extensions : error;
  return {
    code: typeof extensions.code === 'string' ? extensions.code : undefined,
    message: typeof error.message === 'string' ? error.message : undefined,
    fields: stringFields(extensions.fields),
  };
}

/**
 * Reads the server's error from an Apollo failure. The server answers failed operations with an
 * HTTP error status (401, 409, 429 ...), which Apollo reports as a network error carrying the
 * GraphQL body; a request refused before GraphQL (anti-forgery 403) carries `{message, code}`.
 */
export function readApiError(error: unknown): ApiError {
  if (!(error instanceof ApolloError)) return { fields: {} };
  const [graphQLError] = error.graphQLErrors;
  if (graphQLError) return fromErrorObject({ message: graphQLError.message, extensions: graphQLError.extensions });
  const network = error.networkError;
  const result: unknown = network && 'result' in network ? network.result : undefined;
  if (isRecord(result)) {
    const [first] = Array.isArray(result.errors) ? (result.errors as unknown[]) : [];
    if (isRecord(first)) return fromErrorObject(first);
    if (typeof result.message === 'string') return fromErrorObject(result);
  }
  return { fields: {} };
}

/**
 * The server's message for a failed operation, or `fallback` when there is none worth showing:
 * a network failure (no answer) or a fault (INTERNAL, or Apollo's INTERNAL_SERVER_ERROR, whose message says nothing to the user).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  const { code, message } = readApiError(error);
  return message && code !== 'INTERNAL' && code !== 'INTERNAL_SERVER_ERROR' ? message : fallback;
}
