import { ApolloLink, execute, gql, Observable, type FetchResult } from '@apollo/client';
import { createApolloClient, xsrfLink } from './apollo';

const query = gql`
  mutation Ping {
    logout
  }
`;

/** Runs one operation through xsrfLink and returns the headers the next link received. */
function headersSent(): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const capture = new ApolloLink((operation) => {
      resolve(operation.getContext().headers as Record<string, string>);
      return Observable.of<FetchResult>({ data: { logout: true } });
    });
    execute(ApolloLink.from([xsrfLink, capture]), { query }).subscribe({ error: reject });
  });
}

function setCookie(value: string) {
  document.cookie = `XSRF-TOKEN=${value}; path=/`;
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('xsrfLink', () => {
  it('sends the XSRF-TOKEN cookie in the X-XSRF-Token header', async () => {
    setCookie('token-one');

    expect(await headersSent()).toEqual(expect.objectContaining({ 'X-XSRF-Token': 'token-one' }));
  });

  it('reads the cookie anew for each request, because login and logout replace it', async () => {
    setCookie('before-login');
    expect((await headersSent())['X-XSRF-Token']).toBe('before-login');

    setCookie('after-login');
    expect((await headersSent())['X-XSRF-Token']).toBe('after-login');
  });

  it('decodes an URL-encoded token and ignores other cookies', async () => {
    document.cookie = 'other=1; path=/';
    setCookie(encodeURIComponent('a+b/c='));

    expect((await headersSent())['X-XSRF-Token']).toBe('a+b/c=');
  });

  it('sends no header when there is no cookie yet', async () => {
    expect(await headersSent()).not.toHaveProperty('X-XSRF-Token');
  });
});

describe('createApolloClient', () => {
  it('sends queries as GET /graphql and mutations as POST with the anti-forgery header', async () => {
    setCookie('token-three');
    const calls: Array<{ url: string; method: string; headers: Headers }> = [];
    Object.assign(globalThis, {
      fetch: jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        calls.push({ url: String(input), method: init.method ?? 'GET', headers: new Headers(init.headers) });
        const body = String(input).includes('query=') ? { data: { me: null } } : { data: { logout: true } };
        return {
          ok: true,
          status: 200,
          headers: new Headers({ 'Content-Type': 'application/json' }),
          text: async () => JSON.stringify(body),
        };
      }),
    });
    const client = createApolloClient();

    await client.query({
      query: gql`
        query Me {
          me {
            id
          }
        }
      `,
    });
    await client.mutate({ mutation: query });

    expect(calls[0]).toMatchObject({ method: 'GET' });
    expect(calls[0]!.url).toMatch(/^\/graphql\?query=query%20Me\b.*&operationName=Me/);
    expect(calls[1]).toMatchObject({ url: '/graphql', method: 'POST' });
    expect(calls[1]!.headers.get('X-XSRF-Token')).toBe('token-three');
  });
});
