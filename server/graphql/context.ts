import type { Request } from 'express';
import { PROVIDER_LOGIN_PATH } from '../../schema/providerLogin';
import { appServicesOf } from '../http/appServices';
import { providerInfoOf, type ProviderInfo } from '../http/providerLogin';
import { requestContextOf } from '../http/session';
import type { LiveConnection } from '../services/live/authorisedStream';
import type { RequestContext } from '../services/context';
import type { MusicLookups } from '../services/music/musicLookups';

/**
 * GraphQL resolvers get exactly the service context the REST routes build, plus, from the app's
 * services (http/appServices.ts, as REST operations reach them), its music lookups and its identity
 * provider (null when provider sign-in is off).
 */
export type GraphQLContext = RequestContext & {
  music: MusicLookups;
  provider: (ProviderInfo & { loginUrl: string }) | null;
  /** Set on operations that arrived over WebSocket (live/websocket.ts): subscriptions need it. */
  live?: LiveConnection;
};

/** Builds the resolver context from the express request. */
export function graphQLContext({ req }: { req: Request }): Promise<GraphQLContext> {
  const provider = providerInfoOf(req);
  return Promise.resolve({
    ...requestContextOf(req),
    music: appServicesOf(req).musicLookups,
    provider: provider && { ...provider, loginUrl: PROVIDER_LOGIN_PATH },
  });
}
