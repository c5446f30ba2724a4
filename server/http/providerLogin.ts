import type { AppServices } from '../services/appServices';

/** What the login page needs to offer the button: the provider's name and the host rule (SPEC.md §2). */
export interface ProviderInfo {
  name: string;
  appDomain: string | null;
}

/** The provider as the login page shows it, or null when provider sign-in is off. */
export function providerInfoOf(services: AppServices): ProviderInfo | null {
  const login = services.providerLogin;
  return login ? { name: login.client.config.providerName, appDomain: login.client.config.appDomain } : null;
}
