import type { MockedResponse } from '@apollo/client/testing';
import { PlaylistPageAddSetBreakDocument } from '../../../graphql/generated';
import { buildBreak, buildPlaylist } from '../../../test-utils/playlistMocks';
import { renderWithProviders, screen, userEvent, waitFor } from '../../../test-utils/render';
import { SetBreakDialog } from './SetBreakDialog';

function addMock(name: string, afterId: string | null, result = jest.fn()): MockedResponse {
  result.mockImplementation(() => ({ data: { addSetBreak: buildPlaylist({ breaks: [buildBreak({ name })] }) } }));
  return {
    request: { query: PlaylistPageAddSetBreakDocument, variables: { playlistId: 'p-1', input: { name, afterId } } },
    result,
  };
}

describe('SetBreakDialog', () => {
  it('suggests a name, refuses an empty one with the rule in words, and adds the trimmed name after the chosen song', async () => {
    const result = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(
      <SetBreakDialog
        opened
        onClose={onClose}
        playlistId="p-1"
        task={{ kind: 'add', afterId: 't-1', suggestedName: 'Set 2' }}
      />,
      { mocks: [addMock('Encore', 't-1', result)] },
    );
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('Set 2'));
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Add Set Break' }));
    expect(await screen.findByText('Set break name is required')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, '  Encore ');
    await user.click(screen.getByRole('button', { name: 'Add Set Break' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(result).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Set break added')).toBeInTheDocument();
  });
});
