import { randomBytes } from 'node:crypto';
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import { parse as parseCookies } from 'cookie';
import cookieSession from 'cookie-session';
import Cookies from 'cookies';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { XSRF_COOKIE } from '../../schema/http';
import { SESSION_MAX_AGE_SECONDS } from '../../schema/limits';
import type { RequestContext, SessionControl } from '../services/context';
import { authenticateApiToken } from '../services/apiTokens';
import { nowSeconds, userOfSession } from '../services/sessions';
import { bearerTokenOf } from './apiTokenAuth';
import { appServicesOf } from './appServices';
import { CookieSigner } from '../security/cookieSigner';
import { xsrfTokenFor } from '../security/xsrfToken';

/** Name of the signed session cookie. */
export const SESSION_COOKIE = 'miq.session';

/** The whole cookie payload: never a role, never anything but ids and versions. */
export interface SessionPayload {
  /** Session id: binds the anti-forgery token; renewed at every sign-in and sign-out. */
  sid?: string;
  uid?: string;
  /** The user's sessionVersion when this session started. */
  sv?: number;
  /** Issued-at, seconds since the epoch. */
  iat?: number;
}

const signers = new WeakMap<string[], CookieSigner>();

/**
 * The session cookie's signer for a set of keys: the one cookie-session signs and checks with on
 * HTTP, and the one a WebSocket upgrade's cookie is checked with ({@link sessionOfUpgrade}).
 */
function sessionSigner(keys: string[]): CookieSigner {
  let signer = signers.get(keys);
  if (!signer) {
    // Keygrip-compatible signer (same signatures), cheaper per request.
    signer = new CookieSigner(keys);
    signers.set(keys, signer);
  }
  return signer;
}

/**
 * The session payload of a request express's middleware never sees (a WebSocket upgrade), read as
 * cookie-session reads it on HTTP: the `cookies` package checks the `.sig` cookie with the same
 * signer, and the value is cookie-session's base64 JSON. Null without a session cookie, with a
 * wrong signature or an unreadable payload. The response `cookies` is given is never sent: it
 * would only carry a bad signature's expiry or an old key's fresh signature, which a socket cannot set.
 */
export function sessionOfUpgrade(request: IncomingMessage, keys: string[]): SessionPayload | null {
  const value = new Cookies(request, new ServerResponse(request), { keys: sessionSigner(keys), secure: false }).get(
    SESSION_COOKIE,
    { signed: true },
  );
  if (!value) return null;
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as unknown;
    return typeof payload === 'object' && payload !== null ? (payload as SessionPayload) : null;
  } catch {
    return null;
  }
}

function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

function readCookie(req: Request, name: string): string | undefined {
  return req.headers.cookie ? parseCookies(req.headers.cookie)[name] : undefined;
}

function payloadOf(req: Request): SessionPayload {
  return (req.session ?? {}) as SessionPayload;
}

/** Sends the anti-forgery cookie for the current session id (readable by the page's script). */
function issueXsrfCookie(req: Request, res: Response, keys: string[]): void {
  const sid = payloadOf(req).sid;
  if (!sid) return;
  res.cookie(XSRF_COOKIE, xsrfTokenFor(sid, keys[0]!), {
    httpOnly: false,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS * 1000,
  });
}

function sessionControlFor(req: Request, res: Response, keys: string[]): SessionControl {
  const start = (payload: SessionPayload) => {
    req.session = payload as CookieSessionInterfaces.CookieSessionObject;
    issueXsrfCookie(req, res, keys);
  };
  return {
    signIn: (user) => start({ sid: newSessionId(), uid: user.id, sv: user.sessionVersion, iat: nowSeconds() }),
    signOut: () => start({ sid: newSessionId() }),
    refresh: (user) => {
      const payload = payloadOf(req);
      req.session = { ...payload, sv: user.sessionVersion } as CookieSessionInterfaces.CookieSessionObject;
    },
  };
}

function signedSessionCookies(keys: string[]): RequestHandler {
  return cookieSession({
    name: SESSION_COOKIE,
    keys: sessionSigner(keys),
    httpOnly: true,
    sameSite: 'lax',
    maxAge: SESSION_MAX_AGE_SECONDS * 1000,
  });
}

const secureWhenHttps: RequestHandler = (req, _res, next) => {
  if (req.sessionOptions) req.sessionOptions.secure = req.secure;
  next();
};

/** Sends the anti-forgery cookie unless the request already carries this session's token. */
function ensureXsrfCookie(req: Request, res: Response, keys: string[]): void {
  const sid = payloadOf(req).sid!;
  if (readCookie(req, XSRF_COOKIE) !== xsrfTokenFor(sid, keys[0]!)) issueXsrfCookie(req, res, keys);
}

/**
 * Whether the request's session names a user: a hint only (no database work, so the user may since
 * have been signed out elsewhere or deleted). Every answer with data checks the session for real.
 */
export function signedInHint(req: Request): boolean {
  return Boolean(payloadOf(req).uid);
}

/**
 * The session of a page load, for the HTML shell: a visitor without a session gets its id and
 * anti-forgery cookie with the page. Without it, the page's first requests would go out in parallel
 * with no cookie, each start a session of its own, and the browser would keep whichever answer
 * came last, so a request already sent with another one's token would be refused. No database
 * work: who is signed in is checked by the API requests that follow.
 */
export function pageSession(keys: string[]): RequestHandler[] {
  const startWhenMissing: RequestHandler = (req, res, next) => {
    if (!payloadOf(req).sid) req.session = { sid: newSessionId() } as CookieSessionInterfaces.CookieSessionObject;
    ensureXsrfCookie(req, res, keys);
    next();
  };
  return [signedSessionCookies(keys), secureWhenHttps, startWhenMissing];
}

/**
 * Cookie session, per-request EntityManager, viewer and anti-forgery cookie, in that order. The
 * signed-in user is loaded from the database on every request (services/sessions.ts); a void
 * session becomes an anonymous one.
 */
export function sessionMiddleware(orm: MikroORM, keys: string[]): RequestHandler[] {
  const signedCookies = signedSessionCookies(keys);
  const attach = async (req: Request, res: Response, next: NextFunction) => {
    req.em = orm.em.fork();
    req.sessionControl = sessionControlFor(req, res, keys);
    req.apiTokenScope = null;
    const token = bearerTokenOf(req);
    if (token !== null) {
      // A token request is its own credential: no session is read or started, and a wrong token is a 401.
      const { user, scope } = await authenticateApiToken(req.em, token, req.ip ?? 'unknown');
      req.viewer = user;
      req.apiTokenScope = scope;
      return next();
    }
    const payload = payloadOf(req);
    req.viewer = await userOfSession(req.em, payload);
    if (!payload.sid || (payload.uid && !req.viewer)) {
      req.session = { sid: payload.sid ?? newSessionId() } as CookieSessionInterfaces.CookieSessionObject;
    }
    ensureXsrfCookie(req, res, keys);
    next();
  };
  return [signedCookies, secureWhenHttps, attach];
}

/** The session id of this request (for the anti-forgery check). */
export function sessionIdOf(req: Request): string | undefined {
  return payloadOf(req).sid;
}

/** The service context both doors pass to services. */
export function requestContextOf(req: Request): RequestContext {
  return {
    em: req.em,
    viewer: req.viewer,
    session: req.sessionControl,
    ip: req.ip ?? 'unknown',
    requestId: req.id,
    apiTokenScope: req.apiTokenScope,
    services: appServicesOf(req),
  };
}
