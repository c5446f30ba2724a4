import type { Request, Response } from 'express';
import { PROVIDER_ERROR_PARAM, type ProviderLoginFailure } from '../../../schema/providerLogin';
import { providerLoginCallbackSchema, providerLoginStartSchema } from '../../../schema/validation';
import { NotFound } from '../../errors/appErrors';
import { saveOidcFlow, takeOidcFlow } from '../../http/oidcFlowCookie';
import type { ProviderLogin } from '../../services/appServices';
import type { RequestContext } from '../../services/context';
import { ProviderLoginFailed } from '../../services/oidc/oidcClient';
import { signInWithProvider } from '../../services/oidc/providerAccounts';
import { restTable, type RestOperation, type TableDefaults } from './restOperation';

const DEFAULTS: TableDefaults = { tag: 'Accounts', who: 'anyone' };

/** Message of /api/login's 404 on a server without OIDC_* configuration. */
export const PROVIDER_LOGIN_OFF = 'Provider login is not configured on this server';

const CALLBACK_PATH = '/api/login/callback';

function enabledLogin(ctx: RequestContext): ProviderLogin {
  const login = ctx.services.providerLogin;
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
    if (error.reason === 'unavailable') req.log.warn(`identity provider unreachable: ${error.message}`);
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
export const providerLoginOperations: RestOperation[] = restTable(DEFAULTS, {
  startProviderLogin: {
    route: 'GET /api/login',
    summary: 'Sign in with the identity provider (browser)',
    description:
      'Redirects the browser to the provider (OpenID Connect, PKCE). `?link=1` links the provider to the signed-in user.',
    query: { schema: providerLoginStartSchema },
    output: { status: 303, description: 'To the provider.' },
    errors: [404],
    handle: async ({ ctx, req, res }) => {
      const login = enabledLogin(ctx);
      const linking = req.query.link === '1' && req.viewer !== null;
      try {
        const { url, checks } = await login.client.start(callbackUrl(req, login));
        saveOidcFlow(req, res, login.keys, { ...checks, linkUserId: linking ? req.viewer!.id : null });
        res.redirect(303, url.href);
      } catch (error) {
        backToLogin(res, failureReason(req, error));
      }
    },
  },
  finishProviderLogin: {
    route: `GET ${CALLBACK_PATH}`,
    summary: 'Where the provider sends the browser back',
    changesState: true,
    query: { schema: providerLoginCallbackSchema },
    output: { status: 303, description: 'Signed in: to the app; refused: to /login with the reason.' },
    errors: [404],
    handle: async ({ ctx, req, res }) => {
      const login = enabledLogin(ctx);
      const flow = takeOidcFlow(req, res, login.keys);
      if (!flow) return backToLogin(res, 'expired');
      try {
        const claims = await login.client.finish(currentCallbackUrl(req, login), flow);
        const user = await signInWithProvider(ctx, claims, flow.linkUserId);
        res.redirect(303, flow.linkUserId ? '/profile' : user.isAdmin ? '/admin' : '/');
      } catch (error) {
        backToLogin(res, failureReason(req, error));
      }
    },
  },
});
