import type { Request } from 'express';
import { PROVIDER_LOGIN_PATH } from '../../schema/providerLogin';
import { providerInfoOf, type ProviderInfo } from '../http/providerLogin';
import { requestContextOf } from '../http/session';
import type { LiveConnection } from '../services/live/authorisedStream';
import type { RequestContext } from '../services/context';

/**
 * GraphQL resolvers get exactly the service context the REST routes build (the app's services
 * included, `ctx.services`), plus the identity provider as the login page shows it (null when
 * provider sign-in is off).
 */
export type GraphQLContext = RequestContext & {
  provider: (ProviderInfo & { loginUrl: string }) | null;
  /** Set on operations that arrived over WebSocket (live/websocket.ts): subscriptions need it. */
  live?: LiveConnection;
};

/** Builds the resolver context from the express request. */
export function graphQLContext({ req }: { req: Request }): Promise<GraphQLContext> {
  const ctx = requestContextOf(req);
  const provider = providerInfoOf(ctx.services);
  return Promise.resolve({
    ...ctx,
    provider: provider && { ...provider, loginUrl: PROVIDER_LOGIN_PATH },
  });
}
