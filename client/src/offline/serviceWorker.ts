import { announceUpdate } from './appUpdate';

/** How often an open app asks whether a new version was deployed (besides each page load). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker built by vite-plugin-pwa, after the page has loaded so it never
 * competes with the first paint. A new deployment is announced (see appUpdate.ts) instead of
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
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
