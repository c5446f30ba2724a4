import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLFormattedError } from 'graphql';
import type { ErrorCode } from '../errors/appErrors';
import { toAppError } from '../errors/toAppError';
import type { GraphQLContext } from './context';
import { aliasLimitRule, depthLimitRule } from './queryLimits';
import { buildApiSchema } from './schema';

/** Apollo's own codes for a bad request (unparsable, invalid against the schema, bad variables). */
const APOLLO_REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** Our errors keep their message and code; unknown errors are logged and hidden; no stack traces. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const appError = toAppError(unwrapResolverError(error));
  const where = { locations: formatted.locations, path: formatted.path };
  if (appError) return { message: appError.message, ...where, extensions: appError.extensions };
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && APOLLO_REQUEST_ERROR_CODES.has(code)) {
    return { message: formatted.message, ...where, extensions: { code } };
  }
  console.error('[graphql]', unwrapResolverError(error));
  return { message: 'Internal server error', ...where, extensions: { code: 'INTERNAL' } };
}

/** Gives a failed operation the HTTP status of its first error (401, 409, 429 ...) and Retry-After. */
const httpStatusFromErrors: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const first = response.body.singleResult.errors?.[0];
        const code = first?.extensions?.code as ErrorCode | undefined;
        if (!code || !(code in STATUS_BY_CODE)) return;
        response.http.status = STATUS_BY_CODE[code];
        const retryAfter = first?.extensions?.retryAfterSeconds;
        if (typeof retryAfter === 'number') response.http.headers.set('retry-after', String(retryAfter));
      },
    };
  },
};

/** The Apollo server: limits on depth and aliases, no batching, no stack traces, our own playground. */
export async function createApolloServer(): Promise<ApolloServer<GraphQLContext>> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema: await buildApiSchema(),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    // server/main.ts owns shutdown: drain HTTP first, then stop Apollo, the pool and the database.
    stopOnTerminationSignals: false,
    validationRules: [depthLimitRule, aliasLimitRule],
    formatError: formatGraphQLError,
    plugins: [ApolloServerPluginLandingPageDisabled(), httpStatusFromErrors],
  });
  await apollo.start();
  return apollo;
}
