import type { MockedResponse } from '@apollo/client/testing';
import { PlaylistFormDialogCreateDocument, PlaylistFormDialogUpdateDocument } from '../../../graphql/generated';
import { buildSummary, myPlaylistsMock } from '../../../test-utils/playlistMocks';
import { serverError } from '../../../test-utils/mocks';
import { renderWithProviders, screen, userEvent, waitFor } from '../../../test-utils/render';
import { PlaylistFormDialog, type PlaylistFormDialogProps } from './PlaylistFormDialog';

const created = {
  __typename: 'Playlist',
  id: 'new-1',
  name: 'Warm-up',
  description: 'Slow songs',
  trackCount: 0,
  createdAt: '2025-03-01T10:00:00.000Z',
};

function renderDialog(props: Partial<PlaylistFormDialogProps>, mocks: MockedResponse[] = []) {
  const onClose = jest.fn();
  const onCreated = jest.fn();
  renderWithProviders(<PlaylistFormDialog opened onClose={onClose} onCreated={onCreated} {...props} />, { mocks });
  return { onClose, onCreated };
}

describe('PlaylistFormDialog (create)', () => {
  it("says 'Please enter a playlist name' for an empty or blank name and sends nothing", async () => {
    const result = jest.fn();
    renderDialog({}, [{ request: { query: PlaylistFormDialogCreateDocument }, variableMatcher: () => true, result }]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Playlist' }));

    expect(await screen.findByText('Please enter a playlist name')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it('creates the playlist with trimmed values, toasts and reports the new id', async () => {
    const result = jest.fn(() => ({ data: { createPlaylist: created } }));
    const { onClose, onCreated } = renderDialog({}, [
      {
        request: {
          query: PlaylistFormDialogCreateDocument,
          variables: { input: { name: 'Warm-up', description: 'Slow songs' } },
        },
        result,
      },
      myPlaylistsMock([buildSummary({ id: 'new-1' })]),
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), '  Warm-up  ');
    await user.type(screen.getByLabelText('Description (Optional)'), ' Slow songs ');
    await user.click(screen.getByRole('button', { name: 'Create Playlist' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('new-1'));
    expect(result).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByText('Playlist created')).toBeInTheDocument();
  });

  it('sends no description when it is left empty, and warns when the answer has no id', async () => {
    const { onCreated } = renderDialog({}, [
      {
        request: { query: PlaylistFormDialogCreateDocument, variables: { input: { name: 'Gig', description: null } } },
        result: { data: { createPlaylist: { ...created, id: '', name: 'Gig', description: null } } },
      },
      myPlaylistsMock([]),
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Gig');
    await user.click(screen.getByRole('button', { name: 'Create Playlist' }));

    expect(await screen.findByText('Warning')).toBeInTheDocument();
    expect(screen.getByText('Playlist was created but the redirect failed.')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('shows the error toast and stays open when the create fails', async () => {
    const { onClose } = renderDialog({}, [
      {
        request: { query: PlaylistFormDialogCreateDocument, variables: { input: { name: 'Gig', description: null } } },
        result: { data: null, errors: [serverError('Internal error', 'INTERNAL_SERVER_ERROR')] },
      },
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Gig');
    await user.click(screen.getByRole('button', { name: 'Create Playlist' }));

    expect(await screen.findByText('Error creating playlist')).toBeInTheDocument();
    expect(screen.getByText('Failed to create playlist. Please try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Gig');
  });
});

describe('PlaylistFormDialog (edit)', () => {
  const playlist = { id: 'p-1', name: 'Warm-up', description: 'Slow songs first' };

  it('is prefilled and saves the trimmed changes with a toast', async () => {
    const result = jest.fn(() => ({
      data: {
        updatePlaylist: {
          __typename: 'Playlist',
          id: 'p-1',
          name: 'Cool-down',
          description: null,
          trackCount: 2,
          updatedAt: '2025-03-05T10:00:00.000Z',
        },
      },
    }));
    const { onClose } = renderDialog({ playlist }, [
      {
        request: {
          query: PlaylistFormDialogUpdateDocument,
          variables: { id: 'p-1', input: { name: 'Cool-down', description: null } },
        },
        result,
      },
      myPlaylistsMock([buildSummary({ name: 'Cool-down', description: null })]),
    ]);
    expect(screen.getByRole('dialog', { name: 'Edit Playlist' })).toBeInTheDocument();
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveValue('Warm-up');
    expect(screen.getByLabelText('Description (Optional)')).toHaveValue('Slow songs first');

    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, ' Cool-down ');
    await user.clear(screen.getByLabelText('Description (Optional)'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Playlist updated')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it("validates the name and shows 'Error updating playlist' with the server's message when the update fails", async () => {
    renderDialog({ playlist }, [
      {
        request: {
          query: PlaylistFormDialogUpdateDocument,
          variables: { id: 'p-1', input: { name: 'New', description: 'Slow songs first' } },
        },
        result: { data: null, errors: [serverError('Only the owner of this playlist can change it', 'FORBIDDEN')] },
      },
    ]);
    const user = userEvent.setup();
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a playlist name')).toBeInTheDocument();

    await user.type(name, 'New');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating playlist')).toBeInTheDocument();
    expect(screen.getByText('Only the owner of this playlist can change it')).toBeInTheDocument();
  });
});
