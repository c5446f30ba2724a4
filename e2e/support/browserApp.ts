import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { startFakeMusicServices, type FakeMusicServices } from '../../testkit/fakeMusicServices';
import { startOidcProvider, type TestOidcProvider } from '../../testkit/oidcProvider';
import { createTestDatabase, type TestDatabase } from '../../testkit/testDatabase';
import { startAppProcess, type AppProcess, type StartOptions } from './appProcess';
import { launchBrowser, watchPageErrors } from './browser';

/** The built app on a fresh database, and a way to open browser sessions against it. */
export interface BrowserApp {
  readonly baseUrl: string;
  /** The fake music services the app talks to (only with `fakeMusic: true`; else lookups are off). */
  readonly music: FakeMusicServices;
  /** The OpenID Connect provider the app signs in with (only with `identityProvider: true`). */
  readonly identityProvider: TestOidcProvider;
  /** A fresh browser context (its own cookies; `options` e.g. a phone's viewport and touch) and a page whose errors are checked after the test. */
  openSession(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * For `it.concurrent` tests, which jest runs without `afterEach`: `use` gets a fresh context and
   * page of its own, which are closed when it settles; the test fails when the page reported errors.
   */
  withSession<T>(
    options: BrowserContextOptions,
    use: (session: { context: BrowserContext; page: Page }) => Promise<T>,
  ): Promise<T>;
  /** A fresh context kept across tests (closed when the file's browser connection closes), for a file to reuse its cache. */
  openLastingContext(options: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * Registers the jest hooks of a browser test file: one app process over its own database and a
 * connection to the run's Chromium (`launchBrowser`); per test, fresh contexts that are closed and
 * checked for page errors.
 * `prepare` runs before the app starts and may say which build to run (e.g. a copy elsewhere).
 * `fakeMusic` starts testkit/fakeMusicServices.ts for the file and points the app at it;
 * `identityProvider` starts a real OIDC provider on loopback (testkit/oidcProvider.ts) and
 * configures the app's provider sign-in with it (named 'Test Provider'). `env` adds variables to
 * the app's environment (e.g. CLIENT_DIR, to serve a copy of the client build). `blockServiceWorker`
 * keeps the app's service worker from registering in every context, for files that do not test
 * it: after each first load it fetches and stores the app's 92 files, CPU the test does not need.
 */
export function useAppInBrowser(
  options: {
    prepare?: () => StartOptions;
    fakeMusic?: boolean;
    identityProvider?: boolean;
    env?: () => Record<string, string>;
    blockServiceWorker?: boolean;
  } = {},
): BrowserApp {
  let database: TestDatabase;
  let app: AppProcess;
  let music: FakeMusicServices | undefined;
  let identityProvider: TestOidcProvider | undefined;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[][] = [];
  const newContext = (contextOptions: BrowserContextOptions) =>
    browser.newContext({
      ...(options.blockServiceWorker ? { serviceWorkers: 'block' as const } : {}),
      ...contextOptions,
      baseURL: app.baseUrl,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    if (options.fakeMusic) music = await startFakeMusicServices();
    if (options.identityProvider) identityProvider = await startOidcProvider();
    const env = { DATABASE_URL: database.url, ...music?.env, ...identityProvider?.env(), ...options.env?.() };
    [app, browser] = await Promise.all([startAppProcess(env, options.prepare?.()), launchBrowser()]);
    await identityProvider?.allowApp(app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await database?.drop();
    await music?.close();
    await identityProvider?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expect(pageErrors.splice(0).flat()).toEqual([]);
  });

  return {
    get baseUrl() {
      return app.baseUrl;
    },
    get music() {
      if (!music) throw new Error('useAppInBrowser({ fakeMusic: true }) starts the fake music services');
      return music;
    },
    get identityProvider() {
      if (!identityProvider)
        throw new Error('useAppInBrowser({ identityProvider: true }) starts the identity provider');
      return identityProvider;
    },
    async openSession(options: BrowserContextOptions = {}) {
      const context = await newContext(options);
      contexts.push(context);
      const page = await context.newPage();
      pageErrors.push(watchPageErrors(page));
      return { context, page };
    },
    async withSession(options, use) {
      const context = await newContext(options);
      let problems: string[] = [];
      let result: Awaited<ReturnType<typeof use>>;
      try {
        const page = await context.newPage();
        problems = watchPageErrors(page);
        result = await use({ context, page });
      } finally {
        await context.close();
      }
      // Checked after the close, as afterEach does, so errors reported up to the end count too.
      expect(problems).toEqual([]);
      return result;
    },
    openLastingContext(options) {
      return newContext(options);
    },
  };
}

/** Signs up through the /register form and waits for the home screen. */
export async function registerThroughUi(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** POSTs to the REST API as the context's signed-in user, with its anti-forgery token; expects 2xx. */
export function postWithXsrf<T>(context: BrowserContext, path: string, data: object): Promise<T> {
  return sendWithXsrf<T>(context, 'post', path, data);
}

/** Sends a change to the REST API as the context's signed-in user, with its anti-forgery token; expects 2xx. */
export async function sendWithXsrf<T>(
  context: BrowserContext,
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  data: object,
): Promise<T> {
  const response = await context.request[method](path, {
    data,
    headers: { 'X-XSRF-Token': await xsrfTokenOf(context) },
  });
  expect(response.status()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Gets the session and anti-forgery cookies into the context (as a first page load does) and returns the token. */
async function xsrfTokenOf(context: BrowserContext): Promise<string> {
  await context.request.get('/api/auth/me');
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie in the browser context');
  return decodeURIComponent(xsrf.value);
}

/** Signs the context in through the REST API (faster than the form, for tests about other screens). */
export async function logInWithApi(context: BrowserContext, usernameOrEmail: string, password: string): Promise<void> {
  const response = await context.request.post('/api/auth/login', {
    data: { usernameOrEmail, password },
    headers: { 'X-XSRF-Token': await xsrfTokenOf(context) },
  });
  if (response.status() !== 200)
    throw new Error(`login as ${usernameOrEmail} failed: ${response.status()} ${await response.text()}`);
}

/** Creates an account through the REST API and signs the context in as it. */
export async function signUpWithApi(context: BrowserContext, username: string, password: string): Promise<void> {
  const data = {
    username,
    email: `${username}@example.test`,
    password,
    confirmPassword: password,
    displayName: `${username} Display`,
  };
  const response = await context.request.post('/api/auth/register', {
    data,
    headers: { 'X-XSRF-Token': await xsrfTokenOf(context) },
  });
  if (response.status() !== 201)
    throw new Error(`sign-up of ${username} failed: ${response.status()} ${await response.text()}`);
}
