/**
 * A choice kept on this device as a JSON object in localStorage (an output, a port, an offset):
 * not the user's, so not on the server. Reading never throws: a missing, unreadable or refused
 * value is the fallback, and a refused write still applies for the visit.
 */

/** The object stored under `key`, read by `parse`; `fallback` where there is none or it is not an object. */
export function readDeviceChoice<T>(key: string, fallback: T, parse: (stored: Record<string, unknown>) => T): T {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null');
    return typeof stored === 'object' && stored !== null ? parse(stored as Record<string, unknown>) : fallback;
  } catch {
    return fallback;
  }
}

/** Keeps `value` under `key` (a private window without storage keeps it for the visit only). */
export function saveDeviceChoice(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused: the choice still applies now.
  }
}
