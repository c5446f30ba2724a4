import * as oidc from 'openid-client';
import type { ProviderLoginFailure } from '../../../schema/providerLogin';
import type { OidcConfig } from './oidcConfig';

/** What the browser's round trip to the provider must bring back unchanged (kept in a signed cookie). */
export interface OidcFlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The claims of a verified ID token that sign-in uses. */
export interface ProviderClaims {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  preferredUsername: string | null;
  name: string | null;
}

/**
 * A provider sign-in that ends without a session: the provider refused, its answer did not pass the
 * checks (state, nonce, PKCE, signature), or the account cannot be used. `message` is for the log.
 */
export class ProviderLoginFailed extends Error {
  constructor(
    readonly reason: ProviderLoginFailure,
    message: string,
  ) {
    super(message);
  }
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * The authorization-code flow with PKCE, state and nonce, over openid-client. The discovery
 * document is fetched on first use and kept; a failed fetch is retried on the next sign-in.
 */
export class OidcClient {
  private discovered: Promise<oidc.Configuration> | null = null;

  constructor(readonly config: OidcConfig) {}

  private configuration(): Promise<oidc.Configuration> {
    this.discovered ??= oidc
      .discovery(
        this.config.issuerUrl,
        this.config.clientId,
        this.config.clientSecret ?? undefined,
        this.config.clientSecret ? undefined : oidc.None(),
        {
          execute: this.config.issuerUrl.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
          timeout: 5,
        },
      )
      .catch((error: unknown) => {
        this.discovered = null;
        throw error;
      });
    return this.discovered;
  }

  private async reachableConfiguration(): Promise<oidc.Configuration> {
    try {
      return await this.configuration();
    } catch (error) {
      throw new ProviderLoginFailed(
        'unavailable',
        `Discovery failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** The provider's authorization URL for a new sign-in, and the checks its answer must pass. */
  async start(redirectUri: string): Promise<{ url: URL; checks: OidcFlowChecks }> {
    const configuration = await this.reachableConfiguration();
    const checks = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, checks };
  }

  /** Exchanges the callback's code and verifies the ID token; throws ProviderLoginFailed. */
  async finish(callbackUrl: URL, checks: OidcFlowChecks): Promise<ProviderClaims> {
    const providerError = callbackUrl.searchParams.get('error');
    if (providerError) {
      const reason = providerError === 'access_denied' ? 'cancelled' : 'failed';
      throw new ProviderLoginFailed(reason, `The provider answered ${providerError}`);
    }
    const configuration = await this.reachableConfiguration();
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      throw new ProviderLoginFailed('failed', error instanceof Error ? error.message : String(error));
    }
    if (!claims) throw new ProviderLoginFailed('failed', 'The provider sent no ID token');
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: stringClaim(claims.email)?.toLowerCase() ?? null,
      emailVerified: claims.email_verified === true,
      preferredUsername: stringClaim(claims.preferred_username) ?? stringClaim(claims.nickname),
      name: stringClaim(claims.name),
    };
  }
}
