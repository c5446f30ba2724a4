import { launchSharedChromium, SHARED_CHROMIUM_ENV } from '../e2e/support/browser';
import globalSetup from './globalSetup';

declare global {
  var miqSharedChromium: import('playwright-core').BrowserServer | undefined;
}

/**
 * The e2e project's set-up: the run's PostgreSQL (shared with the server project) and one Chromium
 * the browser test files connect to (workers inherit its endpoint through the environment). Each
 * file still opens contexts of its own, so files share no cookies, storage or cache.
 */
export default async function e2eGlobalSetup(): Promise<void> {
  await globalSetup();
  if (globalThis.miqSharedChromium) return;
  const server = await launchSharedChromium();
  globalThis.miqSharedChromium = server;
  process.env[SHARED_CHROMIUM_ENV] = server.wsEndpoint();
}
