import { parse as parseCookies } from 'cookie';
import { XSRF_COOKIE, XSRF_HEADER } from '../../schema/http';

export { XSRF_COOKIE, XSRF_HEADER };

/** The value of one cookie from a `document.cookie`-style string, or undefined. */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  return parseCookies(cookies)[name];
}

/**
 * The anti-forgery header for a request about to be sent. Read at call time, never cached:
 * the server issues a new token whenever the session changes (login, logout).
 */
export function xsrfHeaders(): Record<string, string> {
  const token = readCookie(XSRF_COOKIE);
  return token ? { [XSRF_HEADER]: token } : {};
}

/**
 * `fetch` that recovers from a stale or missing anti-forgery token: when a request is refused with
 * 403 and the XSRF-TOKEN cookie now differs from the token it carried (the server issues the
 * cookie with its answer, e.g. on the very first request of a page the server did not serve, as
 * under the Vite dev server, or after another tab logged in), it is sent once more with the new
 * token. A refused request changed nothing on the server, so repeating it is safe; an unchanged
 * cookie means a real refusal, which is returned as is.
 */
export async function fetchWithFreshXsrfToken(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(input, init);
  if (response.status !== 403) return response;
  const headers = new Headers(init.headers);
  const current = readCookie(XSRF_COOKIE);
  if (!current || current === headers.get(XSRF_HEADER)) return response;
  headers.set(XSRF_HEADER, current);
  return fetch(input, { ...init, headers });
}
