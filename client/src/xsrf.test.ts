import { fetchWithFreshXsrfToken, readCookie } from './xsrf';

function respond(...statuses: number[]) {
  const fetchMock = jest.fn(async () => ({ status: statuses.shift() ?? 200 }) as Response);
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

function sentToken(fetchMock: jest.Mock, call: number): string | null {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit;
  return new Headers(init.headers).get('X-XSRF-Token');
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=x%2By; b=2')).toBe('x+y');
    expect(readCookie('XSRF-TOKEN', 'a=1')).toBeUndefined();
  });
});

describe('fetchWithFreshXsrfToken', () => {
  it('sends a request once when it succeeds', async () => {
    const fetchMock = respond(200);

    const response = await fetchWithFreshXsrfToken('/graphql', { method: 'POST', headers: { 'X-XSRF-Token': 't1' } });

    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('resends once with the new token when a 403 came back with a new cookie', async () => {
    const fetchMock = respond(200);
    // The refused answer set the cookie (first request of a page the server did not serve).
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=issued-now; path=/';
      return { status: 403 } as Response;
    });

    const response = await fetchWithFreshXsrfToken('/graphql', { method: 'POST', headers: {} });

    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentToken(fetchMock, 1)).toBe('issued-now');
  });

  it('returns a 403 as is when the token sent was already the current one', async () => {
    document.cookie = 'XSRF-TOKEN=same; path=/';
    const fetchMock = respond(403);

    const response = await fetchWithFreshXsrfToken('/graphql', { method: 'POST', headers: { 'X-XSRF-Token': 'same' } });

    expect(response.status).toBe(403);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not resend other failures', async () => {
    document.cookie = 'XSRF-TOKEN=new; path=/';
    const fetchMock = respond(401);

    expect(
      (await fetchWithFreshXsrfToken('/graphql', { method: 'POST', headers: { 'X-XSRF-Token': 'old' } })).status,
    ).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
