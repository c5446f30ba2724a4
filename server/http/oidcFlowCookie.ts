import { parse as parseCookies } from 'cookie';
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
  /** Expiry, seconds since the epoch (the cookie's own max-age is only a hint to the browser). */
  exp: number;
}

function cookieOptions(req: Request) {
  // Lax: the provider brings the browser back with a top-level GET, which carries lax cookies.
  return { httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/api/login' };
}

/** Signs and sets the flow cookie. */
export function saveOidcFlow(req: Request, res: Response, keys: string[], flow: Omit<OidcFlow, 'exp'>): void {
  const payload = Buffer.from(JSON.stringify({ ...flow, exp: Math.floor(Date.now() / 1000) + FLOW_MAX_AGE_SECONDS })).toString('base64url');
  const signature = new CookieSigner(keys).sign(`${OIDC_FLOW_COOKIE}=${payload}`);
  res.cookie(OIDC_FLOW_COOKIE, `${payload}.${signature}`, { ...cookieOptions(req), maxAge: FLOW_MAX_AGE_SECONDS * 1000 });
}

function isFlow(value: unknown): value is OidcFlow {
  const flow = value as Partial<OidcFlow> | null;
  return (
    typeof flow === 'object' && flow !== null &&
    typeof flow.state === 'string' && typeof flow.nonce === 'string' && typeof flow.codeVerifier === 'string' &&
    (flow.linkUserId === null || typeof flow.linkUserId === 'string') && typeof flow.exp === 'number'
  );
}

/**
 * Reads and clears the flow cookie: a callback can use a flow once. Null when it is missing,
 * forged, malformed or expired.
 */
export function takeOidcFlow(req: Request, res: Response, keys: string[]): OidcFlow | null {
  const raw = req.headers.cookie ? parseCookies(req.headers.cookie)[OIDC_FLOW_COOKIE] : undefined;
  res.clearCookie(OIDC_FLOW_COOKIE, cookieOptions(req));
  if (!raw) return null;
  const [payload, signature] = raw.split('.');
  if (!payload || !signature || !new CookieSigner(keys).verify(`${OIDC_FLOW_COOKIE}=${payload}`, signature)) return null;
  try {
    const flow: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return isFlow(flow) && flow.exp >= Date.now() / 1000 ? flow : null;
  } catch {
    return null;
  }
}
