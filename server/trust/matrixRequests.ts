import type { GraphqlOperationName } from '../../schema/operationIds';
import {
  exampleValues,
  graphqlArgsOf,
  restKey,
  restOperations,
  variablesFrom,
  type RestRoute,
} from '../fuzz/operations';
import type { MatrixFixtures } from './matrixWorld';

// What each cell of the authorization matrix sends: the operation's example (server/fuzz/operations.ts)
// for both doors; where it aims at nothing (ids nobody has, wrong passwords) its `matrix` values aim
// at real rows instead, so an allowed cell really succeeds and a refused one really protects
// something: the owner's playlist, track, photo and spare token, a target user for the admin operations.

/** A REST request with its path filled in. */
export interface RestRequest {
  method: RestRoute['method'];
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Sent as the browser's photo form does (multipart, field `profileImage`) instead of JSON. */
  photoUpload?: true;
  /** Sent as the browser's sound form does (multipart, fields `sound` and `name`) instead of JSON. */
  soundUpload?: true;
  /** A GraphQL request over GET: answered in GraphQL's shape. */
  answersAsGraphql?: true;
  /** A text body (text/csv unless `textType` says otherwise) instead of JSON. */
  csv?: string | Buffer;
  textType?: 'text/plain' | 'audio/midi';
}

/** Routes outside the REST table that the matrix sends differently. */
const INFRASTRUCTURE_OVERRIDES: Record<string, Partial<RestRequest>> = {
  // Without a built client there is no playground page: GET /graphql runs queries (never mutations).
  'GET /graphql': { query: { query: '{ me { id username } myPlaylists { id name } }' }, answersAsGraphql: true },
};

/** The request a matrix cell sends for a REST route: its example, aimed at real rows where the example says so. */
export function restRequest(operation: RestRoute, fx: MatrixFixtures): RestRequest {
  const values = operation.operationId ? exampleValues(operation.operationId, fx, fx) : {};
  const params = values.params ?? {};
  return {
    method: operation.method,
    path: operation.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!)),
    query: values.query,
    body: values.body,
    // Sent as the browser's photo form does.
    photoUpload: operation.operationId === 'uploadProfileImage' ? true : undefined,
    soundUpload: operation.operationId === 'uploadSound' ? true : undefined,
    csv: operation.csvBody?.(fx),
    textType: operation.textType,
    ...INFRASTRUCTURE_OVERRIDES[restKey(operation)],
  };
}

/** The variables a matrix cell sends for a GraphQL operation. */
export function graphqlVariables(name: GraphqlOperationName, fx: MatrixFixtures): Record<string, unknown> {
  return variablesFrom(graphqlArgsOf(name), exampleValues(name, fx, fx));
}

/** Every REST route of the registry, by "METHOD /path". */
export const restOperationsByKey = new Map(restOperations.map((operation) => [restKey(operation), operation]));
