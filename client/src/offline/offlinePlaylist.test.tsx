import type { MockedResponse } from '@apollo/client/testing';
import { Route, Routes } from 'react-router';
import {
  FeaturedPlaylistsDocument,
  PlaylistPageDocument,
  PlaylistsPageDocument,
  PlaylistsPageSharedDocument,
} from '../graphql/generated';
import { PlaylistPage } from '../pages/Playlist.page';
import { PlaylistsPage } from '../pages/Playlists.page';
import { buildPlaylist } from '../test-utils/playlistMocks';
import { buildUser, renderWithProviders, screen, within } from '../test-utils/render';
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

    const list = await screen.findByRole('list', { name: 'My playlists saved on this device' });
    expect(list).toHaveTextContent('Warm-up');
    expect(list).not.toHaveTextContent('Not yours');
    expect(screen.getByRole('link', { name: 'Warm-up' })).toHaveAttribute('href', '/playlist/p-1');
  });

  it("files a shared playlist under 'Shared With Me', under the offline banner and without error panels", async () => {
    await savePlaylistCopy(user.id, buildPlaylist({ id: 'p-1', name: 'Warm-up', ownerUsername: user.username }));
    await savePlaylistCopy(
      user.id,
      buildPlaylist({ id: 'p-2', name: 'Gig Set', ownerUsername: 'bob', canEdit: false }),
    );
    renderAt('/playlists', [
      unreachable(PlaylistsPageDocument),
      unreachable(PlaylistsPageSharedDocument),
      unreachable(FeaturedPlaylistsDocument),
    ]);

    const mine = await screen.findByRole('list', { name: 'My playlists saved on this device' });
    expect(mine).toHaveTextContent('Warm-up');
    expect(mine).not.toHaveTextContent('Gig Set');
    const shared = within(screen.getByRole('region', { name: 'Shared With Me' })).getByRole('list', {
      name: 'Shared playlists saved on this device',
    });
    expect(shared).toHaveTextContent('Gig Set');
    expect(shared).toHaveTextContent('by bob');
    expect(screen.getByText('Offline — showing your saved copy')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load shared playlists. Please try again.')).not.toBeInTheDocument();
    expect(screen.queryByText('Connection Error')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load your playlists. Please try again.')).not.toBeInTheDocument();
  });

  it('says so in each section when nothing is saved on this device', async () => {
    renderAt('/playlists', [
      unreachable(PlaylistsPageDocument),
      unreachable(PlaylistsPageSharedDocument),
      unreachable(FeaturedPlaylistsDocument),
    ]);

    expect(await screen.findByText('Offline — nothing saved on this device yet')).toBeInTheDocument();
    expect(screen.getByText('None of your playlists is saved on this device.')).toBeInTheDocument();
    expect(screen.getByText('No playlist shared with you is saved on this device.')).toBeInTheDocument();
    expect(screen.queryByText('Connection Error')).not.toBeInTheDocument();
  });
});
