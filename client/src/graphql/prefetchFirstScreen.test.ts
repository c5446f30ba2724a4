import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { createCache } from './cache';
import { prefetchFirstScreen } from './prefetchFirstScreen';

/** A client whose link records each operation's name and answers with no data. */
function recordingClient() {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName);
        observer.next({ errors: [{ message: 'not answered in this test' }] });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: createCache() }), asked };
}

describe('prefetchFirstScreen', () => {
  it.each(['/', '/playlist/p1', '/playlist/p1/perform'])('asks for the generator settings on %s', async (path) => {
    const { client, asked } = recordingClient();
    prefetchFirstScreen(client, path);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(['GeneratorSettings']);
  });

  it.each(['/profile', '/playlists', '/playlist/p1/rehearse', '/admin'])('asks for nothing on %s', async (path) => {
    const { client, asked } = recordingClient();
    prefetchFirstScreen(client, path);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([]);
  });

  it('leaves a failed request to the screen: nothing is cached and nothing throws', async () => {
    const { client } = recordingClient();
    prefetchFirstScreen(client, '/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.cache.extract().ROOT_QUERY?.settings).toBeUndefined();
  });
});
