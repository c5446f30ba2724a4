/**
 * A browser's cookies for 127.0.0.1 without a browser: cookies are not bound to a port, so one
 * jar can talk to several app instances on different ports, as one browser tab would through a
 * proxy. Non-GET requests echo the anti-forgery cookie in X-XSRF-Token, as the client does.
 */
export class HttpSession {
  private readonly jar = new Map<string, string>();

  /** Sends a request to `baseUrl + path` with this session's cookies (JSON body when given). */
  async send(baseUrl: string, method: string, path: string, body?: object): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Cookie: [...this.jar].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    if (method !== 'GET' && this.jar.has('XSRF-TOKEN'))
      headers['X-XSRF-Token'] = decodeURIComponent(this.jar.get('XSRF-TOKEN')!);
    if (body) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }

  /** Another session holding the same cookies as this one now (a second tab, or a copied cookie). */
  copy(): HttpSession {
    const copy = new HttpSession();
    for (const [name, value] of this.jar) copy.jar.set(name, value);
    return copy;
  }

  /** Loads the app once (session and anti-forgery cookies), as a page load does. */
  async open(baseUrl: string): Promise<this> {
    await this.send(baseUrl, 'GET', '/api/auth/me');
    return this;
  }
}
