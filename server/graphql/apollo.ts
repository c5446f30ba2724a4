import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import {
  GraphQLError,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { GRAPHQL_MAX_COST, GRAPHQL_MAX_INPUT_FIELDS, GRAPHQL_MAX_TOKENS } from '../../schema/limits';
import { tokenScopeAllows } from '../../schema/readOnlyTokens';
import { ERROR_STATUS, Forbidden, isErrorCode, ValidationError } from '../errors/appErrors';
import { toAppError } from '../errors/toAppError';
import { READ_ONLY_TOKEN } from '../http/apiTokenAuth';
import { INTERNAL_ERROR_MESSAGE } from '../http/errorHandler';
import { requestLogger } from '../logging/logger';
import type { GraphQLContext } from './context';
import { cachedOperationCost, costMessage } from './queryCost';
import {
  aliasLimitRule,
  isTokenLimitError,
  knownOperationTypeRule,
  limitMessages,
  operationShapeRule,
} from './queryLimits';
import { buildApiSchema } from './schema';
import { inputFieldsMessage, widestInputObject } from './variableLimits';

/**
 * Apollo's own codes for a request it could not run as sent (unparsable, invalid against the
 * schema, variables of the wrong type, a missing query): bad input, so VALIDATION_ERROR like REST.
 */
const APOLLO_REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** What was really thrown: graphql-js wraps errors from resolvers (and Apollo wraps some again). */
function rootCause(error: unknown): unknown {
  let current = error;
  while (current instanceof GraphQLError && current.originalError) current = current.originalError;
  return current;
}

/** True for an error that is a fault of ours rather than of the request. */
function isFault(formatted: GraphQLFormattedError, error: unknown): boolean {
  if (toAppError(rootCause(error))) return false;
  const code = formatted.extensions?.code;
  return !(typeof code === 'string' && APOLLO_REQUEST_ERROR_CODES.has(code));
}

/**
 * Our errors keep their message and code; Apollo's bad-request errors become VALIDATION_ERROR;
 * faults become INTERNAL with no details (the request id is added on the way out). No stack traces.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const where = { locations: formatted.locations, path: formatted.path };
  const appError = toAppError(rootCause(error));
  if (appError) return { message: appError.message, ...where, extensions: appError.extensions };
  if (!isFault(formatted, error)) {
    const message = isTokenLimitError(formatted.message) ? limitMessages.tokens() : formatted.message;
    return { message, ...where, extensions: { code: 'VALIDATION_ERROR' } };
  }
  return { message: INTERNAL_ERROR_MESSAGE, ...where, extensions: { code: 'INTERNAL' } };
}

/**
 * Logs faults with the request id, gives a failed operation the HTTP status of its first error
 * (401, 409, 429 ...) and Retry-After, and adds the request id to INTERNAL errors.
 */
const errorReporting: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          const cause = rootCause(error);
          if (isFault({ message: error.message, extensions: error.extensions }, error)) {
            requestLogger(contextValue.requestId).error({ err: cause, path: error.path }, 'graphql operation failed');
          } else {
            // A 503 of ours (database or a music service unreachable): no bug, but the operator should see it.
            const appError = toAppError(cause);
            if (appError && appError.status >= 500)
              requestLogger(contextValue.requestId).warn(
                { err: cause, code: appError.code, path: error.path },
                appError.message,
              );
          }
        }
      },
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors;
        const first = errors?.[0];
        const code = first?.extensions?.code;
        if (!isErrorCode(code)) return;
        response.http.status = ERROR_STATUS[code];
        const retryAfter = first?.extensions?.retryAfterSeconds;
        if (typeof retryAfter === 'number') response.http.headers.set('retry-after', String(retryAfter));
        response.body.singleResult.errors = errors?.map((error) =>
          error.extensions?.code === 'INTERNAL'
            ? { ...error, extensions: { ...error.extensions, requestId: contextValue.requestId } }
            : error,
        );
      },
    };
  },
};

/** A read-only API token may run queries only (schema/readOnlyTokens.ts): a mutation is refused before any resolver runs. */
const readOnlyTokens: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation && !tokenScopeAllows(contextValue.apiTokenScope, { graphqlOperation: operation.operation }))
          throw new Forbidden(READ_ONLY_TOKEN);
      },
    };
  },
};

/** Refusal of a subscription sent over HTTP: they are served over WebSocket (live/websocket.ts). */
export const SUBSCRIPTIONS_OVER_WEBSOCKET =
  'Subscriptions are served over WebSocket at /graphql with the graphql-ws protocol';

/** The validation rules of every operation, on HTTP and WebSocket alike (besides graphql-js's own). */
export function apiValidationRules() {
  return [operationShapeRule(), aliasLimitRule(), knownOperationTypeRule];
}

/**
 * The limits checked once the operation is known, on HTTP and WebSocket alike: input objects no
 * wider than GRAPHQL_MAX_INPUT_FIELDS (variableLimits.ts), a cost of at most GRAPHQL_MAX_COST
 * (queryCost.ts, with the variables' page sizes; for a subscription, the cost of each event).
 */
export function checkOperationLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode | null | undefined,
  variables: Record<string, unknown>,
): void {
  const widest = widestInputObject(variables);
  if (widest > GRAPHQL_MAX_INPUT_FIELDS) throw new ValidationError(inputFieldsMessage(widest));
  if (!operation) return;
  const cost = cachedOperationCost(schema, document, operation, variables);
  if (cost > GRAPHQL_MAX_COST) throw new ValidationError(costMessage(cost));
}

/**
 * Refuses, before graphql-js reads the variables or any resolver runs: an input object wider than
 * GRAPHQL_MAX_INPUT_FIELDS (variableLimits.ts), and an operation costing more than GRAPHQL_MAX_COST
 * (queryCost.ts, with the variables' page sizes).
 */
const variablesAndCostLimits: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, operation, request }) {
        checkOperationLimits(schema, document, operation, request.variables ?? {});
        if (operation?.operation === 'subscription') throw new ValidationError(SUBSCRIPTIONS_OVER_WEBSOCKET);
      },
    };
  },
};

/**
 * The Apollo server: limits on tokens, depth, aliases, directives and cost (docs/API.md "Request limits"), no batching, no stack traces, our own playground.
 * `schema` defaults to the API's (tests pass a small one to exercise error handling); `extraPlugins`
 * are added last (createApp's drains the WebSocket server).
 */
export async function createApolloServer(
  schema?: GraphQLSchema,
  extraPlugins: Array<ApolloServerPlugin<GraphQLContext>> = [],
): Promise<ApolloServer<GraphQLContext>> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema: schema ?? (await buildApiSchema()),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    // server/main.ts owns shutdown: drain HTTP first, then stop Apollo, the pool and the database.
    stopOnTerminationSignals: false,
    // The token limit stops the parser itself, so an oversized document is never fully parsed.
    parseOptions: { maxTokens: GRAPHQL_MAX_TOKENS },
    validationRules: apiValidationRules(),
    formatError: formatGraphQLError,
    plugins: [
      variablesAndCostLimits,
      readOnlyTokens,
      ApolloServerPluginLandingPageDisabled(),
      // Off: we send no cache hints, traces or usage reports; the cache-control plugin alone wraps
      // every field resolver (measured with npm run bench:profile).
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      errorReporting,
      ...extraPlugins,
    ],
  });
  await apollo.start();
  return apollo;
}
