import type { MockedResponse } from '@apollo/client/testing';
import { buildSong, songSearchMock } from '../../../test-utils/musicMocks';
import { renderWithProviders, screen, userEvent } from '../../../test-utils/render';
import { SongSearch } from './SongSearch';

const AFTER_DEBOUNCE = { timeout: 3000 };

function renderSearch(mocks: MockedResponse[] = []) {
  const onPick = jest.fn();
  renderWithProviders(<SongSearch statusOf={() => 'available'} onPick={onPick} />, { mocks });
  return { onPick, user: userEvent.setup() };
}

describe('SongSearch', () => {
  it('sends the trimmed text and hands a pressed result to the caller', async () => {
    const song = buildSong({ id: 'mb-9', name: 'Blue in Green', artist: 'Miles Davis' });
    const { onPick, user } = renderSearch([songSearchMock('blue', [song])]);
    await user.type(screen.getByRole('searchbox', { name: 'Search songs' }), '  blue  ');
    await user.click(await screen.findByRole('button', { name: /Blue in Green/ }, AFTER_DEBOUNCE));

    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'mb-9', name: 'Blue in Green', artist: 'Miles Davis' }),
    );
  });

  it('says so when nothing matches', async () => {
    const { user } = renderSearch([songSearchMock('zzzq', [])]);
    await user.type(screen.getByRole('searchbox', { name: 'Search songs' }), 'zzzq');

    expect(await screen.findByText('No songs found for “zzzq”.', {}, AFTER_DEBOUNCE)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('limits the text to 200 characters', () => {
    renderSearch();
    expect(screen.getByRole('searchbox', { name: 'Search songs' })).toHaveAttribute('maxLength', '200');
  });
});
