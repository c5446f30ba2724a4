import { Router, type Request, type Response } from 'express';
import { PROVIDER_ERROR_PARAM, type ProviderLoginFailure } from '../../schema/providerLogin';
import { NotFound } from '../errors/appErrors';
import { saveOidcFlow, takeOidcFlow } from '../http/oidcFlowCookie';
import { providerLoginOf, type ProviderLogin } from '../http/providerLogin';
import { requestContextOf } from '../http/session';
import { ProviderLoginFailed } from '../services/oidc/oidcClient';
import { signInWithProvider } from '../services/oidc/providerAccounts';

/** Message of /api/login's 404 on a server without OIDC_* configuration. */
export const PROVIDER_LOGIN_OFF = 'Provider login is not configured on this server';

const CALLBACK_PATH = '/api/login/callback';

function enabledLogin(req: Request): ProviderLogin {
  const login = providerLoginOf(req);
  if (!login) throw new NotFound(PROVIDER_LOGIN_OFF);
  return login;
}

function callbackUrl(req: Request, login: ProviderLogin): string {
  return login.client.config.redirectUrl ?? `${req.protocol}://${req.get('host')}${CALLBACK_PATH}`;
}

/** The URL the provider sent the browser to, as the token request must repeat it. */
function currentCallbackUrl(req: Request, login: ProviderLogin): URL {
  const url = new URL(callbackUrl(req, login));
  url.search = new URL(req.originalUrl, 'http://placeholder').search;
  return url;
}

function backToLogin(res: Response, reason: ProviderLoginFailure): void {
  res.redirect(303, `/login?${PROVIDER_ERROR_PARAM}=${reason}`);
}

function failureReason(req: Request, error: unknown): ProviderLoginFailure {
  if (error instanceof ProviderLoginFailed) {
    // Refusals are the user's or a forger's business; an unreachable provider is the operator's.
    if (error.reason === 'unavailable') console.warn(`[${req.id}] identity provider unreachable: ${error.message}`);
    return error.reason;
  }
  throw error;
}

/**
 * /api/login (SPEC.md §7): the browser goes here to sign in with the identity provider
 * (authorization code + PKCE, state and nonce), and the provider sends it back to /callback.
 * `?link=1` from a signed-in user links the provider account to theirs (/profile). Failures come
 * back to /login with a reason the page shows; they never leave a session behind.
 */
export function loginRouter(): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const login = enabledLogin(req);
    const linking = req.query.link === '1' && req.viewer !== null;
    try {
      const { url, checks } = await login.client.start(callbackUrl(req, login));
      saveOidcFlow(req, res, login.keys, { ...checks, linkUserId: linking ? req.viewer!.id : null });
      res.redirect(303, url.href);
    } catch (error) {
      backToLogin(res, failureReason(req, error));
    }
  });

  router.get('/callback', async (req, res) => {
    const login = enabledLogin(req);
    const flow = takeOidcFlow(req, res, login.keys);
    if (!flow) return backToLogin(res, 'expired');
    try {
      const claims = await login.client.finish(currentCallbackUrl(req, login), flow);
      const user = await signInWithProvider(requestContextOf(req), claims, flow.linkUserId);
      res.redirect(303, flow.linkUserId ? '/profile' : user.isAdmin ? '/admin' : '/');
    } catch (error) {
      backToLogin(res, failureReason(req, error));
    }
  });

  return router;
}
