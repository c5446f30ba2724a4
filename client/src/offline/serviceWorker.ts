import { announceUpdate } from './appUpdate';

/** How often an open app asks whether a new version was deployed (besides each page load). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/**
 * How long after the page's load event the worker is registered. Its first install downloads and
 * stores every file of the app (about 1.4 MB); the load event comes as soon as main.js is in, while
 * the app is still fetching its code and data and rendering the first screen, and on a phone with
 * two busy cores the install would compete with all of it.
 */
const REGISTER_AFTER_LOAD_MS = 3000;

/** Runs `task` when the page is next idle (at once where the browser cannot tell). */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: REGISTER_AFTER_LOAD_MS });
  else task();
}

/**
 * Registers the service worker built by vite-plugin-pwa, a few seconds after the page has loaded
 * and when it is idle, so its install never competes with the first screen's start. A new deployment is announced (see appUpdate.ts) instead of
 * replacing the running version under the user's feet; a tab left open checks hourly and
 * whenever it becomes visible again.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    const updateSW = registerSW({
      onNeedRefresh: () => announceUpdate(() => updateSW(true)),
      onRegisteredSW: (_url, registration) => {
        if (!registration) return;
        const check = () => void registration.update().catch(() => undefined);
        setInterval(check, UPDATE_CHECK_INTERVAL_MS);
        document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
      },
    });
  };
  const registerLater = () => setTimeout(() => whenIdle(() => void register()), REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') registerLater();
  else window.addEventListener('load', registerLater, { once: true });
}
