import type { Request } from 'express';
import type { MusicLookups } from '../services/music/musicLookups';
import type { OidcClient } from '../services/oidc/oidcClient';

/** Provider sign-in as this app is configured: the OIDC client and the keys that sign its flow cookie. */
export interface ProviderLogin {
  client: OidcClient;
  keys: string[];
}

/**
 * The long-lived services createApp builds once (server/app.ts), which requests on both doors reach
 * through {@link appServicesOf}: REST operations by musicLookupsOf / providerLoginOf, GraphQL
 * resolvers through their context (graphql/context.ts).
 */
export interface AppServices {
  /** One per configuration: its rate limits and caches are per process. */
  musicLookups: MusicLookups;
  /** Null when provider sign-in (OIDC_*) is not configured. */
  providerLogin: ProviderLogin | null;
}

/** The services of each assembled app, found from a request by the app serving it. */
const servicesOfApp = new WeakMap<object, AppServices>();

/** Gives an app its services; called once by createApp. */
export function provideAppServices(app: Request['app'], services: AppServices): void {
  servicesOfApp.set(app, services);
}

/** The services of the app serving this request. */
export function appServicesOf(req: Request): AppServices {
  const services = servicesOfApp.get(req.app);
  if (!services) throw new Error('createApp did not provide the app services');
  return services;
}
