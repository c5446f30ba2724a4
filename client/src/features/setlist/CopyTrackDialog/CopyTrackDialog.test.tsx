import type { MockedResponse } from '@apollo/client/testing';
import { CopyTrackDialogCopyDocument } from '../../../graphql/generated';
import { serverError } from '../../../test-utils/mocks';
import { buildSummary, buildTrack, myPlaylistsMock } from '../../../test-utils/playlistMocks';
import { buildUser, renderWithProviders, screen, userEvent, within } from '../../../test-utils/render';
import { CopyTrackDialog } from './CopyTrackDialog';

const mine = [
  buildSummary({ id: 'p-1', name: 'Warm-up' }),
  buildSummary({ id: 'p-2', name: 'Saturday gig' }),
  buildSummary({ id: 'p-3', name: 'Encores' }),
];

function copyMock(playlistId: string, outcome: 'ok' | ReturnType<typeof serverError>): MockedResponse {
  return {
    request: { query: CopyTrackDialogCopyDocument, variables: { trackId: 't-1', playlistId } },
    result:
      outcome === 'ok'
        ? { data: { copyTrack: { __typename: 'Track', id: 't-9' } } }
        : { data: null, errors: [outcome] },
  };
}

function renderDialog(mocks: MockedResponse[]) {
  const onClose = jest.fn();
  renderWithProviders(<CopyTrackDialog opened track={buildTrack()} fromPlaylistId="p-1" onClose={onClose} />, {
    user: buildUser(),
    mocks: [myPlaylistsMock(mine), ...mocks],
  });
  return { onClose, user: userEvent.setup() };
}

/** Opens the playlist picker; the names it offers, then picks `name`. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Copy “Take Five” to…' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Playlist' }));
  const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await user.click(screen.getByRole('option', { name }));
  return { dialog, offered };
}

describe('CopyTrackDialog', () => {
  it("offers the viewer's other playlists, copies into the chosen one and says where it went", async () => {
    const { onClose, user } = renderDialog([copyMock('p-2', 'ok')]);
    const { dialog, offered } = await choose(user, 'Saturday gig');
    expect(offered).toEqual(['Saturday gig', 'Encores']);

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    expect(await screen.findByText('Song copied')).toBeInTheDocument();
    expect(screen.getByText('“Take Five” was copied to “Saturday gig”.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const { onClose, user } = renderDialog([copyMock('p-3', serverError('Already in playlist', 'CONFLICT'))]);
    const { dialog } = await choose(user, 'Encores');

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Already in playlist');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Song copied')).not.toBeInTheDocument();
  });

  it('asks for a playlist before copying', async () => {
    const { user } = renderDialog([]);
    const dialog = await screen.findByRole('dialog', { name: 'Copy “Take Five” to…' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the playlist to copy the song to.');
  });
});
