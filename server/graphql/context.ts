import type { Request } from 'express';
import { musicLookupsOf } from '../http/musicLookups';
import { requestContextOf } from '../http/session';
import type { RequestContext } from '../services/context';
import type { MusicLookups } from '../services/music/musicLookups';

/** GraphQL resolvers get exactly the service context the REST routes build, plus the app's music lookups. */
export type GraphQLContext = RequestContext & { music: MusicLookups };

/** Builds the resolver context from the express request. */
export function graphQLContext({ req }: { req: Request }): Promise<GraphQLContext> {
  return Promise.resolve({ ...requestContextOf(req), music: musicLookupsOf(req) });
}
