import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real OpenID Connect provider (the `oidc-provider` package, as certified by the OpenID
// Foundation) on loopback, for API and e2e tests of /api/login. Its development login form takes
// any login and password; the login becomes the account's subject, with the claims a test set for it.

/** Claims the provider states for one account (the subject is the login typed into its form). */
export interface ProviderAccountClaims {
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  name?: string;
}

/** A running provider. */
export interface TestOidcProvider {
  /** The issuer URL (OIDC_ISSUER_URL). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The environment that points an app at this provider. */
  env(providerName?: string): Record<string, string>;
  /** Registers the app's callback (its base URL + /api/login/callback): call once the app listens. */
  allowApp(appBaseUrl: string): Promise<void>;
  /** Sets the claims of the account whose login is `subject`. */
  setAccount(subject: string, claims: ProviderAccountClaims): void;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Starts the provider on a free loopback port; it answers 503 until {@link TestOidcProvider.allowApp}. */
export async function startOidcProvider(): Promise<TestOidcProvider> {
  let handle: Handler = (_req, res) => {
    res.writeHead(503).end('provider not configured yet');
  };
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'music-iqueue-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map<string, ProviderAccountClaims>();

  return {
    issuer,
    clientId,
    clientSecret,
    env: (providerName = 'Test Provider') => ({
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_PROVIDER_NAME: providerName,
    }),
    setAccount: (subject, claims) => accounts.set(subject, claims),
    allowApp: async (appBaseUrl) => {
      const { default: Provider } = await import('oidc-provider');
      const provider = new Provider(issuer, {
        clients: [
          { client_id: clientId, client_secret: clientSecret, redirect_uris: [`${appBaseUrl}/api/login/callback`] },
        ],
        cookies: { keys: [randomBytes(24).toString('base64url')] },
        pkce: { required: () => true },
        // Put the scope's claims into the ID token, which is all the app reads.
        conformIdTokenClaims: false,
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
        findAccount: (_ctx, subject) => ({
          accountId: subject,
          claims: () => ({ sub: subject, ...(accounts.get(subject) ?? {}) }),
        }),
        // Consent is implied: the test provider's form asks only for a login.
        loadExistingGrant: async (ctx) => {
          const grant = new ctx.oidc.provider.Grant({
            clientId: ctx.oidc.client!.clientId,
            accountId: ctx.oidc.session!.accountId!,
          });
          grant.addOIDCScope('openid email profile');
          await grant.save();
          return grant;
        },
      });
      const callback = provider.callback() as Handler;
      handle = callback;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
