import { messages } from '../../../../schema/validation';
import { TrackDetailsDialogUpdateDocument } from '../../graphql/generated';
import { buildPlaylist, buildTrack } from '../../test-utils/playlistMocks';
import { renderWithProviders, screen, userEvent, waitFor } from '../../test-utils/render';
import { TrackDetailsDialog } from './TrackDetailsDialog';

const track = buildTrack({ notes: 'Old notes' });

describe('TrackDetailsDialog', () => {
  it("shows the track's name, artist and notes, and saves the changed ones", async () => {
    const onClose = jest.fn();
    const saved = jest.fn(() => ({ data: { updateTrack: buildPlaylist({ tracks: [{ ...track, name: 'Take Five (live)', notes: 'Capo 2' }] }) } }));
    const mock = { request: { query: TrackDetailsDialogUpdateDocument, variables: { trackId: track.id, input: { name: 'Take Five (live)', artist: track.artist, notes: 'Capo 2' } } }, result: saved };
    renderWithProviders(<TrackDetailsDialog opened track={track} onClose={onClose} />, { mocks: [mock] });

    expect(await screen.findByLabelText(/Name/)).toHaveValue('Take Five');
    expect(screen.getByLabelText(/Notes/)).toHaveValue('Old notes');
    await userEvent.clear(screen.getByLabelText(/Name/));
    await userEvent.type(screen.getByLabelText(/Name/), 'Take Five (live)');
    await userEvent.clear(screen.getByLabelText(/Notes/));
    await userEvent.type(screen.getByLabelText(/Notes/), 'Capo 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('refuses notes over the limit and an empty name with the server’s words, sending nothing', async () => {
    const onClose = jest.fn();
    renderWithProviders(<TrackDetailsDialog opened track={track} onClose={onClose} />);
    await userEvent.clear(await screen.findByLabelText(/Name/));
    const notes = screen.getByLabelText(/Notes/);
    await userEvent.clear(notes);
    await userEvent.click(notes);
    await userEvent.paste('n'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.trackNotesMax)).toBeInTheDocument();
    expect(screen.getByText(messages.trackNameRequired)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
