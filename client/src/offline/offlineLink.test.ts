import { ApolloClient, from, HttpLink, InMemoryCache } from '@apollo/client';
import { PlaylistPageDocument, PlaylistPageRemoveTrackDocument } from '../graphql/generated';
import { readApiError } from '../graphql/errors';
import { OFFLINE_CHANGE_MESSAGE, OFFLINE_CODE, offlineLink } from './offlineLink';

function clientWithFetch(fetch: jest.Mock) {
  return new ApolloClient({
    link: from([offlineLink, new HttpLink({ uri: 'http://app.test/graphql', fetch })]),
    cache: new InMemoryCache(),
  });
}

/** What HttpLink reads of a fetch answer (jsdom has no Response). */
function jsonAnswer(body: object) {
  return {
    ok: true,
    status: 200,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: () => Promise.resolve(JSON.stringify(body)),
  };
}

function setOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => jest.restoreAllMocks());

describe('changes while offline', () => {
  it('refuses a change at once with the offline message, sending nothing', async () => {
    setOnline(false);
    const fetch = jest.fn();
    const failure = await clientWithFetch(fetch)
      .mutate({ mutation: PlaylistPageRemoveTrackDocument, variables: { trackId: 't-1' } })
      .catch((error: unknown) => error);
    expect(readApiError(failure)).toEqual({ code: OFFLINE_CODE, message: OFFLINE_CHANGE_MESSAGE, fields: {} });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets reads through offline (they fail or are answered as usual), and changes through online', async () => {
    const fetch = jest.fn().mockResolvedValue(jsonAnswer({ data: { playlist: null } }));
    setOnline(false);
    await clientWithFetch(fetch).query({ query: PlaylistPageDocument, variables: { id: 'p-1' } });
    expect(fetch).toHaveBeenCalledTimes(1);

    setOnline(true);
    fetch.mockResolvedValue(jsonAnswer({ data: { removeTrack: null } }));
    await clientWithFetch(fetch)
      .mutate({ mutation: PlaylistPageRemoveTrackDocument, variables: { trackId: 't-1' } })
      .catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
