/**
 * Whether a new deployment of the app is installed and waiting, and how to switch to it. The
 * service worker (vite-plugin-pwa, 'prompt' mode) fills it in; the 'A new version is available'
 * prompt reads it. A store outside React so the registration can start before any screen renders.
 */
type Listener = () => void;

let reloadToUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<Listener>();

/** Subscribes to changes of {@link isUpdateWaiting}; returns the unsubscribe function. */
export function subscribeToAppUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a new version is installed and waits for the user's 'Reload'. */
export function isUpdateWaiting(): boolean {
  return reloadToUpdate !== null;
}

/** Called by the service worker registration when a new version waits; `reload` activates it and reloads. */
export function announceUpdate(reload: () => Promise<void>): void {
  reloadToUpdate = reload;
  listeners.forEach((listener) => listener());
}

/** Activates the waiting version and reloads the page on it. */
export function applyUpdate(): Promise<void> {
  return reloadToUpdate ? reloadToUpdate() : Promise.resolve();
}
