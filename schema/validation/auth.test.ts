import type { AnyObjectSchema } from 'yup';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  loginSchema,
  registerSchema,
  updateProfileSchema,
} from './auth';
import { messages } from './messages';

/** Every field's first error, as the forms and the API show them. */
function errorsOf(schema: AnyObjectSchema, value: object): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    const fields: Record<string, string> = {};
    for (const inner of (error as { inner: Array<{ path: string; errors: string[] }> }).inner)
      fields[inner.path] ??= inner.errors[0]!;
    return fields;
  }
}

describe('loginSchema', () => {
  it('accepts a username or email with a password', () => {
    expect(errorsOf(loginSchema, { usernameOrEmail: 'admin', password: 'x' })).toEqual({});
  });
  it.each([
    [{ usernameOrEmail: '', password: 'x' }, { usernameOrEmail: messages.usernameOrEmailRequired }],
    [{ usernameOrEmail: '  ', password: 'x' }, { usernameOrEmail: messages.usernameOrEmailRequired }],
    [{ usernameOrEmail: 'a', password: '' }, { password: messages.passwordRequired }],
    [{}, { usernameOrEmail: messages.usernameOrEmailRequired, password: messages.passwordRequired }],
  ])('%j → %j', (value, expected) => {
    expect(errorsOf(loginSchema, value)).toEqual(expected);
  });
});

describe('registerSchema', () => {
  const valid = { username: 'drummer', email: 'drum@example.com', password: 'password1', confirmPassword: 'password1' };

  it('accepts a valid registration with or without a display name', () => {
    expect(errorsOf(registerSchema, valid)).toEqual({});
    expect(errorsOf(registerSchema, { ...valid, displayName: 'Dee Drummer' })).toEqual({});
    expect(registerSchema.validateSync({ ...valid, displayName: '   ' }).displayName).toBeUndefined();
  });
  it.each([
    [{ username: '' }, 'username', messages.usernameMin],
    [{ username: 'ab' }, 'username', messages.usernameMin],
    [{ username: 'x'.repeat(33) }, 'username', messages.usernameMax],
    [{ username: 'me@home' }, 'username', messages.usernameNoAt],
    [{ username: 'bad name' }, 'username', messages.usernameCharacters],
    [{ email: '' }, 'email', messages.emailInvalid],
    [{ email: 'drum' }, 'email', messages.emailInvalid],
    [{ email: 'drum@example' }, 'email', messages.emailInvalid],
    [{ email: `${'x'.repeat(250)}@ex.com` }, 'email', messages.emailMax],
    [{ displayName: 'x'.repeat(81) }, 'displayName', messages.displayNameMax],
    [{ password: 'short', confirmPassword: 'short' }, 'password', messages.passwordMin],
    [{ password: 'x'.repeat(257), confirmPassword: 'x'.repeat(257) }, 'password', messages.passwordMax],
    [{ confirmPassword: '' }, 'confirmPassword', messages.confirmPasswordRequired],
    [{ confirmPassword: 'password2' }, 'confirmPassword', messages.passwordsDoNotMatch],
  ])('%j → %s: %s', (override, field, message) => {
    expect(errorsOf(registerSchema, { ...valid, ...override })).toEqual({ [field]: message });
  });
  it('trims the username and email', () => {
    expect(registerSchema.validateSync({ ...valid, username: ' drummer ', email: ' drum@example.com ' })).toMatchObject(
      {
        username: 'drummer',
        email: 'drum@example.com',
      },
    );
  });
});

describe('updateProfileSchema', () => {
  it('accepts an empty payload and a display name up to 80 characters', () => {
    expect(errorsOf(updateProfileSchema, {})).toEqual({});
    expect(errorsOf(updateProfileSchema, { displayName: 'x'.repeat(80) })).toEqual({});
  });
  it('refuses a display name over 80 characters', () => {
    expect(errorsOf(updateProfileSchema, { displayName: 'x'.repeat(81) })).toEqual({
      displayName: messages.displayNameMax,
    });
  });
});

describe('changePasswordSchema and its form', () => {
  const valid = { currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' };
  it('accepts a valid change', () => {
    expect(errorsOf(changePasswordSchema, valid)).toEqual({});
    expect(errorsOf(changePasswordFormSchema, valid)).toEqual({});
  });
  it.each([
    [{ currentPassword: '' }, 'currentPassword', messages.currentPasswordRequired],
    [{ newPassword: '', confirmPassword: '' }, 'newPassword', messages.newPasswordMin],
    [{ newPassword: 'short', confirmPassword: 'short' }, 'newPassword', messages.newPasswordMin],
  ])('%j → %s: %s (API and form)', (override, field, message) => {
    expect(errorsOf(changePasswordSchema, { ...valid, ...override })).toEqual({ [field]: message });
  });
  it.each([
    [{ confirmPassword: '' }, messages.confirmNewPasswordRequired],
    [{ confirmPassword: 'other-password' }, messages.passwordsDoNotMatch],
  ])('form: %j → confirmPassword: %s', (override, message) => {
    expect(errorsOf(changePasswordFormSchema, { ...valid, ...override })).toEqual({ confirmPassword: message });
  });
  it('the API payload does not need a confirmation', () => {
    expect(errorsOf(changePasswordSchema, { currentPassword: 'a', newPassword: 'new-password' })).toEqual({});
  });
});
