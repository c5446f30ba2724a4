import { ERROR_CODES } from '../../../../schema/errorCodes';
import { readApiError, type ApiError } from '../../graphql/errors';

/** SPEC.md §8 fallbacks, shown when the server has nothing more specific to say. */
export const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.';
export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

/** Server answers whose message tells the user more than the generic text (why, and what to do). */
const SPECIFIC_CODES = new Set<string>([
  ERROR_CODES.TOO_MANY_REQUESTS,
  ERROR_CODES.UNAVAILABLE,
  ERROR_CODES.FORBIDDEN,
  ERROR_CODES.VALIDATION_ERROR,
  ERROR_CODES.CONFLICT,
]);

function specificMessage(apiError: ApiError): string | undefined {
  return apiError.code && SPECIFIC_CODES.has(apiError.code) ? apiError.message : undefined;
}

/**
 * The login form's alert (SPEC.md §8): the server's message ('Invalid username/email or password',
 * 'Too many failed login attempts…'), else the generic text — also for a fault of ours, whose
 * message ('Internal server error') tells a user nothing.
 */
export function loginErrorMessage(error: unknown): string {
  const { code, message } = readApiError(error);
  return message && code !== ERROR_CODES.INTERNAL ? message : LOGIN_FAILED;
}

/** The register form's alert for failures that are not about one field. */
export function registrationErrorMessage(apiError: ApiError): string {
  return specificMessage(apiError) ?? REGISTRATION_FAILED;
}
