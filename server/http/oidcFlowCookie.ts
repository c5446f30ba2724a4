import Cookies from 'cookies';
import type { Request, Response } from 'express';
import { CookieSigner } from '../security/cookieSigner';
import type { OidcFlowChecks } from '../services/oidc/oidcClient';

/** Name of the short-lived cookie that carries one provider sign-in from /api/login to its callback. */
export const OIDC_FLOW_COOKIE = 'miq.oidc';

/** A sign-in at the provider must come back within this time. */
const FLOW_MAX_AGE_SECONDS = 10 * 60;

/** One provider round trip: its checks and, when linking from /profile, the user who started it. */
export interface OidcFlow extends OidcFlowChecks {
  linkUserId: string | null;
  /** Expiry, seconds since the epoch (the cookie's own expiry is only a hint to the browser). */
  exp: number;
}

function cookieOptions(req: Request) {
  // Lax: the provider brings the browser back with a top-level GET, which carries lax cookies.
  return { httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/api/login', signed: true };
}

/**
 * The request's cookies as the session reads them: cookie-session is built on the `cookies` library,
 * which keeps the value in one cookie and its signature under the session keys in `<name>.sig`.
 */
function signedCookies(req: Request, res: Response, keys: string[]): Cookies {
  return new Cookies(req, res, { keys: new CookieSigner(keys), secure: req.secure });
}

/** Signs and sets the flow cookie. */
export function saveOidcFlow(req: Request, res: Response, keys: string[], flow: Omit<OidcFlow, 'exp'>): void {
  const payload = Buffer.from(
    JSON.stringify({ ...flow, exp: Math.floor(Date.now() / 1000) + FLOW_MAX_AGE_SECONDS }),
  ).toString('base64url');
  signedCookies(req, res, keys).set(OIDC_FLOW_COOKIE, payload, {
    ...cookieOptions(req),
    maxAge: FLOW_MAX_AGE_SECONDS * 1000,
  });
}

function isFlow(value: unknown): value is OidcFlow {
  const flow = value as Partial<OidcFlow> | null;
  return (
    typeof flow === 'object' &&
    flow !== null &&
    typeof flow.state === 'string' &&
    typeof flow.nonce === 'string' &&
    typeof flow.codeVerifier === 'string' &&
    (flow.linkUserId === null || typeof flow.linkUserId === 'string') &&
    typeof flow.exp === 'number'
  );
}

/**
 * Reads and clears the flow cookie: a callback can use a flow once. Null when it is missing,
 * forged, malformed or expired.
 */
export function takeOidcFlow(req: Request, res: Response, keys: string[]): OidcFlow | null {
  const cookies = signedCookies(req, res, keys);
  const payload = cookies.get(OIDC_FLOW_COOKIE, { signed: true });
  // Cleared whatever it held, value and signature (overwriting what reading it may have set).
  cookies.set(OIDC_FLOW_COOKIE, null, { ...cookieOptions(req), overwrite: true });
  if (!payload) return null;
  try {
    const flow: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return isFlow(flow) && flow.exp >= Date.now() / 1000 ? flow : null;
  } catch {
    return null;
  }
}
