import { ApolloLink, execute, gql, Observable, type FetchResult } from '@apollo/client';
import { xsrfLink } from './apollo';

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
