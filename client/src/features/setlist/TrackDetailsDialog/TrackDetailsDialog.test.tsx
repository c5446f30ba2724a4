import { messages } from '../../../../../schema/validation/messages';
import { PlaylistPageUpdateTrackDocument } from '../../../graphql/generated';
import { buildPlaylist, buildTrack } from '../../../test-utils/playlistMocks';
import { renderWithProviders, screen, userEvent, waitFor } from '../../../test-utils/render';
import { TrackDetailsDialog } from './TrackDetailsDialog';

const track = buildTrack({ notes: 'Old notes' });

describe('TrackDetailsDialog', () => {
  it("shows the track's name, artist and notes, and saves the changed ones", async () => {
    const onClose = jest.fn();
    const saved = jest.fn(() => ({
      data: { updateTrack: buildPlaylist({ tracks: [{ ...track, name: 'Take Five (live)', notes: 'Capo 2' }] }) },
    }));
    const mock = {
      request: {
        query: PlaylistPageUpdateTrackDocument,
        variables: {
          trackId: track.id,
          input: {
            name: 'Take Five (live)',
            artist: track.artist,
            notes: 'Capo 2',
            countInBeats: null,
            soundType: null,
            countInSoundType: null,
            lengthSeconds: null,
            key: null,
            spokenCues: true,
          },
        },
      },
      result: saved,
    };
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

  it("sets the song's own count-in and sounds, and puts one back to the user's setting", async () => {
    const onClose = jest.fn();
    const own = buildTrack({ countInBeats: 8, soundType: 'beep', countInSoundType: null });
    const input = {
      name: own.name,
      artist: own.artist,
      notes: own.notes,
      countInBeats: 2,
      soundType: null,
      countInSoundType: 'cowbell',
      lengthSeconds: null,
      key: null,
      spokenCues: true,
    };
    const saved = jest.fn(() => ({ data: { updateTrack: buildPlaylist({ tracks: [{ ...own, ...input }] }) } }));
    renderWithProviders(<TrackDetailsDialog opened track={own} onClose={onClose} />, {
      mocks: [
        { request: { query: PlaylistPageUpdateTrackDocument, variables: { trackId: own.id, input } }, result: saved },
      ],
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('combobox', { name: 'Count-in beats' })).toHaveValue('8');
    expect(screen.getByRole('combobox', { name: 'Main sound' })).toHaveValue('Beep');
    expect(screen.getByRole('combobox', { name: 'Count-in sound' })).toHaveValue('My setting');
    await user.click(screen.getByRole('combobox', { name: 'Count-in beats' }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    await user.click(screen.getByRole('combobox', { name: 'Main sound' }));
    await user.click(await screen.findByRole('option', { name: 'My setting' }));
    await user.click(screen.getByRole('combobox', { name: 'Count-in sound' }));
    await user.click(await screen.findByRole('option', { name: 'Cowbell' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
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

  it("sets the song's length as minutes and seconds, shows it back, and empties it to play until stopped", async () => {
    const onClose = jest.fn();
    const timed = buildTrack({ lengthSeconds: 245 });
    const input = {
      name: timed.name,
      artist: timed.artist,
      notes: timed.notes,
      countInBeats: null,
      soundType: null,
      countInSoundType: null,
      lengthSeconds: 372,
      key: null,
      spokenCues: true,
    };
    const saved = jest.fn(() => ({
      data: { updateTrack: buildPlaylist({ tracks: [{ ...timed, lengthSeconds: 372 }] }) },
    }));
    renderWithProviders(<TrackDetailsDialog opened track={timed} onClose={onClose} />, {
      mocks: [
        { request: { query: PlaylistPageUpdateTrackDocument, variables: { trackId: timed.id, input } }, result: saved },
      ],
    });
    const length = await screen.findByRole('textbox', { name: /Length/ });
    await waitFor(() => expect(length).toHaveValue('4:05'));
    await userEvent.clear(length);
    await userEvent.type(length, '6:12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('refuses a length it cannot read or outside 10 s to an hour with the server’s words', async () => {
    renderWithProviders(<TrackDetailsDialog opened track={track} onClose={jest.fn()} />);
    const length = await screen.findByRole('textbox', { name: /Length/ });
    for (const typed of ['four minutes', '0:05', '1:00:01']) {
      await userEvent.clear(length);
      await userEvent.type(length, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(messages.trackLengthRange)).toBeInTheDocument();
    }
  });

  it("shows the song's key, changes it, and empties it to clear it", async () => {
    const onClose = jest.fn();
    const keyed = buildTrack({ key: 'Bb' });
    const base = {
      name: keyed.name,
      artist: keyed.artist,
      notes: keyed.notes,
      countInBeats: null,
      soundType: null,
      countInSoundType: null,
      lengthSeconds: null,
      spokenCues: true,
    };
    const savedSharp = jest.fn(() => ({
      data: { updateTrack: buildPlaylist({ tracks: [{ ...keyed, key: 'F#m' }] }) },
    }));
    const view = renderWithProviders(<TrackDetailsDialog opened track={keyed} onClose={onClose} />, {
      mocks: [
        {
          request: {
            query: PlaylistPageUpdateTrackDocument,
            variables: { trackId: keyed.id, input: { ...base, key: 'F#m' } },
          },
          result: savedSharp,
        },
      ],
    });
    const key = await screen.findByRole('textbox', { name: /Key/ });
    await waitFor(() => expect(key).toHaveValue('Bb'));
    await userEvent.clear(key);
    await userEvent.type(key, 'F#m');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(savedSharp).toHaveBeenCalledTimes(1);
    view.unmount();

    const cleared = jest.fn(() => ({ data: { updateTrack: buildPlaylist({ tracks: [{ ...keyed, key: null }] }) } }));
    const onCloseAgain = jest.fn();
    renderWithProviders(<TrackDetailsDialog opened track={keyed} onClose={onCloseAgain} />, {
      mocks: [
        {
          request: {
            query: PlaylistPageUpdateTrackDocument,
            variables: { trackId: keyed.id, input: { ...base, key: null } },
          },
          result: cleared,
        },
      ],
    });
    const again = await screen.findByRole('textbox', { name: /Key/ });
    await waitFor(() => expect(again).toHaveValue('Bb'));
    await userEvent.clear(again);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onCloseAgain).toHaveBeenCalled());
    expect(cleared).toHaveBeenCalledTimes(1);
  });

  it("turns the user's spoken cues off for this song", async () => {
    const onClose = jest.fn();
    const input = {
      name: track.name,
      artist: track.artist,
      notes: track.notes,
      countInBeats: null,
      soundType: null,
      countInSoundType: null,
      lengthSeconds: null,
      key: null,
      spokenCues: false,
    };
    const saved = jest.fn(() => ({
      data: { updateTrack: buildPlaylist({ tracks: [{ ...track, spokenCues: false }] }) },
    }));
    renderWithProviders(<TrackDetailsDialog opened track={track} onClose={onClose} />, {
      mocks: [
        { request: { query: PlaylistPageUpdateTrackDocument, variables: { trackId: track.id, input } }, result: saved },
      ],
    });
    const cues = await screen.findByRole('switch', { name: /Spoken cues/ });
    await waitFor(() => expect(cues).toBeChecked());
    await userEvent.click(cues);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('refuses a key that is no key with the server’s words, sending nothing', async () => {
    const onClose = jest.fn();
    renderWithProviders(<TrackDetailsDialog opened track={track} onClose={onClose} />);
    const key = await screen.findByRole('textbox', { name: /Key/ });
    await userEvent.type(key, 'H#');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.trackKey)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
