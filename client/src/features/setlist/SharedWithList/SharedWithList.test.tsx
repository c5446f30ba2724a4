import { PlaylistPageUnshareDocument } from '../../../graphql/generated';
import { serverError } from '../../../test-utils/mocks';
import { buildPlaylist, playlistMock } from '../../../test-utils/playlistMocks';
import { renderWithProviders, screen, userEvent } from '../../../test-utils/render';
import { SharedWithList } from './SharedWithList';

const unshare = (result: object) => ({
  request: { query: PlaylistPageUnshareDocument, variables: { playlistId: 'p-1', username: 'carol' } },
  result,
});

describe('SharedWithList', () => {
  it('lists the usernames, each with a labelled Stop sharing button', () => {
    renderWithProviders(<SharedWithList playlistId="p-1" usernames={['carol', 'demo']} />);

    expect(screen.getByRole('heading', { name: 'Shared with' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop sharing with carol' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop sharing with demo' })).toBeInTheDocument();
  });

  it('says when it is shared with nobody', () => {
    renderWithProviders(<SharedWithList playlistId="p-1" usernames={[]} />);
    expect(screen.getByText('Not shared with anyone yet.')).toBeInTheDocument();
  });

  it('stops sharing and toasts', async () => {
    renderWithProviders(<SharedWithList playlistId="p-1" usernames={['carol']} />, {
      mocks: [unshare({ data: { unsharePlaylist: true } }), playlistMock('p-1', buildPlaylist({ sharedWith: [] }))],
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop sharing with carol' }));

    expect(await screen.findByText('Sharing stopped')).toBeInTheDocument();
  });

  it('toasts when stopping fails', async () => {
    renderWithProviders(<SharedWithList playlistId="p-1" usernames={['carol']} />, {
      mocks: [
        unshare({ data: null, errors: [serverError('Only the owner of this playlist can change it', 'FORBIDDEN')] }),
      ],
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop sharing with carol' }));

    expect(await screen.findByText('Error unsharing playlist')).toBeInTheDocument();
  });
});
