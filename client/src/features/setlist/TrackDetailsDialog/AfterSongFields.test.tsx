import { afterSongMessages } from '../../../../../schema/validation/afterSong';
import { PlaylistPageUpdateTrackDocument } from '../../../graphql/generated';
import { buildPlaylist, buildTrack } from '../../../test-utils/playlistMocks';
import { renderWithProviders, screen, userEvent, waitFor } from '../../../test-utils/render';
import { TrackDetailsDialog } from './TrackDetailsDialog';

const song = buildTrack({ afterSong: 'stop', afterSongGap: 0 });
const unchanged = {
  name: song.name,
  artist: song.artist,
  notes: song.notes,
  countInBeats: null,
  soundType: null,
  countInSoundType: null,
  lengthSeconds: null,
  key: null,
  spokenCues: true,
};

describe("Edit track's 'After the song'", () => {
  it('stops by default; goes on to the next song after a gap in bars, sent with the rest', async () => {
    const onClose = jest.fn();
    const input = { ...unchanged, afterSong: 'bars', afterSongGap: 2 };
    const saved = jest.fn(() => ({ data: { updateTrack: buildPlaylist({ tracks: [{ ...song, ...input }] }) } }));
    renderWithProviders(<TrackDetailsDialog opened track={song} onClose={onClose} />, {
      mocks: [
        { request: { query: PlaylistPageUpdateTrackDocument, variables: { trackId: song.id, input } }, result: saved },
      ],
    });
    const user = userEvent.setup();
    const mode = await screen.findByRole('combobox', { name: 'After the song' });
    expect(mode).toHaveValue('Stop');
    expect(screen.queryByRole('textbox', { name: /Gap/ })).not.toBeInTheDocument();
    await user.click(mode);
    await user.click(await screen.findByRole('option', { name: 'Next after … bars' }));
    const gap = screen.getByRole('textbox', { name: /Gap in bars/ });
    // The gap starts at 0: the 2 replaces it.
    await user.type(gap, '{Backspace}2{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a gap in bars over the limit with the server’s words, sending nothing', async () => {
    const onClose = jest.fn();
    const going = buildTrack({ afterSong: 'bars', afterSongGap: 4 });
    renderWithProviders(<TrackDetailsDialog opened track={going} onClose={onClose} />);
    const user = userEvent.setup();
    const gap = await screen.findByRole('textbox', { name: /Gap in bars/ });
    await waitFor(() => expect(gap).toHaveValue('4'));
    await user.clear(gap);
    await user.type(gap, '17');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(afterSongMessages.gapBars)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
