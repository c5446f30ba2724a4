import { songOf } from '../../midi/songSettings';
import { openSetListAt, renderHomeWithSetList } from '../../test-utils/homeSetList';
import { screen, userEvent, within } from '../../test-utils/render';

// MIDI out sends a song's Program and Control Changes for the tracks marked with it (settingsOfSong):
// the generator marks what it plays when it plays a saved song of a set list, and only then.

const lastPlayedSong = (player: ReturnType<typeof renderHomeWithSetList>) => songOf(player.play.mock.calls.at(-1)![0]);

describe("the generator's MIDI out and a set list's songs", () => {
  it('marks a saved song it plays with the song, the next song with its own, and a retuned one with none', async () => {
    const { player, bar } = await openSetListAt('t-1');
    await within(bar).findByText('Song 1 of 2 · next: Closer');
    const user = userEvent.setup();
    const playButton = () => screen.getByRole('button', { name: /^(Play|Stop)$/ });
    await user.click(playButton());
    expect(lastPlayedSong(player)).toBe('t-1');

    await user.click(within(bar).getByRole('button', { name: 'Next' }));
    await within(bar).findByText('Song 2 of 2 · last song');
    await user.click(playButton());
    expect(lastPlayedSong(player)).toBe('t-2');
    await user.click(playButton());

    // A tempo of the user's own: the generator's click, no longer the song.
    const tempo = screen.getByRole('textbox', { name: 'Tempo (BPM)' });
    await user.clear(tempo);
    await user.type(tempo, '95');
    await user.tab();
    await user.click(playButton());
    expect(player.play.mock.calls.at(-1)![0].bpm).toBe(95);
    expect(lastPlayedSong(player)).toBeUndefined();
  });

  it("marks nothing for a shared link's track, which is no saved song", async () => {
    const player = renderHomeWithSetList('/?track=Song&bpm=133');
    await screen.findByText('Song (133 BPM)');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play' }));
    expect(player.play.mock.calls.at(-1)![0].bpm).toBe(133);
    expect(lastPlayedSong(player)).toBeUndefined();
  });
});
