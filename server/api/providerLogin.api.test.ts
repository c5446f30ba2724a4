import { PROVIDER_ERROR_PARAM } from '../../schema/providerLogin';
import { ProviderIdentity, User } from '../entities';
import { OIDC_FLOW_COOKIE } from '../http/oidcFlowCookie';
import { PROVIDER_LOGIN_OFF } from '../rest/operations/providerLogin';
import { CookieSigner } from '../security/cookieSigner';
import { newClient } from '../test/apiClient';
import { BrowserLikeClient } from '../test/browserLikeClient';
import { buildUser, DEFAULT_PASSWORD } from '../test/factories';
import { startTestApp, TEST_SESSION_KEY, type TestApp } from '../test/testServer';
import { startOidcProvider, type TestOidcProvider } from '../../testkit/oidcProvider';

let provider: TestOidcProvider;
let app: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider();
  app = await startTestApp({ env: provider.env('Band SSO') });
  await provider.allowApp(app.baseUrl);
});
afterAll(async () => {
  await app.close();
  await provider.close();
});

let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

const loginPath = (reason: string) => `/login?${PROVIDER_ERROR_PARAM}=${reason}`;

async function whoAmI(
  browser: BrowserLikeClient,
): Promise<{ id: string; username: string; email: string; displayName: string | null } | null> {
  const response = await browser.request(`${app.baseUrl}/api/auth/me`);
  return response.status === 200
    ? ((await response.json()) as { id: string; username: string; email: string; displayName: string | null })
    : null;
}

/** Goes to /api/login and stops at the provider's login form; returns the form's URL. */
async function reachProviderForm(
  browser: BrowserLikeClient,
  path = '/api/login',
): Promise<{ formUrl: string; pageUrl: string; html: string }> {
  const { response, url } = await browser.follow(`${app.baseUrl}${path}`);
  expect(url.startsWith(provider.issuer)).toBe(true);
  const html = await response.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  return { formUrl: new URL(action!, url).href, pageUrl: url, html };
}

/** Types `subject` into the provider's form; returns where the app finally sent the browser. */
async function submitProviderForm(browser: BrowserLikeClient, formUrl: string, subject: string): Promise<string> {
  const body = new URLSearchParams({ prompt: 'login', login: subject, password: 'whatever' });
  const { url } = await browser.follow(formUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return url.replace(app.baseUrl, '');
}

async function signInThroughProvider(
  browser: BrowserLikeClient,
  subject: string,
  path = '/api/login',
): Promise<string> {
  const { formUrl } = await reachProviderForm(browser, path);
  return submitProviderForm(browser, formUrl, subject);
}

/** The provider's redirect back to the app (with code and state), captured instead of followed. */
async function callbackUrlFor(browser: BrowserLikeClient, subject: string): Promise<URL> {
  const { formUrl } = await reachProviderForm(browser);
  let response = await browser.request(formUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login: subject, password: 'whatever' }),
  });
  let url = formUrl;
  while (response.status >= 300 && response.status < 400) {
    url = new URL(response.headers.get('location')!, url).href;
    if (url.startsWith(`${app.baseUrl}/api/login/callback`)) return new URL(url);
    response = await browser.request(url);
  }
  throw new Error(`the provider never sent the browser back (ended at ${url} with ${response.status})`);
}

/** Replaces the browser's flow cookie by one with `changes`, signed with the session key as the app signs it. */
function resignFlowCookie(browser: BrowserLikeClient, changes: Record<string, unknown>): void {
  const flow = JSON.parse(
    Buffer.from(browser.cookie(app.baseUrl, OIDC_FLOW_COOKIE)!, 'base64url').toString(),
  ) as Record<string, unknown>;
  const payload = Buffer.from(JSON.stringify({ ...flow, ...changes })).toString('base64url');
  browser.setCookie(app.baseUrl, OIDC_FLOW_COOKIE, payload);
  browser.setCookie(
    app.baseUrl,
    `${OIDC_FLOW_COOKIE}.sig`,
    new CookieSigner([TEST_SESSION_KEY]).sign(`${OIDC_FLOW_COOKIE}=${payload}`),
  );
}

