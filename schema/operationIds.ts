import { OPERATIONS } from './operations.generated';

// The key every gate is written by: the operation ids of both doors, read from the generated list
// (schema/operations.generated.ts, rewritten by `npm run codegen` from the REST table and the
// GraphQL schema; `codegen:check` fails when it is stale).

type Door = 'rest' | 'graphql' | 'subscription';
/** The ids of the operations a door has. */
type IdsOf<D extends Door> = {
  [K in keyof typeof OPERATIONS]: D extends (typeof OPERATIONS)[K][number] ? K : never;
}[keyof typeof OPERATIONS];

/** Any operation of either door. A REST operation and its GraphQL twin share one id. */
export type OperationId = keyof typeof OPERATIONS;
/** An operation of the REST table. */
export type RestOperationId = IdsOf<'rest'>;
/** A GraphQL query or mutation. */
export type GraphqlOperationName = IdsOf<'graphql'>;
/** A GraphQL subscription. */
export type GraphqlSubscriptionName = IdsOf<'subscription'>;

const idsOf = <D extends Door>(door: D) =>
  (Object.keys(OPERATIONS) as OperationId[]).filter((id) =>
    (OPERATIONS[id] as readonly Door[]).includes(door),
  ) as Array<IdsOf<D>>;

/** Every operationId of the REST table, sorted. */
export const REST_OPERATION_IDS: readonly RestOperationId[] = idsOf('rest');
/** Every Query and Mutation field of the GraphQL schema, sorted. */
export const GRAPHQL_OPERATION_NAMES: readonly GraphqlOperationName[] = idsOf('graphql');
/** Every Subscription field of the GraphQL schema, sorted. */
export const GRAPHQL_SUBSCRIPTION_NAMES: readonly GraphqlSubscriptionName[] = idsOf('subscription');
