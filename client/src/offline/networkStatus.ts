import { ApolloError } from '@apollo/client';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network connection, updated when it goes off or comes back. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Whether an operation failed because the server could not be reached at all (offline, DNS, a
 * dropped connection): no HTTP answer came back. An answer with an error status is not this.
 */
export function isUnreachable(error: unknown): boolean {
  if (!navigator.onLine) return true;
  if (!(error instanceof ApolloError) || !error.networkError) return false;
  return !('statusCode' in error.networkError);
}
