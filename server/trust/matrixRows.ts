import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GraphqlOperationName, OperationId } from '../../schema/operationIds';
import type { ERROR_STATUS } from '../errors/appErrors';
import { GRAPHQL_OPERATION_NAMES } from '../../schema/operationIds';
import { restKey, restOperations, type RestRoute } from '../fuzz/operations';
import type { Actor } from './matrixWorld';

// authorization-matrix.json keeps one row per operation id for both doors, because a REST route and
// its GraphQL twin call one service with one rule; the cells each door is checked against are
// derived here, so the tests send exactly the cells two rows per operation used to spell out.

/** What a caller gets: "ok" or the error code of the refusal. */
export type Outcome = 'ok' | keyof typeof ERROR_STATUS;
/** What each of the ten callers gets from one operation. */
export type MatrixRow = Record<Actor, Outcome>;

/** The file as written. */
export interface MatrixFile {
  actors: Actor[];
  /** One row per operation id of the REST table and the GraphQL schema, serving both doors. */
  operations: Partial<Record<OperationId, MatrixRow>>;
  /** GraphQL rows whose answer is not their REST twin's (GraphQL `me` answers null to a stranger). */
  graphqlDiffers: Partial<Record<GraphqlOperationName, MatrixRow>>;
  /** Routes outside the REST table, by "METHOD /path". */
  routes: Record<string, MatrixRow>;
  subscriptions: Record<string, MatrixRow>;
}

/** authorization-matrix.json, parsed. */
export const matrixFile = JSON.parse(readFileSync(path.join(__dirname, 'authorization-matrix.json'), 'utf8')) as MatrixFile;

/** The row a REST route is checked against: its operation's, or its own for a route outside the table. */
export function restRowOf(route: Pick<RestRoute, 'method' | 'path' | 'operationId'>): MatrixRow | undefined {
  return route.operationId ? matrixFile.operations[route.operationId] : matrixFile.routes[restKey(route)];
}

/** The row a GraphQL query or mutation is checked against: where the doors differ its own, else its operation's. */
export function graphqlRowOf(name: GraphqlOperationName): MatrixRow | undefined {
  return matrixFile.graphqlDiffers[name] ?? matrixFile.operations[name];
}

const present = <K extends string>(entries: Array<[K, MatrixRow | undefined]>): Record<K, MatrixRow> =>
  Object.fromEntries(entries.filter((entry): entry is [K, MatrixRow] => entry[1] !== undefined)) as Record<K, MatrixRow>;

/** Every REST route's cells by "METHOD /path" (a route without a row is left out, which the completeness test reports). */
export const restRows: Record<string, MatrixRow> = present(restOperations.map((route) => [restKey(route), restRowOf(route)]));

/** Every GraphQL query and mutation's cells by name. */
export const graphqlRows: Record<string, MatrixRow> = present(GRAPHQL_OPERATION_NAMES.map((name) => [name, graphqlRowOf(name)]));
