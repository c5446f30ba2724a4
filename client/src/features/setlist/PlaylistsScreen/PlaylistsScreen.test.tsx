import { PlaylistFormDialogCreateDocument, PlaylistsPageDeleteDocument } from '../../../graphql/generated';
import { serverError } from '../../../test-utils/mocks';
import {
  buildShared,
  buildSummary,
  featuredMock,
  myPlaylistsMock,
  sharedMock,
} from '../../../test-utils/playlistMocks';
import type { MockedResponse } from '@apollo/client/testing';
import { buildUser, renderWithProviders, screen, userEvent, waitFor, within } from '../../../test-utils/render';
import { PlaylistsScreen } from './PlaylistsScreen';
import { formatDate } from '../PlaylistCard/format';

const warmUp = buildSummary();
const gigSet = buildShared({ sharedBy: 'bob' });
const user = buildUser();

function renderPage(mocks: MockedResponse[] = []) {
  return renderWithProviders(<PlaylistsScreen />, { route: '/playlists', user, mocks });
}

const card = (name: string) => within(screen.getByRole('article', { name }));

function createMock(id: string) {
  return {
    request: { query: PlaylistFormDialogCreateDocument, variables: { input: { name: 'Gig', description: null } } },
    result: {
      data: {
        createPlaylist: {
          __typename: 'Playlist',
          id,
          name: 'Gig',
          description: null,
          trackCount: 0,
          createdAt: '2025-03-09T10:00:00.000Z',
        },
      },
    },
  };
}

async function createGig() {
  const clicker = userEvent.setup();
  await clicker.click(screen.getByRole('button', { name: 'New Playlist' }));
  await clicker.type(await screen.findByLabelText(/^Name/), 'Gig');
  await clicker.click(screen.getByRole('button', { name: 'Create Playlist' }));
}

