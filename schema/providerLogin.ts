/** Where the browser goes to sign in through the identity provider (SPEC.md §7). */
export const PROVIDER_LOGIN_PATH = '/api/login';

/** Query parameter on /login that tells the page why a provider sign-in came back without a session. */
export const PROVIDER_ERROR_PARAM = 'provider_error';

/** Title of the toast shown for any provider sign-in failure. */
export const PROVIDER_LOGIN_FAILED_TITLE = 'Provider sign-in failed';

/** Why a provider sign-in ended without a session, and what the login page says about it. */
export const PROVIDER_LOGIN_MESSAGES = {
  cancelled: 'Sign-in with the provider was cancelled.',
  failed: 'Sign-in with the provider failed. Please try again.',
  expired: 'That sign-in attempt expired or was already used. Please start again.',
  unavailable: 'The identity provider could not be reached. Please try again later.',
  email_taken:
    'An account with this email already exists. Log in with your password, then link the provider from your profile.',
  already_linked: 'That provider account is already linked to another user.',
} as const;

/** One of the reasons above. */
export type ProviderLoginFailure = keyof typeof PROVIDER_LOGIN_MESSAGES;

/** The reason named by a /login query string, or null for none or an unknown one. */
export function providerLoginFailureOf(value: string | null): ProviderLoginFailure | null {
  return value !== null && Object.hasOwn(PROVIDER_LOGIN_MESSAGES, value) ? (value as ProviderLoginFailure) : null;
}
