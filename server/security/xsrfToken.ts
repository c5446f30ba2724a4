import { createHmac, timingSafeEqual } from 'node:crypto';
import { boundedMemo } from './boundedMemo';

/** The tokens under each session key, by session id (asked for on every request of a session). */
const tokensByKey = new Map<string, (sid: string) => string>();

/** The anti-forgery token for a session id, signed with a session key. */
export function xsrfTokenFor(sid: string, key: string): string {
  let tokenOf = tokensByKey.get(key);
  if (!tokenOf) {
    tokenOf = boundedMemo((id) => createHmac('sha256', key).update(`xsrf:${id}`).digest('base64url'));
    tokensByKey.set(key, tokenOf);
  }
  return tokenOf(sid);
}

/**
 * Signed double-submit check: the token must be the HMAC of this session's id under one of the
 * current keys. A token from another session or a forged one never matches.
 */
export function isValidXsrfToken(token: unknown, sid: string | undefined, keys: string[]): boolean {
  if (typeof token !== 'string' || !sid || token.length === 0) return false;
  const given = Buffer.from(token);
  return keys.some((key) => {
    const expected = Buffer.from(xsrfTokenFor(sid, key));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
