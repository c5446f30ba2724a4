import type { Page } from 'playwright-core';
import { E2E_ADMIN_PASSWORD } from './support/appProcess';
import { useAppInBrowser } from './support/browserApp';

const app = useAppInBrowser();
let page: Page;
beforeEach(async () => {
  ({ page } = await app.openSession());
});

const heading = (name: string | RegExp) => page.getByRole('heading', { name });

describe('a visitor', () => {
  it('sees the landing page with its features, Log In and Sign Up, the title and the footer year', async () => {
    await page.goto('/');
    await expect(page.title()).resolves.toBe('Music IQueue - Click Track Generator');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
    for (const feature of [/click track generation/i, /BPM detection/i, /count-in/i, /visualizer/i, /playlists/i]) {
      await page.getByText(feature).first().waitFor();
    }
    await page.getByRole('link', { name: 'Log In' }).first().waitFor();
    await page.getByRole('link', { name: 'Sign Up' }).first().waitFor();
    await page.getByText(String(new Date().getFullYear())).first().waitFor();
  });

  it('on /playlists is sent to the landing page at /, which remembers where it was going', async () => {
    await page.goto('/playlists');
    await page.waitForFunction(
      () => location.pathname === '/' && new URLSearchParams(location.search).get('next') === '/playlists',
    );
    await page.getByRole('link', { name: 'Sign Up' }).first().waitFor();
  });

  it('on an unknown route is sent to / (visitors only reach /, /login and /register)', async () => {
    await page.goto('/no/such/page');
    await page.waitForFunction(() => location.pathname === '/');
  });
});

describe('accounts in the browser', () => {
  const username = `e2e_${Date.now().toString(36)}`;
  const password = 'e2e-password-1';

  it('register → home; log out → /login with the Logged out toast; log in again → home', async () => {
    await page.goto('/register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.test`);
    await page.getByLabel('Display Name (optional)').fill('Eddie Ease');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByText('Registration successful').waitFor();
    const avatar = page.getByRole('button', { name: 'Account menu' });
    await avatar.waitFor();
    // The initials are shown (and hidden from screen readers, which hear 'Account menu').
    expect((await avatar.locator('[aria-hidden="true"]').innerText()).trim()).toBe('EE');

    await avatar.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(`${app.baseUrl}/login`);
    await page.getByText('Logged out', { exact: true }).waitFor();
    await page.getByText('You have been successfully logged out.').waitFor();

    await page.getByLabel('Username or Email').fill(username.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByText('Login successful').waitFor();
    await page.getByText('Welcome back, Eddie Ease!').waitFor();
  });

  it("shows the server's login error and stays on /login for a wrong password", async () => {
    await page.goto('/login');
    await page.getByLabel('Username or Email').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid username/email or password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it("'Log in as Admin' prefills admin, focuses the password and lands on /admin", async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in as Admin' }).click();
    expect(await page.getByLabel('Username or Email').inputValue()).toBe('admin');
    const focusedLabel = await page.evaluate(() => document.activeElement?.getAttribute('type'));
    expect(focusedLabel).toBe('password');
    await page.keyboard.type(E2E_ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.baseUrl}/admin`);
    await heading('Admin Dashboard').waitFor();
    await page.getByText('Manage users, playlists, and application settings').waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).waitFor();
  });

  it("an unknown route shows 'Page Not Found' with 'Back to Home' for a signed-in user", async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in as Admin' }).click();
    await page.keyboard.type(E2E_ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.baseUrl}/admin`);

    await page.goto('/definitely/not/here');
    await heading('Page Not Found').waitFor();
    await page.getByText("Sorry, the page you're looking for doesn't exist or has been moved.").waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
  });
});

describe('the GraphQL playground', () => {
  it('opens on GET /graphql in a browser, offline, and runs a query with the anti-forgery header', async () => {
    const graphqlRequests: Array<{ method: string; xsrf?: string }> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') {
        graphqlRequests.push({ method: request.method(), xsrf: request.headers()['x-xsrf-token'] });
      }
    });
    const introspection = page.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/graphql' && answer.request().method() === 'POST',
      { timeout: 30_000 },
    );
    const response = await page.goto('/graphql');
    expect(response?.headers()['content-type']).toMatch(/text\/html/);
    await page.locator('.graphiql-container').waitFor({ timeout: 30_000 });
    const answer = await introspection;
    expect(answer.status()).toBe(200);
    expect((await answer.json()).data.__schema).toBeDefined();
    expect(graphqlRequests.length).toBeGreaterThan(0);
    expect(graphqlRequests.every((request) => typeof request.xsrf === 'string' && request.xsrf.length > 0)).toBe(true);
  });
});
