import type { MockedResponse } from '@apollo/client/testing';
import { Route, Routes } from 'react-router';
import { PlaylistPageDocument, PlaylistsPageDocument } from '../graphql/generated';
import { PlaylistPage } from '../pages/Playlist.page';
import { PlaylistsPage } from '../pages/Playlists.page';
import { buildPlaylist } from '../test-utils/playlistMocks';
import { buildUser, renderWithProviders, screen } from '../test-utils/render';
import { forgetSavedCopies, savePlaylistCopy } from './savedCopies';

const user = buildUser();
const unreachable = (query: MockedResponse['request']['query'], variables?: object): MockedResponse => ({
  request: { query, variables },
  error: new TypeError('Failed to fetch'),
});

function renderAt(route: string, mocks: MockedResponse[]) {
  const ui = (
    <Routes>
      <Route path="/playlist/:id" element={<PlaylistPage />} />
      <Route path="/playlists" element={<PlaylistsPage />} />
    </Routes>
  );
  return renderWithProviders(ui, { route, user, mocks });
}

afterEach(() => forgetSavedCopies());

describe('playlists with the server out of reach', () => {
  it("shows the user's saved copy read-only under 'Offline — showing your saved copy', with no editing controls", async () => {
    await savePlaylistCopy(user.id, buildPlaylist({ id: 'p-1', name: 'Warm-up' }));
    renderAt('/playlist/p-1', [unreachable(PlaylistPageDocument, { id: 'p-1' })]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Warm-up' })).toBeInTheDocument();
    expect(screen.getByText('Offline — showing your saved copy')).toBeInTheDocument();
    expect(screen.getByText('Take Five')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Take Five' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load playlist data. Please try again.')).not.toBeInTheDocument();
  });

  it('says a playlist never opened on this device has no saved copy', async () => {
    renderAt('/playlist/p-2', [unreachable(PlaylistPageDocument, { id: 'p-2' })]);
    expect(await screen.findByText(/This playlist has no saved copy on this device/)).toBeInTheDocument();
  });

  it('lists the saved playlists on /playlists, each linking to its page', async () => {
    await savePlaylistCopy(user.id, buildPlaylist({ id: 'p-1', name: 'Warm-up' }));
    await savePlaylistCopy('someone-else', buildPlaylist({ id: 'p-9', name: 'Not yours' }));
    renderAt('/playlists', [unreachable(PlaylistsPageDocument)]);

    const list = await screen.findByRole('list', { name: 'Playlists saved on this device' });
    expect(list).toHaveTextContent('Warm-up');
    expect(list).not.toHaveTextContent('Not yours');
    expect(screen.getByRole('link', { name: 'Warm-up' })).toHaveAttribute('href', '/playlist/p-1');
  });
});
