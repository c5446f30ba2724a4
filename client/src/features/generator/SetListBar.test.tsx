import { openSetListAt } from '../../test-utils/homeSetList';
import { screen, userEvent, within } from '../../test-utils/render';

const tempo = () => screen.getByRole('textbox', { name: 'Tempo (BPM)' });

describe("the set-list bar's Next", () => {
  it('stops what plays and loads the following song', async () => {
    const { player, bar } = await openSetListAt('t-1');
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
    const { bar } = await openSetListAt('t-2');
    await within(bar).findByText('Song 2 of 2 · last song');

    await userEvent.setup().click(within(bar).getByRole('button', { name: 'Next' }));
    expect(await within(bar).findByText('Song 1 of 2 · next: Closer')).toBeInTheDocument();
    expect(tempo()).toHaveValue('172');
    expect(screen.queryByText('End of set list')).not.toBeInTheDocument();
  });
});
