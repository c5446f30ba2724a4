import { PROVIDER_LOGIN_FAILED_TITLE, PROVIDER_LOGIN_MESSAGES } from '../schema/providerLogin';
import { useAppInBrowser } from './support/browserApp';

const app = useAppInBrowser({ identityProvider: true });

let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

describe('provider sign-in in the browser', () => {
  it("'Log in with Test Provider' → the provider's form → back in the app, signed in to a new account; again → the same account", async () => {
    const subject = unique('sub');
    const username = unique('sso');
    app.identityProvider.setAccount(subject, {
      preferred_username: username,
      name: 'Sam Single-Sign-On',
      email: `${username}@example.test`,
      email_verified: true,
    });
    // A second account for the same person would need another email (this one is taken): the
    // second round finding this email proves it found the first account by its subject.
    for (let round = 1; round <= 2; round++) {
      const { page } = await app.openSession();
      await page.goto('/login');
      await page.getByRole('link', { name: 'Log in with Test Provider' }).click();
      await page.locator('input[name="login"]').fill(subject);
      await page.locator('input[name="password"]').fill('anything');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.getByRole('heading', { name: 'Click Track Generator' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByText(`${username}@example.test`).waitFor();
      expect(await page.getByRole('menu').textContent()).toContain('Sam Single-Sign-On');
    }
  });

  it('cancelling at the provider comes back to /login with a toast saying so, signed out', async () => {
    const { page } = await app.openSession();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Log in with Test Provider' }).click();
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await page.getByText(PROVIDER_LOGIN_FAILED_TITLE).waitFor();
    await page.getByText(PROVIDER_LOGIN_MESSAGES.cancelled).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
  });
});
