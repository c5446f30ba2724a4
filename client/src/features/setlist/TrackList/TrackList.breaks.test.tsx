import { buildBreak, buildTrack } from '../../../test-utils/playlistMocks';
import { renderWithProviders, screen, userEvent, within } from '../../../test-utils/render';
import { TrackList } from './TrackList';

const tracks = [
  buildTrack({ id: 't-1', position: 0, name: 'Opener', lengthSeconds: 200 }),
  buildTrack({ id: 't-2', position: 1, name: 'Ballad', lengthSeconds: 100 }),
  buildTrack({ id: 't-3', position: 3, name: 'Closer', lengthSeconds: 245 }),
  buildTrack({ id: 't-4', position: 4, name: 'Jam', lengthSeconds: null }),
];
const breaks = [buildBreak({ id: 'b-1', position: 2, name: 'Set 2' })];

describe('TrackList with set breaks', () => {
  it("shows a break as a heading between the songs with its set's length, numbers only the songs, and gives the first set's length", () => {
    renderWithProviders(<TrackList tracks={tracks} breaks={breaks} canEdit={false} />);
    const items = within(screen.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem');
    expect(
      items.map(
        (item) => item.getAttribute('aria-label') ?? within(item).getByText(/Opener|Ballad|Closer|Jam/).textContent,
      ),
    ).toEqual(['Opener', 'Ballad', 'Set break: Set 2', 'Closer', 'Jam']);
    expect(within(items[2]!).getByRole('heading', { name: 'Set 2' })).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('2 songs · 4:05 + 1 song without a length');
    expect(screen.getByText('First set · 2 songs · 5:00')).toBeInTheDocument();
    // Songs are numbered 1-4 across the break; the break has no number and no Play.
    expect(items[3]).toHaveTextContent(/^3/);
    expect(within(items[2]!).queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
  });

  it('gives readers no handle and no menu on a break', () => {
    renderWithProviders(
      <TrackList tracks={tracks} breaks={breaks} canEdit={false} onRenameBreak={jest.fn()} onRemoveBreak={jest.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Move Set 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for set break Set 2' })).not.toBeInTheDocument();
  });

  it("gives editors a break's handle and its Rename and Remove, and 'Add set break after' on a song", async () => {
    const handlers = {
      onRenameBreak: jest.fn(),
      onRemoveBreak: jest.fn(),
      onAddBreakAfter: jest.fn(),
      onRemove: jest.fn(),
      onReorder: jest.fn(),
    };
    renderWithProviders(<TrackList tracks={tracks} breaks={breaks} canEdit {...handlers} />);
    expect(screen.getByRole('button', { name: 'Move Set 2' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for set break Set 2' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Rename', 'Remove']);
    await user.click(screen.getByRole('menuitem', { name: 'Rename set break Set 2' }));
    expect(handlers.onRenameBreak).toHaveBeenCalledWith(expect.objectContaining({ id: 'b-1' }));

    await user.click(screen.getByRole('button', { name: 'Actions for Opener' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add set break after Opener' }));
    expect(handlers.onAddBreakAfter).toHaveBeenCalledWith(expect.objectContaining({ id: 't-1' }));
  });
});
