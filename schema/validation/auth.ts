import { object, string, type InferType } from 'yup';
import {
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LOGIN_IDENTIFIER_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../limits';
import { messages } from './messages';

/** Same shape browsers use for `<input type="email">`: local@domain with a dot-free-or-dotted host. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** Confirmation must equal `field`; an empty one reports only "required", never a mismatch too. */
function matches(field: string, message: string) {
  return string().test('matches', message, function check(value) {
    return !value || value === (this.parent as Record<string, unknown>)[field];
  });
}

const password = string()
  .label('Password')
  .required(messages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, messages.passwordMin)
  .max(PASSWORD_MAX_LENGTH, messages.passwordMax);

/** Optional display name: blank input means "no display name". */
export const displayNameField = string()
  .label('Display name')
  .trim()
  .max(DISPLAY_NAME_MAX_LENGTH, messages.displayNameMax)
  .transform((value: string | undefined | null) => (value ? value : undefined))
  .optional();

/** POST /api/auth/login and the `login` mutation. */
export const loginSchema = object({
  usernameOrEmail: string()
    .label('Username or email')
    .trim()
    .required(messages.usernameOrEmailRequired)
    .max(LOGIN_IDENTIFIER_MAX_LENGTH, messages.usernameOrEmailMax),
  password: string()
    .label('Password')
    .required(messages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, messages.passwordMax),
});
export type LoginInput = InferType<typeof loginSchema>;

/** POST /api/auth/register, the `register` mutation and the /register form. */
export const registerSchema = object({
  username: string()
    .label('Username')
    .trim()
    .required(messages.usernameMin)
    .min(USERNAME_MIN_LENGTH, messages.usernameMin)
    .max(USERNAME_MAX_LENGTH, messages.usernameMax)
    .test('no-at', messages.usernameNoAt, (value) => !value?.includes('@'))
    .test(
      'characters',
      messages.usernameCharacters,
      (value) => !value || value.includes('@') || USERNAME_PATTERN.test(value),
    ),
  email: string()
    .label('Email')
    .trim()
    .required(messages.emailInvalid)
    .max(EMAIL_MAX_LENGTH, messages.emailMax)
    .matches(EMAIL_PATTERN, messages.emailInvalid),
  displayName: displayNameField,
  password,
  confirmPassword: matches('password', messages.passwordsDoNotMatch)
    .label('Confirm password')
    .required(messages.confirmPasswordRequired),
});
export type RegisterInput = InferType<typeof registerSchema>;

/** PATCH /api/auth/profile and the `updateProfile` mutation. */
export const updateProfileSchema = object({
  displayName: displayNameField,
});
export type UpdateProfileInput = InferType<typeof updateProfileSchema>;

/** PATCH /api/auth/password and the `changePassword` mutation (the API payload of SPEC.md §7). */
export const changePasswordSchema = object({
  currentPassword: string()
    .label('Current password')
    .required(messages.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, messages.passwordMax),
  newPassword: string()
    .label('New password')
    .required(messages.newPasswordMin)
    .min(PASSWORD_MIN_LENGTH, messages.newPasswordMin)
    .max(PASSWORD_MAX_LENGTH, messages.passwordMax),
});
export type ChangePasswordInput = InferType<typeof changePasswordSchema>;

/** The Change Password form: the API payload plus the confirmation the server never sees. */
export const changePasswordFormSchema = changePasswordSchema.shape({
  confirmPassword: matches('newPassword', messages.passwordsDoNotMatch)
    .label('Confirm password')
    .required(messages.confirmNewPasswordRequired),
});
