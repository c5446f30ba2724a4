import type { Page } from 'playwright-core';

/** Waits until the page's service worker is installed and activated (the app then opens offline). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (!active || active.state === 'activated') return;
    await new Promise<void>((resolve) =>
      active.addEventListener('statechange', () => active.state === 'activated' && resolve()),
    );
  });
}

/** The keys of everything the app keeps for offline use in IndexedDB (client/src/offline/savedCopies.ts). */
export function offlineStoreKeys(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const opening = indexedDB.open('music-iqueue-offline');
        // Not created yet: abort rather than create it empty, which would stop the app creating its store.
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onerror = () => (opening.error?.name === 'AbortError' ? resolve([]) : reject(opening.error));
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('saved')) return resolve([]);
          const request = database.transaction('saved').objectStore('saved').getAllKeys();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** Every URL the service worker's caches hold. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

/** Polls `read` until `accept` holds (every 100 ms, up to `timeoutMs`); returns the last value read. */
export async function waitUntil<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
