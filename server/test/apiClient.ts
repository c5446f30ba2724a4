import request, { type Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { XSRF_COOKIE, XSRF_HEADER } from '../../schema/http';
import type { TestApp } from './testServer';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** How a request treats the anti-forgery header: as a browser does, left out, or a given value. */
export type XsrfMode = { xsrf?: 'send' | 'omit' | string };

/**
 * A browser-like HTTP client: keeps cookies, and echoes the XSRF-TOKEN cookie in X-XSRF-Token on
 * every non-GET request, as the real client does.
 */
export class ApiClient {
  readonly agent: TestAgent;
  /** Headers sent with every request of this client (e.g. X-Forwarded-For behind a trusted proxy). */
  readonly headers: Record<string, string> = {};
  private xsrfToken: string | undefined;
  /** The cookies responses set, as the agent keeps them (for a WebSocket upgrade, which supertest does not send). */
  private readonly cookies = new Map<string, string>();

  constructor(readonly app: TestApp) {
    this.agent = request.agent(app.server);
  }

  /** The anti-forgery token this client currently holds. */
  get token(): string | undefined {
    return this.xsrfToken;
  }

  /** Keeps the anti-forgery token a response sets (the agent keeps the cookies themselves). */
  remember(response: Response): Response {
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    for (const cookie of cookies) {
      const [pair = ''] = cookie.split(';');
      const equals = pair.indexOf('=');
      if (equals > 0) this.cookies.set(pair.slice(0, equals), pair.slice(equals + 1));
      if (cookie.startsWith(`${XSRF_COOKIE}=`))
        this.xsrfToken = decodeURIComponent(cookie.slice(XSRF_COOKIE.length + 1).split(';')[0]!);
    }
    return response;
  }

  /** A Cookie header with this client's cookies. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Visits the app once, as a page load does, to get the session and anti-forgery cookies. */
  async open(): Promise<this> {
    this.remember(await this.agent.get('/api/auth/me').set(this.headers));
    return this;
  }

  async send(method: Method, path: string, body?: unknown, { xsrf = 'send' }: XsrfMode = {}): Promise<Response> {
    let pending = this.agent[method](path).set('Accept', 'application/json').set(this.headers);
    const token = xsrf === 'send' ? this.xsrfToken : xsrf === 'omit' ? undefined : xsrf;
    if (method !== 'get' && token) pending = pending.set(XSRF_HEADER, token);
    if (body !== undefined) pending = pending.send(body as object);
    return this.remember(await pending);
  }

  get(path: string) {
    return this.send('get', path);
  }
  /** GETs a binary answer (a MIDI file, audio) with its body as a Buffer. */
  getBytes(path: string) {
    return this.agent
      .get(path)
      .set(this.headers)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  }

  post(path: string, body?: unknown, mode?: XsrfMode) {
    return this.send('post', path, body, mode);
  }

  /** A client of an already signed-in user, for tests about something else than logging in. */
  async logIn(usernameOrEmail: string, password: string): Promise<this> {
    const response = await this.post('/api/auth/login', { usernameOrEmail, password });
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
    return this;
  }

  patch(path: string, body?: unknown, mode?: XsrfMode) {
    return this.send('patch', path, body, mode);
  }

  /** POSTs a GraphQL operation. */
  graphql(query: string, variables?: Record<string, unknown>, mode?: XsrfMode) {
    return this.send('post', '/graphql', { query, variables }, mode);
  }
}

/** A new browser-like client that has loaded the app once. */
export function newClient(app: TestApp): Promise<ApiClient> {
  return new ApiClient(app).open();
}
