import type { Request } from 'express';
import { PROVIDER_LOGIN_PATH } from '../../schema/providerLogin';
import { musicLookupsOf } from '../http/musicLookups';
import { providerInfoOf, type ProviderInfo } from '../http/providerLogin';
import { requestContextOf } from '../http/session';
import type { RequestContext } from '../services/context';
import type { MusicLookups } from '../services/music/musicLookups';

/**
 * GraphQL resolvers get exactly the service context the REST routes build, plus the app's music
 * lookups and its identity provider (null when provider sign-in is off).
 */
export type GraphQLContext = RequestContext & { music: MusicLookups; provider: (ProviderInfo & { loginUrl: string }) | null };

/** Builds the resolver context from the express request. */
export function graphQLContext({ req }: { req: Request }): Promise<GraphQLContext> {
  const provider = providerInfoOf(req);
  return Promise.resolve({
    ...requestContextOf(req),
    music: musicLookupsOf(req),
    provider: provider && { ...provider, loginUrl: PROVIDER_LOGIN_PATH },
  });
}
