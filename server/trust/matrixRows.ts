import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GRAPHQL_OPERATION_NAMES, type GraphqlOperationName, type OperationId } from '../../schema/operationIds';
import type { ERROR_STATUS } from '../errors/appErrors';
import { OPERATION_EXAMPLES, restKey, restOperations, type OperationExample, type RestRoute } from '../fuzz/operations';
import { ACCESS_CLASSES } from './accessClasses';
import type { Actor } from './actors';

// One expectation per operation id serves both doors, because a REST route and its GraphQL twin
// call one service with one rule: the kind of access its example names (accessClasses.ts), or, for
// an operation that fits no kind, its row in authorization-matrix.json. The cells each door is
// checked against are derived here.

/** What a caller gets: "ok" or the error code of the refusal. */
export type Outcome = 'ok' | keyof typeof ERROR_STATUS;
/** What each of the ten callers gets from one operation. */
export type MatrixRow = Record<Actor, Outcome>;

/** The file as written. */
export interface MatrixFile {
  actors: Actor[];
  /** The rows, by operation id, of the operations whose example names no kind of access; each serves both doors. */
  operations: Partial<Record<OperationId, MatrixRow>>;
  /** GraphQL rows whose answer is not their REST twin's (GraphQL `me` answers null to a stranger). */
  graphqlDiffers: Partial<Record<GraphqlOperationName, MatrixRow>>;
  /** Routes outside the REST table, by "METHOD /path". */
  routes: Record<string, MatrixRow>;
  subscriptions: Record<string, MatrixRow>;
}

/** authorization-matrix.json, parsed. */
export const matrixFile = JSON.parse(
  readFileSync(path.join(__dirname, 'authorization-matrix.json'), 'utf8'),
) as MatrixFile;

/** The row an operation is checked against on both doors: its kind of access's, or its own. */
export function operationRowOf(id: OperationId): MatrixRow | undefined {
  const access = (OPERATION_EXAMPLES[id] as OperationExample).access;
  return access ? ACCESS_CLASSES[access] : matrixFile.operations[id];
}

/** The row a REST route is checked against: its operation's, or its own for a route outside the table. */
export function restRowOf(route: Pick<RestRoute, 'method' | 'path' | 'operationId'>): MatrixRow | undefined {
  return route.operationId ? operationRowOf(route.operationId) : matrixFile.routes[restKey(route)];
}

/** The row a GraphQL query or mutation is checked against: where the doors differ its own, else its operation's. */
export function graphqlRowOf(name: GraphqlOperationName): MatrixRow | undefined {
  return matrixFile.graphqlDiffers[name] ?? operationRowOf(name);
}

const present = <K extends string>(entries: Array<[K, MatrixRow | undefined]>): Record<K, MatrixRow> =>
  Object.fromEntries(entries.filter((entry): entry is [K, MatrixRow] => entry[1] !== undefined)) as Record<
    K,
    MatrixRow
  >;

/** Every REST route's cells by "METHOD /path" (a route without a row is left out, which the completeness test reports). */
export const restRows: Record<string, MatrixRow> = present(
  restOperations.map((route) => [restKey(route), restRowOf(route)]),
);

/** Every GraphQL query and mutation's cells by name. */
export const graphqlRows: Record<string, MatrixRow> = present(
  GRAPHQL_OPERATION_NAMES.map((name) => [name, graphqlRowOf(name)]),
);
