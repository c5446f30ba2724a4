import { HomePage } from '../../pages/Home.page';
import { withFakePlayer } from '../../test-utils/fakeClickTrackPlayer';
import { buildPlaylist, buildTrack, playlistMock } from '../../test-utils/playlistMocks';
import { buildUser, renderWithProviders, screen, userEvent, within } from '../../test-utils/render';

const setList = buildPlaylist({
  name: 'Saturday set',
  tracks: [
    buildTrack({ id: 't-1', position: 0, name: 'Opener', bpm: 172 }),
    buildTrack({ id: 't-2', position: 1, name: 'Closer', bpm: 80 }),
  ],
});

function renderSetList(trackId: string) {
  const { player, ui } = withFakePlayer(<HomePage />);
  renderWithProviders(ui, {
    route: `/?playlist=p-1&trackId=${trackId}`,
    user: buildUser(),
    mocks: [playlistMock('p-1', setList)],
  });
  return player;
}

const tempo = () => screen.getByRole('textbox', { name: 'Tempo (BPM)' });

describe("the set-list bar's Next", () => {
  it('stops what plays and loads the following song', async () => {
    const player = renderSetList('t-1');
    const bar = await screen.findByRole('region', { name: 'Set list' });
    await within(bar).findByText('Song 1 of 2 · next: Closer');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(player.play).toHaveBeenCalledTimes(1);

    await user.click(within(bar).getByRole('button', { name: 'Next' }));
    expect(await within(bar).findByText('Song 2 of 2 · last song')).toBeInTheDocument();
    expect(player.stop).toHaveBeenCalled();
    expect(player.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
    expect(tempo()).toHaveValue('80');
    expect(await screen.findByText('Next track')).toBeInTheDocument();
  });

  it('wraps from the last song to the first', async () => {
    renderSetList('t-2');
    const bar = await screen.findByRole('region', { name: 'Set list' });
    await within(bar).findByText('Song 2 of 2 · last song');

    await userEvent.setup().click(within(bar).getByRole('button', { name: 'Next' }));
    expect(await within(bar).findByText('Song 1 of 2 · next: Closer')).toBeInTheDocument();
    expect(tempo()).toHaveValue('172');
    expect(screen.queryByText('End of set list')).not.toBeInTheDocument();
  });
});
