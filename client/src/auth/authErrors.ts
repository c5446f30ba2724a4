import { readApiError, type ApiError } from '../graphql/errors';

/** SPEC.md §8 fallbacks, shown when the server has nothing more specific to say. */
export const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.';
export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

/** Server answers whose message tells the user more than the generic text (why, and what to do). */
const SPECIFIC_CODES = new Set(['TOO_MANY_REQUESTS', 'UNAVAILABLE', 'FORBIDDEN', 'VALIDATION_ERROR', 'CONFLICT']);

function specificMessage(apiError: ApiError): string | undefined {
  return apiError.code && SPECIFIC_CODES.has(apiError.code) ? apiError.message : undefined;
}

/**
 * The login form's alert. Wrong credentials (UNAUTHENTICATED) and unknown failures get the generic
 * text; a throttled, refused or unavailable login shows the server's own message.
 */
export function loginErrorMessage(error: unknown): string {
  return specificMessage(readApiError(error)) ?? LOGIN_FAILED;
}

/** The register form's alert for failures that are not about one field. */
export function registrationErrorMessage(apiError: ApiError): string {
  return specificMessage(apiError) ?? REGISTRATION_FAILED;
}
