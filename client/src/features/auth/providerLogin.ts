import type { AuthProviderQuery } from '../../graphql/generated';

/** The identity provider as the server describes it (null when provider sign-in is off). */
export type AuthProviderInfo = AuthProviderQuery['authProvider'];

/**
 * Whether the login page offers 'Log in with {provider}': only when the server has a provider and,
 * if it names an app domain, only on host names containing it (SPEC.md §2).
 */
export function offersProviderLogin(
  provider: AuthProviderInfo | undefined,
  hostname: string,
): provider is NonNullable<AuthProviderInfo> {
  return Boolean(provider) && (!provider!.appDomain || hostname.includes(provider!.appDomain));
}