async function passwordLogin(browser: BrowserLikeClient, username: string): Promise<void> {
  await browser.request(`${app.baseUrl}/api/auth/me`);
  const token = decodeURIComponent(browser.cookie(app.baseUrl, 'XSRF-TOKEN')!);
  const response = await browser.request(`${app.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
    body: JSON.stringify({ usernameOrEmail: username, password: DEFAULT_PASSWORD }),
  });
  expect(response.status).toBe(200);
}

const identitiesOf = (subject: string) => app.em().find(ProviderIdentity, { subject }, { populate: ['user'] });

describe('provider sign-in (OpenID Connect against a real provider on loopback)', () => {
  it('tells the login page the provider is on, on both doors', async () => {
    const client = await newClient(app);
    expect((await client.get('/api/auth/provider')).body).toEqual({
      enabled: true,
      name: 'Band SSO',
      appDomain: null,
      loginUrl: '/api/login',
    });
    const graphql = await client.post('/graphql', { query: '{ authProvider { name appDomain loginUrl } }' });
    expect(graphql.body.data.authProvider).toEqual({ name: 'Band SSO', appDomain: null, loginUrl: '/api/login' });
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const response = await new BrowserLikeClient().request(`${app.baseUrl}/api/login`);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    for (const parameter of ['code_challenge', 'state', 'nonce'])
      expect(location.searchParams.get(parameter)).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get('redirect_uri')).toBe(`${app.baseUrl}/api/login/callback`);
    expect(response.headers.getSetCookie().join()).toMatch(
      new RegExp(`${OIDC_FLOW_COOKIE.replace('.', '\\.')}=.*HttpOnly`, 'i'),
    );
  });

  it('the first sign-in makes an account from the claims (verified email taken); the second finds it by subject', async () => {
    const subject = unique('sub');
    const email = `${unique('fan')}@example.test`;
    provider.setAccount(subject, {
      email,
      email_verified: true,
      preferred_username: unique('drum'),
      name: 'Dee Drummer',
    });
    const browser = new BrowserLikeClient();
    expect(await signInThroughProvider(browser, subject)).toBe('/');
    const me = await whoAmI(browser);
    expect(me).toMatchObject({ email, displayName: 'Dee Drummer' });

    // The provider changes the name and email: the account is still found by its subject, unchanged.
    provider.setAccount(subject, {
      email: `${unique('other')}@example.test`,
      email_verified: true,
      preferred_username: 'someone-else',
      name: 'Renamed',
    });
    const again = new BrowserLikeClient();
    expect(await signInThroughProvider(again, subject)).toBe('/');
    expect((await whoAmI(again))?.id).toBe(me!.id);
    expect(await identitiesOf(subject)).toHaveLength(1);
    expect(await app.em().count(User, { id: me!.id })).toBe(1);
  });

  it('does not take an email the provider has not verified', async () => {
    const subject = unique('sub');
    const claimed = `${unique('unverified')}@example.test`;
    provider.setAccount(subject, { email: claimed, email_verified: false, preferred_username: unique('bass') });
    const browser = new BrowserLikeClient();
    expect(await signInThroughProvider(browser, subject)).toBe('/');
    const me = await whoAmI(browser);
    expect(me?.email).not.toBe(claimed);
    expect(me?.email).toMatch(/@unverified\.invalid$/);
  });

  it('never joins an existing account by its email: refused with a reason, no session, no account', async () => {
    const { user: existing } = await buildUser(app.em(), { email: `${unique('owner')}@example.test` });
    const subject = unique('sub');
    provider.setAccount(subject, {
      email: existing.email.toUpperCase(),
      email_verified: true,
      preferred_username: unique('x'),
    });
    const users = await app.em().count(User, {});
    const browser = new BrowserLikeClient();
    expect(await signInThroughProvider(browser, subject)).toBe(loginPath('email_taken'));
    expect(await whoAmI(browser)).toBeNull();
    expect(await app.em().count(User, {})).toBe(users);
    expect(await identitiesOf(subject)).toHaveLength(0);
  });

  it('picks a free username when the preferred one is taken', async () => {
    const { user: taken } = await buildUser(app.em(), { username: unique('keys') });
    const subject = unique('sub');
    provider.setAccount(subject, { preferred_username: taken.username });
    const browser = new BrowserLikeClient();
    await signInThroughProvider(browser, subject);
    expect((await whoAmI(browser))?.username).toBe(`${taken.username}2`);
  });

  it('refuses a callback whose state was tampered with', async () => {
    const browser = new BrowserLikeClient();
    const callback = await callbackUrlFor(browser, unique('sub'));
    callback.searchParams.set('state', 'forged-state-value-000000000000');
    const { url } = await browser.follow(callback.href);
    expect(url.replace(app.baseUrl, '')).toBe(loginPath('failed'));
    expect(await whoAmI(browser)).toBeNull();
  });

  it.each([
    ['nonce', 'nonce'],
    ['PKCE verifier', 'codeVerifier'],
  ])('refuses a callback when the %s it was started with does not match', async (_name, field) => {
    const browser = new BrowserLikeClient();
    const callback = await callbackUrlFor(browser, unique('sub'));
    // The test knows the session key, so it can sign a flow cookie that differs only in this check.
    resignFlowCookie(browser, { [field]: 'x'.repeat(43) });
    const { url } = await browser.follow(callback.href);
    expect(url.replace(app.baseUrl, '')).toBe(loginPath('failed'));
    expect(await whoAmI(browser)).toBeNull();
  });

  it('refuses a correctly signed flow cookie past its expiry', async () => {
    const browser = new BrowserLikeClient();
    const callback = await callbackUrlFor(browser, unique('sub'));
    resignFlowCookie(browser, { exp: Math.floor(Date.now() / 1000) - 1 });
    expect((await browser.follow(callback.href)).url.replace(app.baseUrl, '')).toBe(loginPath('expired'));
    expect(await whoAmI(browser)).toBeNull();
  });

  it('refuses a forged flow cookie and a replayed callback', async () => {
    const browser = new BrowserLikeClient();
    const callback = await callbackUrlFor(browser, unique('sub'));
    expect(browser.cookie(app.baseUrl, `${OIDC_FLOW_COOKIE}.sig`)).toBeDefined();
    browser.setCookie(app.baseUrl, `${OIDC_FLOW_COOKIE}.sig`, 'forgedsignature');
    expect((await browser.follow(callback.href)).url.replace(app.baseUrl, '')).toBe(loginPath('expired'));
    expect(await whoAmI(browser)).toBeNull();

    const honest = new BrowserLikeClient();
    const honestCallback = await callbackUrlFor(honest, unique('sub'));
    expect((await honest.follow(honestCallback.href)).url.replace(app.baseUrl, '')).toBe('/');
    const signedIn = await whoAmI(honest);
    // Replayed by another browser (no flow cookie) and by the same one (its flow cookie is used up).
    const attacker = new BrowserLikeClient();
    expect((await attacker.follow(honestCallback.href)).url.replace(app.baseUrl, '')).toBe(loginPath('expired'));
    expect(await whoAmI(attacker)).toBeNull();
    expect((await honest.follow(honestCallback.href)).url.replace(app.baseUrl, '')).toBe(loginPath('expired'));
    expect((await whoAmI(honest))?.id).toBe(signedIn?.id);
  });

  it("comes back to /login as 'cancelled' when the user aborts at the provider", async () => {
    const browser = new BrowserLikeClient();
    const { html, pageUrl } = await reachProviderForm(browser);
    const abort = /href="([^"]*abort[^"]*)"/.exec(html)?.[1];
    expect(abort).toBeDefined();
    const { url } = await browser.follow(new URL(abort!.replace(/&amp;/g, '&'), pageUrl).href);
    expect(url.replace(app.baseUrl, '')).toBe(loginPath('cancelled'));
    expect(await whoAmI(browser)).toBeNull();
  });

  it('links the provider to a signed-in account from /profile; later sign-ins find that account', async () => {
    const { user: user } = await buildUser(app.em(), { username: unique('linker') });
    const subject = unique('sub');
    provider.setAccount(subject, { email: user.email, email_verified: true });
    const browser = new BrowserLikeClient();
    await passwordLogin(browser, user.username);
    expect(await signInThroughProvider(browser, subject, '/api/login?link=1')).toBe('/profile');
    expect((await whoAmI(browser))?.id).toBe(user.id);
    const linked = await browser.request(`${app.baseUrl}/api/auth/linked-providers`);
    expect(await linked.json()).toEqual([{ issuer: provider.issuer, linkedAt: expect.any(String) }]);

    const later = new BrowserLikeClient();
    expect(await signInThroughProvider(later, subject)).toBe('/');
    expect((await whoAmI(later))?.id).toBe(user.id);

    // The same provider account cannot be linked to a second user.
    const { user: other } = await buildUser(app.em(), { username: unique('second') });
    const thief = new BrowserLikeClient();
    await passwordLogin(thief, other.username);
    expect(await signInThroughProvider(thief, subject, '/api/login?link=1')).toBe(loginPath('already_linked'));
    expect((await identitiesOf(subject)).map((identity) => identity.user.id)).toEqual([user.id]);
  });

  it('lists linked providers only to a signed-in user, on both doors', async () => {
    const anonymous = await newClient(app);
    expect((await anonymous.get('/api/auth/linked-providers')).status).toBe(401);
    const graphql = await anonymous.post('/graphql', { query: '{ linkedProviders { issuer } }' });
    expect(graphql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const { user: user } = await buildUser(app.em(), { username: unique('plain') });
    const signedIn = await newClient(app);
    await signedIn.post('/api/auth/login', { usernameOrEmail: user.username, password: DEFAULT_PASSWORD });
    expect(
      (await signedIn.post('/graphql', { query: '{ linkedProviders { issuer } }' })).body.data.linkedProviders,
    ).toEqual([]);
  });
});

describe('provider sign-in switched off or unreachable', () => {
  it('answers 404 with a clear message and tells the login page there is no provider', async () => {
    const off = await startTestApp();
    try {
      const client = await newClient(off);
      const response = await client.get('/api/login');
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(PROVIDER_LOGIN_OFF);
      expect((await client.get('/api/login/callback?code=x&state=y')).status).toBe(404);
      expect((await client.get('/api/auth/provider')).body).toEqual({ enabled: false });
      expect((await client.post('/graphql', { query: '{ authProvider { name } }' })).body.data.authProvider).toBeNull();
    } finally {
      await off.close();
    }
  });

  it("sends the browser back to /login as 'unavailable' when the provider cannot be reached", async () => {
    const gone = await startOidcProvider();
    await gone.close();
    const unreachable = await startTestApp({ env: gone.env() });
    try {
      const response = await new BrowserLikeClient().request(`${unreachable.baseUrl}/api/login`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(loginPath('unavailable'));
    } finally {
      await unreachable.close();
    }
  });
});
