import type { MockedResponse } from '@apollo/client/testing';
import { ShareDialogShareDocument } from '../../../graphql/generated';
import { serverError } from '../../../test-utils/mocks';
import { buildPlaylist, playlistMock } from '../../../test-utils/playlistMocks';
import { renderWithProviders, screen, userEvent, waitFor } from '../../../test-utils/render';
import { ShareDialog } from './ShareDialog';

function shareMock(
  username: string,
  outcome: { error: ReturnType<typeof serverError> } | 'ok',
  result = jest.fn(),
): MockedResponse {
  result.mockImplementation(() =>
    outcome === 'ok' ? { data: { sharePlaylist: true } } : { data: null, errors: [outcome.error] },
  );
  return {
    request: { query: ShareDialogShareDocument, variables: { playlistId: 'p-1', sharedWithUsername: username } },
    result,
  };
}

function renderDialog(mocks: MockedResponse[]) {
  const onClose = jest.fn();
  renderWithProviders(<ShareDialog opened onClose={onClose} playlistId="p-1" playlistName="Warm-up" />, { mocks });
  return { onClose };
}

async function submit(username: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText(/^Username/), username);
  await user.click(screen.getByRole('button', { name: 'Share Playlist' }));
}

describe('ShareDialog', () => {
  it("asks for a username when submitted empty: toast 'Username required' with SPEC's description, and the field error", async () => {
    const { onClose } = renderDialog([]);
    await submit('  ');

    expect(await screen.findByText('Username required')).toBeInTheDocument();
    expect(await screen.findAllByText('Please enter a username to share this playlist with')).toHaveLength(2);
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      'Please enter a username to share this playlist with',
    );
    expect(screen.queryByText('Failed to share playlist')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shares with the trimmed username, closes and toasts 'Playlist shared'", async () => {
    const result = jest.fn();
    const { onClose } = renderDialog([
      shareMock('carol', 'ok', result),
      playlistMock('p-1', buildPlaylist({ sharedWith: ['carol'] })),
    ]);
    await submit(' carol ');

    expect(await screen.findByText('Playlist shared')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's message in the 'Failed to share playlist' toast", async () => {
    const { onClose } = renderDialog([shareMock('nobody', { error: serverError('User not found', 'NOT_FOUND') })]);
    await submit('nobody');

    expect(await screen.findByText('Failed to share playlist')).toBeInTheDocument();
    expect(screen.getByText('User not found')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the field message for a validation error (sharing with yourself)', async () => {
    const message = "You can't share a playlist with yourself";
    renderDialog([
      shareMock('alice', { error: serverError(message, 'VALIDATION_ERROR', { sharedWithUsername: message }) }),
    ]);
    await submit('alice');

    expect(await screen.findByText('Failed to share playlist')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it("falls back to 'There was an error sharing this playlist' when the server says nothing", async () => {
    renderDialog([
      {
        request: { query: ShareDialogShareDocument, variables: { playlistId: 'p-1', sharedWithUsername: 'carol' } },
        error: new Error('Network request failed'),
      },
    ]);
    await submit('carol');

    expect(await screen.findByText('Failed to share playlist')).toBeInTheDocument();
    expect(screen.getByText('There was an error sharing this playlist')).toBeInTheDocument();
  });
});
