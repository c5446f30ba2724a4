import type { ApiTokenScope } from './limits';

/**
 * What a read-only (`read` scope) API token may call, on each door (docs/API.md): REST
 * requests with a safe method and GraphQL queries. Anything else it asks for is refused with 403
 * FORBIDDEN before any route or resolver runs; a `write` token and a session may call everything
 * their user may.
 */
export const READ_ONLY_TOKEN_OPERATIONS = {
  /** HTTP methods of the REST requests that only read. */
  restMethods: ['GET', 'HEAD', 'OPTIONS'],
  /** GraphQL operation types that only read. */
  graphqlOperations: ['query'],
} as const;

/** A call as the scope rule sees it: a REST request by its method, a GraphQL operation by its type. */
export type ScopedCall = { restMethod: string } | { graphqlOperation: string };

/** True when a caller with this token scope (null: a session, not a token) may make this call. */
export function tokenScopeAllows(scope: ApiTokenScope | null | undefined, call: ScopedCall): boolean {
  if (scope !== 'read') return true;
  if ('restMethod' in call)
    return (READ_ONLY_TOKEN_OPERATIONS.restMethods as readonly string[]).includes(call.restMethod.toUpperCase());
  return (READ_ONLY_TOKEN_OPERATIONS.graphqlOperations as readonly string[]).includes(call.graphqlOperation);
}