describe('/playlists', () => {
  it("shows the admins' system playlists under 'Featured', read-only (View Playlist, no Edit or Delete)", async () => {
    const featured = buildSummary({ id: 'sys-1', name: 'Featured: Warm-up tempos', trackCount: 3 });
    renderPage([myPlaylistsMock([warmUp]), sharedMock([]), featuredMock([featured])]);

    expect(await screen.findByRole('heading', { name: 'Featured' })).toBeInTheDocument();
    const system = card('Featured: Warm-up tempos');
    expect(system.getByText('3 tracks')).toBeInTheDocument();
    expect(system.getByRole('link', { name: /View Playlist/ })).toHaveAttribute('href', '/playlist/sys-1');
    expect(system.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(system.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it("shows no 'Featured' section when there are no system playlists", async () => {
    renderPage([myPlaylistsMock([warmUp]), sharedMock([]), featuredMock([])]);
    await screen.findByRole('article', { name: 'Warm-up' });
    expect(screen.queryByRole('heading', { name: 'Featured' })).not.toBeInTheDocument();
  });

  it('lists own playlists and those shared with the viewer, with Shared by and View Profile', async () => {
    renderPage([myPlaylistsMock([warmUp]), sharedMock([gigSet])]);

    expect(screen.getByText('Loading playlists...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Warm-up' })).toBeInTheDocument();
    const own = card('Warm-up');
    expect(own.getByText('Slow songs first')).toBeInTheDocument();
    expect(own.getByText('2 tracks')).toBeInTheDocument();
    expect(own.getByText(`Created ${formatDate(warmUp.createdAt)}`)).toBeInTheDocument();
    expect(own.getByRole('link', { name: 'View Playlist' })).toHaveAttribute('href', '/playlist/p-1');
    expect(own.getByRole('button', { name: 'Edit Warm-up' })).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Delete Warm-up' })).toBeInTheDocument();
    // Headings in order: own playlists right under the page's h1, shared ones under their section's h2.
    expect(own.getByRole('heading', { name: 'Warm-up' })).toHaveProperty('tagName', 'H2');

    const shared = within(await screen.findByRole('article', { name: 'Gig Set' }));
    expect(shared.getByText('Shared by bob')).toBeInTheDocument();
    expect(shared.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/users/bob');
    expect(shared.getByRole('link', { name: 'View Playlist' })).toHaveAttribute('href', '/playlist/s-1');
    expect(shared.queryByRole('button', { name: /^(Edit|Delete)/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shared With Me' })).toHaveProperty('tagName', 'H2');
    expect(shared.getByRole('heading', { name: 'Gig Set' })).toHaveProperty('tagName', 'H3');
  });

  it('shows the empty states and Back / Home links', async () => {
    const view = renderPage([myPlaylistsMock([]), sharedMock([])]);

    expect(await screen.findByText("You don't have any playlists yet.")).toBeInTheDocument();
    expect(await screen.findByText('No playlists have been shared with you yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(view.location().pathname).toBe('/playlists');
  });

  it('creates a playlist and goes to /add-to-playlist/{id} with a toast', async () => {
    const view = renderPage([
      myPlaylistsMock([]),
      sharedMock([]),
      createMock('new-1'),
      myPlaylistsMock([buildSummary({ id: 'new-1', name: 'Gig' })]),
    ]);
    await screen.findByText("You don't have any playlists yet.");
    await createGig();

    await waitFor(() => expect(view.location().pathname).toBe('/add-to-playlist/new-1'));
    expect(screen.getByText('Playlist created')).toBeInTheDocument();
  });

  it("warns 'Playlist was created but the redirect failed.' when the answer has no id", async () => {
    const view = renderPage([myPlaylistsMock([]), sharedMock([]), createMock(''), myPlaylistsMock([])]);
    await screen.findByText("You don't have any playlists yet.");
    await createGig();

    expect(await screen.findByText('Warning')).toBeInTheDocument();
    expect(screen.getByText('Playlist was created but the redirect failed.')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/playlists');
  });

  it('shows the shared-list failure with Try Again and the Connection Error panel, and retries', async () => {
    renderPage([
      myPlaylistsMock([warmUp]),
      sharedMock({ error: serverError('Internal error', 'INTERNAL_SERVER_ERROR') }),
      sharedMock([gigSet]),
    ]);

    expect(await screen.findByText('Failed to load shared playlists. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Check your internet connection')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Shared by bob')).toBeInTheDocument();
    expect(screen.queryByText('Connection Error')).not.toBeInTheDocument();
  });

  it("toasts 'Error loading playlists' when the own list fails", async () => {
    renderPage([myPlaylistsMock({ error: serverError('Internal error', 'INTERNAL_SERVER_ERROR') }), sharedMock([])]);

    expect(await screen.findByText('Error loading playlists')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to load your playlists. Please try again.').length).toBeGreaterThan(0);
  });

  it('deletes only after confirmation, then toasts and refetches the list', async () => {
    const result = jest.fn(() => ({ data: { deletePlaylist: true } }));
    renderPage([
      myPlaylistsMock([warmUp]),
      sharedMock([]),
      { request: { query: PlaylistsPageDeleteDocument, variables: { id: 'p-1' } }, result },
      myPlaylistsMock([]),
    ]);
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: 'Delete Warm-up' }));
    await clicker.click(
      within(await screen.findByRole('dialog', { name: 'Delete Playlist' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(result).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Warm-up' })).toBeInTheDocument();

    await clicker.click(screen.getByRole('button', { name: 'Delete Warm-up' }));
    await clicker.click(
      within(await screen.findByRole('dialog', { name: 'Delete Playlist' })).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Playlist deleted')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("You don't have any playlists yet.")).toBeInTheDocument();
  });

  it("toasts 'Error deleting playlist' with the server's message when the delete fails", async () => {
    renderPage([
      myPlaylistsMock([warmUp]),
      sharedMock([]),
      {
        request: { query: PlaylistsPageDeleteDocument, variables: { id: 'p-1' } },
        result: { data: null, errors: [serverError('Only the owner of this playlist can change it', 'FORBIDDEN')] },
      },
    ]);
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: 'Delete Warm-up' }));
    await clicker.click(
      within(await screen.findByRole('dialog', { name: 'Delete Playlist' })).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Error deleting playlist')).toBeInTheDocument();
    expect(screen.getByText('Only the owner of this playlist can change it')).toBeInTheDocument();
  });

  it('opens the edit dialog prefilled with the playlist', async () => {
    renderPage([myPlaylistsMock([warmUp]), sharedMock([])]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Edit Warm-up' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Playlist' }));
    expect(dialog.getByLabelText(/^Name/)).toHaveValue('Warm-up');
    expect(dialog.getByLabelText('Description (Optional)')).toHaveValue('Slow songs first');
  });
});
