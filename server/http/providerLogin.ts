import type { Request } from 'express';
import { appServicesOf, type ProviderLogin } from './appServices';

export type { ProviderLogin };

/** The provider sign-in of the app serving this request, or null when it is switched off. */
export function providerLoginOf(req: Request): ProviderLogin | null {
  return appServicesOf(req).providerLogin;
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
