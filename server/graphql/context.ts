import type { Request } from 'express';
import { requestContextOf } from '../http/session';
import type { RequestContext } from '../services/context';

/** GraphQL resolvers get exactly the service context the REST routes build. */
export type GraphQLContext = RequestContext;

/** Builds the resolver context from the express request. */
export function graphQLContext({ req }: { req: Request }): Promise<GraphQLContext> {
  return Promise.resolve(requestContextOf(req));
}
