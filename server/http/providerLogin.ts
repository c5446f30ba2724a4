import type { Request } from 'express';
import type { OidcClient } from '../services/oidc/oidcClient';

/** Provider sign-in as this app is configured: the OIDC client and the keys that sign its flow cookie. */
export interface ProviderLogin {
  client: OidcClient;
  keys: string[];
}

const PROVIDER_LOGIN_KEY = 'providerLogin';

/** Gives the app its provider sign-in (null when OIDC_* is not configured). */
export function provideProviderLogin(locals: Record<string, unknown>, login: ProviderLogin | null): void {
  locals[PROVIDER_LOGIN_KEY] = login;
}

/** The provider sign-in of the app serving this request, or null when it is switched off. */
export function providerLoginOf(req: Request): ProviderLogin | null {
  return ((req.app.locals as Record<string, unknown>)[PROVIDER_LOGIN_KEY] as ProviderLogin | undefined) ?? null;
}

/** What the login page needs to offer the button: the provider's name and the host rule (SPEC.md §2). */
export interface ProviderInfo {
  name: string;
  appDomain: string | null;
}

/** The provider as the login page shows it, or null when provider sign-in is off. */
export function providerInfoOf(req: Request): ProviderInfo | null {
  const login = providerLoginOf(req);
  return login ? { name: login.client.config.providerName, appDomain: login.client.config.appDomain } : null;
}
