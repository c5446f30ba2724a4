import { Route, Routes } from 'react-router';
import { PerformPage } from '../pages/Perform.page';
import type { PlaylistPage_PlaylistFragment } from '../graphql/generated';
import { withFakePlayer } from './fakeClickTrackPlayer';
import { playlistMock } from './playlistMocks';
import { buildUser, renderWithProviders } from './render';

/** The stage of playlist 'p-1' (/playlist/p-1/perform) for a signed-in user, on a fake player. */
export function renderPerformPage(playlist: PlaylistPage_PlaylistFragment) {
  const { player, ui } = withFakePlayer(
    <Routes>
      <Route path="/playlist/:id/perform" element={<PerformPage />} />
    </Routes>,
  );
  const view = renderWithProviders(ui, {
    route: '/playlist/p-1/perform',
    user: buildUser(),
    mocks: [playlistMock('p-1', playlist)],
  });
  return Object.assign(view, { player });
}
