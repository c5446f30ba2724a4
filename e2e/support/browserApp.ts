import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTestDatabase, type TestDatabase } from '../../testkit/testDatabase';
import { startAppProcess, type AppProcess, type StartOptions } from './appProcess';
import { launchBrowser, watchPageErrors } from './browser';

/** The built app on a fresh database, and a way to open browser sessions against it. */
export interface BrowserApp {
  readonly baseUrl: string;
  /** A fresh browser context (its own cookies) and a page whose errors are checked after the test. */
  openSession(): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Registers the jest hooks of a browser test file: one app process over its own database and one
 * Chromium for the file; per test, fresh contexts that are closed and checked for page errors.
 * `prepare` runs before the app starts and may say which build to run (e.g. a copy elsewhere).
 */
export function useAppInBrowser(options: { prepare?: () => StartOptions } = {}): BrowserApp {
  let database: TestDatabase;
  let app: AppProcess;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[][] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    [app, browser] = await Promise.all([startAppProcess({ DATABASE_URL: database.url }, options.prepare?.()), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await database?.drop();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expect(pageErrors.splice(0).flat()).toEqual([]);
  });

  return {
    get baseUrl() {
      return app.baseUrl;
    },
    async openSession() {
      const context = await browser.newContext({ baseURL: app.baseUrl });
      contexts.push(context);
      const page = await context.newPage();
      pageErrors.push(watchPageErrors(page));
      return { context, page };
    },
  };
}

/** Signs up through the /register form and waits for the home screen. */
export async function registerThroughUi(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** POSTs to the REST API as the context's signed-in user, with its anti-forgery token; expects 2xx. */
export async function postWithXsrf<T>(context: BrowserContext, path: string, data: object): Promise<T> {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie in the browser context');
  const response = await context.request.post(path, { data, headers: { 'X-XSRF-Token': decodeURIComponent(xsrf.value) } });
  expect(response.status()).toBeLessThan(300);
  return (await response.json()) as T;
}
