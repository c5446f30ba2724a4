import { parse, print } from 'graphql';
import { CurrentUserDocument } from '../graphql/generated';
import { CURRENT_USER_QUERY, fetchSignedInUser } from './signedInUser';

function respondWith(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

describe('the boot check of who is signed in', () => {
  it('sends the same operation as the generated CurrentUser query (with the __typename Apollo adds)', () => {
    const normalize = (text: string) => print(parse(text)).replace(/\s+/g, ' ');
    const generated = normalize(print(CurrentUserDocument)).replace(/isAdmin }/, 'isAdmin __typename }');
    expect(normalize(CURRENT_USER_QUERY).split(' fragment ').sort()).toEqual(generated.split(' fragment ').sort());
  });

  it('asks with a GET that Apollo Server accepts (JSON content type) and returns the user', async () => {
    const user = {
      __typename: 'User',
      id: 'u1',
      username: 'alice',
      email: 'a@x.io',
      displayName: null,
      phoneNumber: null,
      bio: null,
      profileImageUrl: null,
      isAdmin: false,
    };
    const fetchMock = respondWith(200, { data: { me: user } });
    expect(await fetchSignedInUser()).toEqual(user);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/graphql\?query=query%20CurrentUser/);
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it.each([
    ['a visitor', () => respondWith(200, { data: { me: null } })],
    ['a failed check', () => respondWith(503, { errors: [{ message: 'down' }] })],
    [
      'no network',
      () => Object.assign(globalThis, { fetch: jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) }),
    ],
  ])('is null for %s', async (_case, setUp) => {
    setUp();
    expect(await fetchSignedInUser()).toBeNull();
  });
});
