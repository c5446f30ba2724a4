import type { MockedResponse } from '@apollo/client/testing';
import { ApolloLink, Observable, type FetchResult } from '@apollo/client';
import { act } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PerformPage } from '../pages/Perform.page';
import { withFakePlayer } from '../test-utils/fakeClickTrackPlayer';
import { buildPlaylist, buildTrack, playlistMock } from '../test-utils/playlistMocks';
import { buildUser, renderWithProviders, screen, userEvent, waitFor } from '../test-utils/render';

// Performance mode follows a bandmate's changes without moving the song on stage.

function fakeSocket() {
  const sends: Array<(result: FetchResult) => void> = [];
  const link = new ApolloLink(
    () => new Observable<FetchResult>((observer) => void sends.push((result) => observer.next(result))),
  );
  return { link, sends };
}

function renderPerform(mocks: MockedResponse[], live: ApolloLink) {
  const { ui } = withFakePlayer(
    <Routes>
      <Route path="/playlist/:id/perform" element={<PerformPage />} />
    </Routes>,
  );
  return renderWithProviders(ui, { route: '/playlist/p-1/perform', user: buildUser(), mocks, live });
}

describe('performance mode, live', () => {
  it('keeps the song on stage when a bandmate reorders the set, and shows what comes next', async () => {
    const socket = fakeSocket();
    const third = buildTrack({ id: 't-3', position: 2, name: 'So What', artist: 'Miles Davis', bpm: 136 });
    const playlist = buildPlaylist({
      canEdit: false,
      ownerUsername: 'bob',
      sharedWith: null,
      trackCount: 3,
      tracks: [buildTrack(), buildTrack({ id: 't-2', position: 1, name: 'Slow & Easy', bpm: 80 }), third],
    });
    renderPerform([playlistMock('p-1', playlist)], socket.link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Take Five' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow & Easy' })).toBeInTheDocument();
    await waitFor(() => expect(socket.sends).toHaveLength(1));

    // The bandmate moves 'Slow & Easy' to the end: it stays on stage, now as the last song.
    const reordered = {
      ...playlist,
      tracks: [
        { ...playlist.tracks[0]!, position: 0 },
        { ...third, position: 1 },
        { ...playlist.tracks[1]!, position: 2 },
      ],
    };
    act(() =>
      socket.sends[0]!({
        data: {
          playlistChanged: {
            __typename: 'PlaylistChange',
            playlistId: 'p-1',
            kind: 'TRACKS_REORDERED',
            playlist: reordered,
          },
        },
      }),
    );
    expect(await screen.findByText('Last song')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Slow & Easy' })).toBeInTheDocument();
    expect(screen.getByText(/Song 3 of 3/)).toBeInTheDocument();
  });
});
