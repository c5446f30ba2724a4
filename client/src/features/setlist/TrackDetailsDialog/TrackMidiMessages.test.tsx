import { resolveRhythm } from '../../../../../schema/rhythm';
import { midiMessageMessages } from '../../../../../schema/validation/midiMessages';
import {
  PlaylistPageUpdateTrackDocument,
  TrackMidiMessagesDocument,
  type TrackList_TrackFragment,
} from '../../../graphql/generated';
import { buildPlaylist, buildTrack } from '../../../test-utils/playlistMocks';
import { renderWithProviders, screen, userEvent, waitFor, within } from '../../../test-utils/render';
import { TrackDetailsDialog } from './TrackDetailsDialog';

const rhythm = resolveRhythm({
  timeSignature: '4/4',
  sections: [
    { name: 'Verse', bars: 8, bpm: 100 },
    { name: 'Chorus', bars: 8, bpm: 100 },
  ],
}) as unknown as TrackList_TrackFragment['rhythm'];
const STORED = {
  __typename: 'MidiMessage' as const,
  section: null,
  kind: 'program',
  channel: 1,
  program: 12,
  bankMsb: 0,
  bankLsb: 3,
  controller: null,
  value: null,
};
const track = buildTrack({ rhythm });
const PLAYLIST_ID = 'p-midi';
// The messages come with the dialog's own query, not with the track list.
const storedMock = {
  request: { query: TrackMidiMessagesDocument, variables: { id: PLAYLIST_ID } },
  result: {
    data: {
      playlist: {
        __typename: 'Playlist',
        id: PLAYLIST_ID,
        tracks: [{ __typename: 'Track', id: track.id, midiMessages: [STORED] }],
      },
    },
  },
};

/** The dialog with a mock of `updateTrack` that records the input it was sent; `storedDelayMs` holds the stored messages back. */
function renderDialog(storedDelayMs = 0) {
  const onClose = jest.fn();
  const sent: Array<Record<string, unknown>> = [];
  const mock = {
    request: { query: PlaylistPageUpdateTrackDocument },
    variableMatcher: (variables: { trackId: string; input: Record<string, unknown> }) => {
      sent.push(variables.input);
      return variables.trackId === track.id;
    },
    result: { data: { updateTrack: buildPlaylist({ tracks: [track] }) } },
  };
  renderWithProviders(<TrackDetailsDialog opened track={track} onClose={onClose} playlistId={PLAYLIST_ID} />, {
    mocks: [{ ...storedMock, delay: storedDelayMs }, mock],
  });
  return { onClose, sent, user: userEvent.setup() };
}

describe("Edit track: 'MIDI messages'", () => {
  it("shows the track's messages and saves an added control change at the chorus, each message with only its own fields", async () => {
    const { onClose, sent, user } = renderDialog();
    const first = await screen.findByRole('region', { name: 'MIDI message 1' });
    expect(within(first).getByRole('combobox', { name: 'When (message 1)' })).toHaveValue('Song start');
    expect(within(first).getByRole('textbox', { name: 'Program (message 1)' })).toHaveValue('12');
    expect(within(first).getByRole('textbox', { name: 'Bank LSB (message 1)' })).toHaveValue('3');

    await user.click(screen.getByRole('button', { name: 'Add MIDI message' }));
    const second = screen.getByRole('region', { name: 'MIDI message 2' });
    await user.click(within(second).getByRole('combobox', { name: 'When (message 2)' }));
    await user.click(await screen.findByRole('option', { name: '2. Chorus' }));
    await user.click(within(second).getByRole('combobox', { name: 'Type (message 2)' }));
    await user.click(await screen.findByRole('option', { name: 'Control change' }));
    const channel = within(second).getByRole('textbox', { name: 'Channel (message 2)' });
    await user.clear(channel);
    await user.type(channel, '10');
    await user.type(within(second).getByRole('textbox', { name: 'Controller (message 2)' }), '7');
    await user.type(within(second).getByRole('textbox', { name: 'Value (message 2)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const { __typename: _, ...stored } = STORED;
    expect(sent.at(-1)!.midiMessages).toEqual([
      stored,
      {
        section: 1,
        kind: 'control',
        channel: 10,
        program: null,
        bankMsb: null,
        bankLsb: null,
        controller: 7,
        value: 100,
      },
    ]);
  });

  it('waits for the stored messages before a row can be added, so a late answer wipes nothing the user added', async () => {
    const { user } = renderDialog(300);
    const add = screen.getByRole('button', { name: 'Add MIDI message' });
    expect(add).toBeDisabled();
    await screen.findByRole('region', { name: 'MIDI message 1' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(screen.getByRole('region', { name: 'MIDI message 2' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getAllByRole('region', { name: /^MIDI message \d$/ })).toHaveLength(2);
  });

  it('says what is wrong by the shared rules and sends nothing: a channel past 16, a control change with no value', async () => {
    const { sent, user, onClose } = renderDialog();
    const first = await screen.findByRole('region', { name: 'MIDI message 1' });
    const channel = within(first).getByRole('textbox', { name: 'Channel (message 1)' });
    await user.clear(channel);
    await user.type(channel, '17');
    await user.click(screen.getByRole('button', { name: 'Add MIDI message' }));
    const second = screen.getByRole('region', { name: 'MIDI message 2' });
    await user.click(within(second).getByRole('combobox', { name: 'Type (message 2)' }));
    await user.click(await screen.findByRole('option', { name: 'Control change' }));
    await user.type(within(second).getByRole('textbox', { name: 'Controller (message 2)' }), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(midiMessageMessages.channel)).toBeInTheDocument();
    expect(screen.getByText(midiMessageMessages.value)).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves the messages out of the save when they did not change', async () => {
    const { sent, user, onClose } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent.at(-1)!.midiMessages).toBeUndefined();
  });

  it('sends an empty list once the last message is removed', async () => {
    const { sent, user, onClose } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Remove MIDI message 1' }));
    expect(screen.queryByRole('region', { name: 'MIDI message 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent.at(-1)!.midiMessages).toEqual([]);
  });
});
