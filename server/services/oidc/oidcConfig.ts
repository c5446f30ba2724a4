import { StartupError } from '../../errors/startupErrors';

/** The OpenID Connect provider users may sign in with (docs/features/provider-sign-in.md). */
export interface OidcConfig {
  /** The issuer URL; its discovery document is read from `/.well-known/openid-configuration` under it. */
  issuerUrl: URL;
  clientId: string;
  /** Unset for a public client (PKCE only). */
  clientSecret: string | null;
  /** Shown on the button: 'Log in with {providerName}'. */
  providerName: string;
  /** When set, the login page offers the button only on host names containing it (SPEC.md §2). */
  appDomain: string | null;
  /** The callback URL registered at the provider; by default derived from each request's host. */
  redirectUrl: string | null;
}

/** OIDC_* is set but cannot be used; start-up refuses with this message. */
export class OidcConfigError extends StartupError {}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseUrl(name: string, raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new OidcConfigError(`${name} must be an absolute URL, got "${raw}".`);
  }
}

/**
 * Reads OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PROVIDER_NAME, OIDC_APP_DOMAIN and
 * OIDC_REDIRECT_URL. Without an issuer and a client id, provider login is off (null). Plain http is
 * accepted only for a provider on this machine (tests, a local Keycloak).
 */
export function loadOidcConfig(env: NodeJS.ProcessEnv): OidcConfig | null {
  const issuer = env.OIDC_ISSUER_URL?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!issuer && !clientId) return null;
  if (!issuer || !clientId) {
    throw new OidcConfigError(
      'Provider login needs both OIDC_ISSUER_URL and OIDC_CLIENT_ID (or neither, to switch it off).',
    );
  }
  const issuerUrl = parseUrl('OIDC_ISSUER_URL', issuer);
  if (issuerUrl.protocol !== 'https:' && !(issuerUrl.protocol === 'http:' && LOOPBACK_HOSTS.has(issuerUrl.hostname))) {
    throw new OidcConfigError('OIDC_ISSUER_URL must use https (plain http only for a provider on localhost).');
  }
  const redirectUrl = env.OIDC_REDIRECT_URL?.trim() || null;
  if (redirectUrl) parseUrl('OIDC_REDIRECT_URL', redirectUrl);
  return {
    issuerUrl,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET?.trim() || null,
    providerName: env.OIDC_PROVIDER_NAME?.trim() || 'the provider',
    appDomain: env.OIDC_APP_DOMAIN?.trim() || null,
    redirectUrl,
  };
}
