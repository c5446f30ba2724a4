import { ApolloLink, Observable, type FetchResult } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { act } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { PlaylistLiveSubscription } from '../graphql/generated';
import { serverError } from '../test-utils/mocks';
import { buildPlaylist, buildTrack, playlistMock } from '../test-utils/playlistMocks';
import { buildUser, renderWithProviders, screen, waitFor } from '../test-utils/render';
import { PlaylistPage } from '../pages/Playlist.page';
import { retryDelayMs } from './wsLink';

/** A stand-in for the WebSocket: records each subscription's variables and lets the test send events. */
function fakeSocket() {
  const subscriptions: Array<{
    variables: Record<string, unknown>;
    send(result: FetchResult<PlaylistLiveSubscription>): void;
  }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        subscriptions.push({ variables: operation.variables, send: (result) => observer.next(result) });
      }),
  );
  return { link, subscriptions };
}

function renderPage(mocks: MockedResponse[], live: ApolloLink) {
  return renderWithProviders(
    <Routes>
      <Route path="/playlist/:id" element={<PlaylistPage />} />
      <Route path="/playlists" element={<h1>My Playlists</h1>} />
    </Routes>,
    { route: '/playlist/p-1', user: buildUser(), mocks, live },
  );
}

describe('the playlist page, live', () => {
  it("subscribes once the playlist is shown and puts a bandmate's change in place", async () => {
    const socket = fakeSocket();
    const playlist = buildPlaylist({ canEdit: false, ownerUsername: 'bob', sharedWith: null });
    renderPage([playlistMock('p-1', playlist)], socket.link);
    expect(await screen.findByText('Take Five')).toBeInTheDocument();
    await waitFor(() => expect(socket.subscriptions).toHaveLength(1));
    expect(socket.subscriptions[0]!.variables).toEqual({ playlistId: 'p-1' });

    const added = {
      ...playlist,
      trackCount: 3,
      tracks: [
        ...playlist.tracks,
        buildTrack({ id: 't-3', position: 2, name: 'So What', artist: 'Miles Davis', bpm: 136 }),
      ],
    };
    act(() =>
      socket.subscriptions[0]!.send({
        data: {
          playlistChanged: { __typename: 'PlaylistChange', playlistId: 'p-1', kind: 'TRACK_ADDED', playlist: added },
        },
      }),
    );
    expect(await screen.findByText('So What')).toBeInTheDocument();
    expect(screen.getByText('3 tracks')).toBeInTheDocument();
  });

  it('reads the playlist again when access ends, and says it is gone', async () => {
    const socket = fakeSocket();
    renderPage(
      [
        playlistMock('p-1', buildPlaylist()),
        playlistMock('p-1', { error: serverError('Playlist not found', 'NOT_FOUND') }),
      ],
      socket.link,
    );
    expect(await screen.findByText('Take Five')).toBeInTheDocument();
    await waitFor(() => expect(socket.subscriptions).toHaveLength(1));
    act(() =>
      socket.subscriptions[0]!.send({
        data: {
          playlistChanged: { __typename: 'PlaylistChange', playlistId: 'p-1', kind: 'ACCESS_REVOKED', playlist: null },
        },
      }),
    );
    expect(await screen.findByText("This playlist doesn't exist or you don't have access to it.")).toBeInTheDocument();
  });
});

describe('reconnecting', () => {
  it('waits 1 s doubling to 30 s, with up to half again at random', () => {
    expect([0, 1, 2, 5, 10].map((retries) => retryDelayMs(retries, () => 0))).toEqual([
      1000, 2000, 4000, 30_000, 30_000,
    ]);
    expect(retryDelayMs(0, () => 0.999)).toBe(1499);
    // In a rehearsal room: every half second at most.
    expect([0, 1, 5].map((retries) => retryDelayMs(retries, () => 0.999, true))).toEqual([500, 500, 500]);
  });
});
