import { serverError } from '../../../test-utils/mocks';
import { buildShared, sharedMock } from '../../../test-utils/playlistMocks';
import { renderWithProviders, screen, userEvent } from '../../../test-utils/render';
import { SharedPlaylistsSection } from './SharedPlaylistsSection';

describe('SharedPlaylistsSection', () => {
  it('lists the shared playlists with who shared them', async () => {
    renderWithProviders(<SharedPlaylistsSection />, {
      mocks: [sharedMock([buildShared(), buildShared({ id: 's-2', name: 'Jam', sharedBy: 'carol' })])],
    });

    expect(screen.getByText('Loading shared playlists...')).toBeInTheDocument();
    expect(await screen.findByText('Shared by bob')).toBeInTheDocument();
    expect(screen.getByText('Shared by carol')).toBeInTheDocument();
  });

  it('says when nothing is shared', async () => {
    renderWithProviders(<SharedPlaylistsSection />, { mocks: [sharedMock([])] });
    expect(await screen.findByText('No playlists have been shared with you yet.')).toBeInTheDocument();
  });

  it('shows the failure text, Try Again and the Connection Error hints, and stays there if the retry fails', async () => {
    const failure = { error: serverError('Internal error', 'INTERNAL_SERVER_ERROR') };
    renderWithProviders(<SharedPlaylistsSection />, { mocks: [sharedMock(failure), sharedMock(failure)] });

    expect(await screen.findByText('Failed to load shared playlists. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Reload the page')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(screen.getByText('Failed to load shared playlists. Please try again.')).toBeInTheDocument();
  });
});
