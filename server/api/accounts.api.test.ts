import { User } from '../entities';
import { messages } from '../../schema/validation';
import { CURRENT_PASSWORD_WRONG, EMAIL_TAKEN, INVALID_CREDENTIALS, USERNAME_TAKEN } from '../services/accounts';
import { newClient } from '../test/apiClient';
import { doors } from '../test/doors';
import { buildUser, DEFAULT_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const userCount = () => app.em().count(User, {});
let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

function registration(overrides: Record<string, unknown> = {}) {
  const name = `reg_${unique()}`;
  return {
    username: name,
    email: `${name}@example.test`,
    password: 'long-enough-pw',
    confirmPassword: 'long-enough-pw',
    displayName: 'Reg User',
    ...overrides,
  };
}

describe.each(doors)('accounts over $name', (door) => {
  describe('register', () => {
    it('creates the account, signs it in and never returns the password', async () => {
      const client = await newClient(app);
      const input = registration();
      const result = await door.register(client, input);
      expect(result.status).toBe(door.name === 'REST' ? 201 : 200);
      expect(result.user).toMatchObject({
        username: input.username,
        email: input.email,
        displayName: 'Reg User',
        isAdmin: false,
      });
      expect(JSON.stringify(result)).not.toMatch(/password|hash/i);
      expect((await door.me(client)).user?.username).toBe(input.username);
    });

    it.each([
      ['username shorter than 3', { username: 'ab' }, 'username', messages.usernameMin],
      ['username containing @', { username: 'a@b.c' }, 'username', messages.usernameNoAt],
      ['username with spaces', { username: 'two words' }, 'username', messages.usernameCharacters],
      ['invalid email', { email: 'not-an-email' }, 'email', messages.emailInvalid],
      ['empty email', { email: '' }, 'email', messages.emailInvalid],
      ['password shorter than 8', { password: 'short', confirmPassword: 'short' }, 'password', messages.passwordMin],
      ['empty confirmation', { confirmPassword: '' }, 'confirmPassword', messages.confirmPasswordRequired],
      [
        'mismatched confirmation',
        { confirmPassword: 'something-else' },
        'confirmPassword',
        messages.passwordsDoNotMatch,
      ],
      ['display name over 80', { displayName: 'x'.repeat(81) }, 'displayName', messages.displayNameMax],
    ])('refuses %s with 400 and writes nothing', async (_case, overrides, field, message) => {
      const client = await newClient(app);
      const before = await userCount();
      const result = await door.register(client, registration(overrides));
      expect(result).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message });
      expect(result.fields?.[field]).toBe(message);
      expect(await userCount()).toBe(before);
      expect((await door.me(client)).user ?? null).toBeNull();
    });

    it('refuses a taken username (any case) and a taken email with 409', async () => {
      const { user } = await buildUser(app.em());
      const client = await newClient(app);
      const before = await userCount();
      const byName = await door.register(client, registration({ username: user.username.toUpperCase() }));
      expect(byName).toMatchObject({
        status: 409,
        code: 'CONFLICT',
        message: USERNAME_TAKEN,
        fields: { username: USERNAME_TAKEN },
      });
      const byEmail = await door.register(client, registration({ email: user.email.toUpperCase() }));
      expect(byEmail).toMatchObject({
        status: 409,
        code: 'CONFLICT',
        message: EMAIL_TAKEN,
        fields: { email: EMAIL_TAKEN },
      });
      expect(await userCount()).toBe(before);
    });
  });

  describe('login', () => {
    it('accepts the username or the email in any case', async () => {
      const { user, password } = await buildUser(app.em(), { displayName: 'Casey' });
      for (const identifier of [user.username, user.email, user.username.toUpperCase(), user.email.toUpperCase()]) {
        const client = await newClient(app);
        const result = await door.login(client, { usernameOrEmail: identifier, password });
        expect(result.status).toBe(200);
        expect(result.user).toMatchObject({ id: user.id, username: user.username, displayName: 'Casey' });
        expect((await door.me(client)).user?.id).toBe(user.id);
      }
    });

    it('answers the same 401 for an unknown user and a wrong password', async () => {
      const { user } = await buildUser(app.em());
      const client = await newClient(app);
      const wrongPassword = await door.login(client, { usernameOrEmail: user.username, password: 'wrong-password' });
      const unknownUser = await door.login(client, {
        usernameOrEmail: `nobody_${unique()}`,
        password: 'wrong-password',
      });
      for (const result of [wrongPassword, unknownUser]) {
        expect(result).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: INVALID_CREDENTIALS });
      }
      expect((await door.me(client)).user ?? null).toBeNull();
    });

    it.each([
      [
        'an empty identifier',
        { usernameOrEmail: '', password: 'x' },
        'usernameOrEmail',
        messages.usernameOrEmailRequired,
      ],
      [
        'a blank identifier',
        { usernameOrEmail: '   ', password: 'x' },
        'usernameOrEmail',
        messages.usernameOrEmailRequired,
      ],
      ['an empty password', { usernameOrEmail: 'someone', password: '' }, 'password', messages.passwordRequired],
    ])('refuses %s with 400', async (_case, input, field, message) => {
      const client = await newClient(app);
      const result = await door.login(client, input);
      expect(result).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message });
      expect(result.fields?.[field]).toBe(message);
    });

    it('refuses the 11th failed attempt on one account with 429 and Retry-After, even with the right password', async () => {
      const { user, password } = await buildUser(app.em());
      const client = await newClient(app);
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect(
          (await door.login(client, { usernameOrEmail: user.username, password: `wrong-${attempt}` })).status,
        ).toBe(401);
      }
      const eleventh = await door.login(client, { usernameOrEmail: user.email, password: 'wrong-again' });
      expect(eleventh).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
      expect(Number(eleventh.retryAfter)).toBeGreaterThan(0);
      expect(Number(eleventh.retryAfter)).toBeLessThanOrEqual(15 * 60);
      const rightPassword = await door.login(await newClient(app), { usernameOrEmail: user.username, password });
      expect(rightPassword.status).toBe(429);
    });
  });

  describe('logout', () => {
    it('ends every session of the user, on all devices', async () => {
      const { user, password } = await buildUser(app.em());
      const laptop = await newClient(app);
      const phone = await newClient(app);
      await door.login(laptop, { usernameOrEmail: user.username, password });
      await door.login(phone, { usernameOrEmail: user.username, password });
      expect((await door.logout(laptop)).ok).toBe(true);
      expect((await door.me(laptop)).user ?? null).toBeNull();
      expect((await door.me(phone)).user ?? null).toBeNull();
    });

    it('is harmless for a visitor', async () => {
      const result = await door.logout(await newClient(app));
      expect(result).toMatchObject({ status: 200, ok: true });
    });
  });

  describe('profile', () => {
    it('changes the display name, and a blank one removes it', async () => {
      const { user, password } = await buildUser(app.em(), { displayName: 'Old Name' });
      const client = await newClient(app);
      await door.login(client, { usernameOrEmail: user.username, password });
      expect((await door.updateProfile(client, { displayName: '  New Name ' })).user?.displayName).toBe('New Name');
      expect((await app.em().findOneOrFail(User, user.id)).displayName).toBe('New Name');
      expect((await door.updateProfile(client, { displayName: '' })).user?.displayName).toBeNull();
    });

    it('refuses a display name over 80 characters and keeps the old one', async () => {
      const { user, password } = await buildUser(app.em(), { displayName: 'Kept' });
      const client = await newClient(app);
      await door.login(client, { usernameOrEmail: user.username, password });
      const result = await door.updateProfile(client, { displayName: 'y'.repeat(81) });
      expect(result).toMatchObject({
        status: 400,
        message: messages.displayNameMax,
        fields: { displayName: messages.displayNameMax },
      });
      expect((await app.em().findOneOrFail(User, user.id)).displayName).toBe('Kept');
    });

    it('answers 401 to a visitor', async () => {
      const result = await door.updateProfile(await newClient(app), { displayName: 'Nobody' });
      expect(result).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    });
  });

  describe('password change', () => {
    it('changes the password, keeps this session and ends the others', async () => {
      const { user, password } = await buildUser(app.em());
      const current = await newClient(app);
      const other = await newClient(app);
      await door.login(current, { usernameOrEmail: user.username, password });
      await door.login(other, { usernameOrEmail: user.username, password });
      const result = await door.changePassword(current, {
        currentPassword: password,
        newPassword: 'brand-new-password',
      });
      expect(result).toMatchObject({ status: 200, ok: true });
      expect((await door.me(current)).user?.id).toBe(user.id);
      const stale = await door.me(other);
      if (door.name === 'REST') expect(stale.status).toBe(401);
      expect(stale.user ?? null).toBeNull();
      expect((await door.login(await newClient(app), { usernameOrEmail: user.username, password })).status).toBe(401);
      expect(
        (await door.login(await newClient(app), { usernameOrEmail: user.username, password: 'brand-new-password' }))
          .status,
      ).toBe(200);
    });

    it.each([
      [
        'a wrong current password',
        { currentPassword: 'not-my-password', newPassword: 'brand-new-password' },
        'currentPassword',
        CURRENT_PASSWORD_WRONG,
      ],
      [
        'an empty current password',
        { currentPassword: '', newPassword: 'brand-new-password' },
        'currentPassword',
        messages.currentPasswordRequired,
      ],
      [
        'a new password under 8',
        { currentPassword: DEFAULT_PASSWORD, newPassword: 'short' },
        'newPassword',
        messages.newPasswordMin,
      ],
    ])('refuses %s with 400 and keeps the old password', async (_case, input, field, message) => {
      const { user, password } = await buildUser(app.em());
      const client = await newClient(app);
      await door.login(client, { usernameOrEmail: user.username, password });
      const result = await door.changePassword(client, input);
      expect(result).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message });
      expect(result.fields?.[field]).toBe(message);
      expect((await door.me(client)).user?.id).toBe(user.id);
      expect((await door.login(await newClient(app), { usernameOrEmail: user.username, password })).status).toBe(200);
    });

    it('answers 401 to a visitor', async () => {
      const result = await door.changePassword(await newClient(app), {
        currentPassword: 'whatever',
        newPassword: 'brand-new-password',
      });
      expect(result).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    });
  });
});

describe('the two doors share state', () => {
  it('counts failed logins of REST and GraphQL in one bucket', async () => {
    const [rest, graphql] = doors;
    const { user } = await buildUser(app.em());
    const client = await newClient(app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await rest!.login(client, { usernameOrEmail: user.username, password: 'nope-nope' })).status).toBe(401);
      expect((await graphql!.login(client, { usernameOrEmail: user.username, password: 'nope-nope' })).status).toBe(
        401,
      );
    }
    expect((await rest!.login(client, { usernameOrEmail: user.username, password: 'nope-nope' })).status).toBe(429);
    expect((await graphql!.login(client, { usernameOrEmail: user.username, password: 'nope-nope' })).status).toBe(429);
  });

  it('a session started through GraphQL is the same session REST sees', async () => {
    const [rest, graphql] = doors;
    const { user, password } = await buildUser(app.em());
    const client = await newClient(app);
    await graphql!.login(client, { usernameOrEmail: user.username, password });
    expect((await rest!.me(client)).user?.id).toBe(user.id);
  });
});
