import { buildSummary } from '../../../test-utils/playlistMocks';
import { renderWithProviders, screen, userEvent } from '../../../test-utils/render';
import { trackCountLabel } from './format';
import { PlaylistCard } from './PlaylistCard';

describe('PlaylistCard', () => {
  it('shows an own playlist with View Playlist, Edit and Delete', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    renderWithProviders(<PlaylistCard playlist={buildSummary()} onEdit={onEdit} onDelete={onDelete} />);

    expect(screen.getByRole('heading', { name: 'Warm-up' })).toBeInTheDocument();
    expect(screen.getByText('Slow songs first')).toBeInTheDocument();
    expect(screen.getByText('2 tracks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Playlist' })).toHaveAttribute('href', '/playlist/p-1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Warm-up' }));
    await user.click(screen.getByRole('button', { name: 'Delete Warm-up' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/^Shared by/)).not.toBeInTheDocument();
  });

  it("shows a shared playlist with 'Shared by' and View Profile, without Edit or Delete", () => {
    renderWithProviders(<PlaylistCard playlist={buildSummary({ description: null })} sharedBy="bob" />);

    expect(screen.getByText('Shared by bob')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/users/bob');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('counts tracks', () => {
    expect(trackCountLabel(0)).toBe('0 tracks');
    expect(trackCountLabel(1)).toBe('1 track');
    expect(trackCountLabel(12)).toBe('12 tracks');
  });
});
