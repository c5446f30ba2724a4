import { playgroundFetcher } from './fetcher';

function respondWith(body: string, status = 200) {
  const fetchMock = jest.fn(async () => ({ status, statusText: 'Bad Gateway', text: async () => body }));
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('playgroundFetcher', () => {
  it('POSTs JSON to /graphql with the session cookie and the anti-forgery header', async () => {
    document.cookie = 'XSRF-TOKEN=play-token; path=/';
    const fetchMock = respondWith('{"data":{"me":null}}');

    const result = await playgroundFetcher({ query: '{ me { id } }', variables: {}, operationName: null });

    expect(result).toEqual({ data: { me: null } });
    expect(fetchMock).toHaveBeenCalledWith('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: expect.objectContaining({ 'Content-Type': 'application/json', 'X-XSRF-Token': 'play-token' }),
      body: JSON.stringify({ query: '{ me { id } }', variables: {}, operationName: null }),
    });
  });

  it("keeps the user's own headers but never lets them replace the anti-forgery token", async () => {
    document.cookie = 'XSRF-TOKEN=real-token; path=/';
    const fetchMock = respondWith('{"data":{}}');

    await playgroundFetcher({ query: '{ me { id } }' }, { headers: { 'X-Trace': 'abc', 'X-XSRF-Token': 'forged' } });

    expect(fetchMock).toHaveBeenCalledWith(
      '/graphql',
      expect.objectContaining({ headers: expect.objectContaining({ 'X-Trace': 'abc', 'X-XSRF-Token': 'real-token' }) }),
    );
  });

  it('turns a non-JSON answer into an error GraphiQL can display', async () => {
    respondWith('upstream down', 502);

    const result = await playgroundFetcher({ query: '{ me { id } }' });

    expect(result.errors?.map((error) => error.message)).toEqual(['502: upstream down']);
  });
});
