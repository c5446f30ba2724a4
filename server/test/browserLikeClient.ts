/**
 * An HTTP client that keeps cookies per host and follows redirects one hop at a time, as a browser
 * does across two servers (the app and an identity provider). For flows supertest cannot follow.
 */
export class BrowserLikeClient {
  private readonly jars = new Map<string, Map<string, string>>();
  /** Every URL this client requested, in order. */
  readonly visited: string[] = [];

  private jar(url: URL): Map<string, string> {
    let jar = this.jars.get(url.host);
    if (!jar) this.jars.set(url.host, (jar = new Map()));
    return jar;
  }

  /** The value of a cookie this client holds for `url`'s host. */
  cookie(url: string, name: string): string | undefined {
    return this.jar(new URL(url)).get(name);
  }

  /** Replaces (or, with undefined, drops) a cookie, as a tampering client could. */
  setCookie(url: string, name: string, value: string | undefined): void {
    const jar = this.jar(new URL(url));
    if (value === undefined) jar.delete(name);
    else jar.set(name, value);
  }

  /** One request, no redirect followed. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const jar = this.jar(target);
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    this.visited.push(target.href);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator).trim();
      const expired = attributes.some(
        (attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=Thu, 01 Jan 1970/i.test(attribute),
      );
      if (expired) jar.delete(name);
      else jar.set(name, pair!.slice(separator + 1).trim());
    }
    return response;
  }

  /** Requests `url` and follows redirects (303 and 302 as GET) until an answer that is not one. */
  async follow(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hop = 0; hop < 20 && response.status >= 300 && response.status < 400; hop++) {
      current = new URL(response.headers.get('location')!, current).href;
      response = await this.request(current);
    }
    return { response, url: current };
  }

  /** Where the last redirect chain that passed through `prefix` was sent next (e.g. the app's callback). */
  lastVisited(prefix: string): string | undefined {
    return [...this.visited].reverse().find((url) => url.startsWith(prefix));
  }
}
