import { PROVIDER_APP_DOMAIN } from '../../../schema/limits';

/** Where the browser goes to log in through the hosting provider. */
export const PROVIDER_LOGIN_PATH = '/api/login';

/** The provider login button only makes sense on the provider's own hosts (SPEC.md §2). */
export function offersProviderLogin(hostname: string): boolean {
  return hostname.includes(PROVIDER_APP_DOMAIN);
}
