import { SHARED_CHROMIUM_ENV } from '../e2e/support/browser';
import globalTeardown from './globalTeardown';

/** Closes the run's shared Chromium, then what `globalTeardown` closes. */
export default async function e2eGlobalTeardown(): Promise<void> {
  const server = globalThis.miqSharedChromium;
  globalThis.miqSharedChromium = undefined;
  delete process.env[SHARED_CHROMIUM_ENV];
  await server?.close();
  await globalTeardown();
}
