import type { IncomingMessage } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { ApiTokenScope } from '../../schema/limits';
import { Forbidden } from '../errors/appErrors';
import { ANTI_FORGERY_FAILED } from '../http/antiForgery';
import { sessionOfUpgrade } from '../http/session';
import { isValidXsrfToken } from '../security/xsrfToken';
import { authenticateApiToken } from '../services/apiTokens';
import type { RequestContext } from '../services/context';
import type { SocketCredentials } from '../services/live/credentials';
import { userOfSession } from '../services/sessions';

/** Message of the refusal of a socket opened by a page of another site. */
export const FOREIGN_ORIGIN = "WebSocket connections are accepted from this app's own pages only";

/**
 * What the client sends in graphql-ws's `connection_init` payload: the anti-forgery token for a
 * cookie session (the page reads it from the XSRF-TOKEN cookie), or an API token as
 * `authorization: 'Bearer …'` (a browser cannot set headers on a WebSocket).
 */
export interface ConnectionParams {
  xsrfToken?: unknown;
  authorization?: unknown;
}

/** The outcome of a socket's authentication. */
export interface SocketAuth {
  viewer: RequestContext['viewer'];
  apiTokenScope: ApiTokenScope | null;
  credentials: SocketCredentials;
}

/**
 * True unless a browser says the page that opened the socket is of another site (cross-site
 * WebSocket hijacking: WebSockets are not bound by CORS, and the cookie would ride along). A
 * socket without Origin comes from a program, not a page; it still needs a credential. The host
 * is compared as express sees it (X-Forwarded-Host when the proxy is trusted): `request` must
 * have express's request prototype (websocket.ts gives it).
 */
export function isOwnOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === (request as Request).host;
  } catch {
    return false;
  }
}

function bearerOf(params: ConnectionParams): string | null {
  const match = typeof params.authorization === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(params.authorization) : null;
  return match ? match[1]! : null;
}

/**
 * Authenticates a socket when graphql-ws's `connection_init` arrives, as HTTP does a request: an
 * API token in the params (a wrong one is recorded like a wrong bearer header, and refused); else
 * the session cookie of the upgrade request, whose anti-forgery token must be in the params (a
 * page of another site cannot read it); no credential at all is an anonymous socket.
 */
export async function authenticateSocket(
  em: EntityManager,
  request: IncomingMessage,
  params: ConnectionParams,
  keys: string[],
): Promise<SocketAuth> {
  const token = bearerOf(params);
  if (token !== null) {
    const { user, scope } = await authenticateApiToken(em, token, (request as Request).ip ?? 'unknown');
    return { viewer: user, apiTokenScope: scope, credentials: { kind: 'token', token } };
  }
  const session = sessionOfUpgrade(request, keys);
  if (!session) return { viewer: null, apiTokenScope: null, credentials: { kind: 'anonymous' } };
  if (!isValidXsrfToken(params.xsrfToken, typeof session.sid === 'string' ? session.sid : undefined, keys))
    throw new Forbidden(ANTI_FORGERY_FAILED);
  return {
    viewer: await userOfSession(em, session),
    apiTokenScope: null,
    credentials: { kind: 'session', claims: session },
  };
}
