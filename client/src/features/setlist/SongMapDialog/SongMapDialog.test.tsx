import { resolveRhythm, type RhythmInput } from '../../../../../schema/rhythm';
import { rhythmMessages } from '../../../../../schema/validation/rhythmMessages';
import { PlaylistPageUpdateTrackDocument, type TrackList_TrackFragment } from '../../../graphql/generated';
import { buildPlaylist, buildTrack } from '../../../test-utils/playlistMocks';
import { renderWithProviders, screen, userEvent, waitFor, within } from '../../../test-utils/render';
import { SongMapDialog } from './SongMapDialog';

const plain = buildTrack({ bpm: 120 });

/** The dialog with a mock of `updateTrack` that records the input it was sent. */
function renderDialog(track: TrackList_TrackFragment) {
  const onClose = jest.fn();
  const sent: Array<{ rhythm: RhythmInput | null }> = [];
  const mock = {
    request: { query: PlaylistPageUpdateTrackDocument },
    variableMatcher: (variables: { trackId: string; input: { rhythm: RhythmInput | null } }) => {
      sent.push(variables.input);
      return variables.trackId === track.id;
    },
    result: { data: { updateTrack: buildPlaylist({ tracks: [track] }) } },
  };
  renderWithProviders(<SongMapDialog opened track={track} onClose={onClose} />, { mocks: [mock] });
  return { onClose, sent, user: userEvent.setup() };
}

const section = (name: string) => screen.getByRole('group', { name: new RegExp(`^\\d+\\. ${name} ·`) });

describe('SongMapDialog', () => {
  it('builds a song map from the keyboard alone: add, name, move and remove sections, with each change announced', async () => {
    const { user, sent, onClose } = renderDialog(plain);
    expect(
      await screen.findByText(/No sections: the whole song plays the pattern above at 120 BPM/),
    ).toBeInTheDocument();

    for (const name of ['Intro', 'Verse', 'Chorus']) {
      screen.getByRole('button', { name: 'Add section' }).focus();
      await user.keyboard('{Enter}');
      // Focus lands on the new section's name, ready to type.
      const field = screen.getAllByRole('textbox', { name: /Section name/ }).at(-1)!;
      expect(field).toHaveFocus();
      await user.clear(field);
      await user.type(field, name);
    }
    expect(screen.getByRole('status')).toHaveTextContent('Section 3 added, place 3 of 3.');
    expect(screen.getByText('Sections: 3, 24 bars, 0:48 in all')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Move Intro down' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Intro moved to place 2 of 3.');
    expect(screen.getByRole('button', { name: 'Move Intro down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // Last now: its Move down is disabled, so focus moves to Move up.
    expect(screen.getByRole('button', { name: 'Move Intro down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Intro up' })).toHaveFocus();
    expect(
      screen.getAllByRole('textbox', { name: /Section name/ }).map((field) => (field as HTMLInputElement).value),
    ).toEqual(['Verse', 'Chorus', 'Intro']);

    screen.getByRole('button', { name: 'Remove Chorus' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Chorus removed.');
    expect(screen.getAllByRole('textbox', { name: /Section name/ })[1]).toHaveFocus();

    // A copy of the verse comes right after it, and is named so; the copy then goes again.
    screen.getByRole('button', { name: 'Copy Verse' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Verse copied to place 2 of 3.');
    expect(screen.getAllByRole('textbox', { name: /Section name/ })[1]).toHaveFocus();
    expect(screen.getAllByRole('textbox', { name: /Section name/ })[1]).toHaveValue('Verse (copy)');
    await user.click(screen.getByRole('button', { name: 'Remove Verse (copy)' }));

    // The verse ramps from 120 to 132 in 7/8 (2+2+3) with triplets.
    const verse = within(section('Verse'));
    await user.type(verse.getByRole('textbox', { name: 'Ramp to (BPM)' }), '132');
    await user.click(verse.getByRole('combobox', { name: 'Beats per bar' }));
    await user.click(await screen.findByRole('option', { name: '7' }));
    await user.click(verse.getByRole('combobox', { name: 'Note value' }));
    await user.click(await screen.findByRole('option', { name: '8' }));
    await user.click(verse.getByRole('combobox', { name: 'Subdivision' }));
    await user.click(await screen.findByRole('option', { name: 'Triplets' }));
    await user.click(within(section('Intro')).getByRole('switch', { name: /Muted/ }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(resolveRhythm(sent[0]!.rhythm!).sections).toEqual([
      expect.objectContaining({
        name: 'Verse',
        bars: 8,
        bpm: 120,
        endBpm: 132,
        timeSignature: '7/8',
        grouping: [2, 2, 3],
        subdivision: 'triplets',
        muted: false,
      }),
      expect.objectContaining({ name: 'Intro', bars: 8, bpm: 120, endBpm: null, timeSignature: '4/4', muted: true }),
    ]);
  });

  it('sets a section in 7/8 at quarter = 152, shows what it counts, and saves the unit', async () => {
    const { user, sent, onClose } = renderDialog(buildTrack({ bpm: 152 }));
    await user.click(await screen.findByRole('button', { name: 'Add section' }));
    const fields = within(section('Section 1'));
    await user.click(fields.getByRole('combobox', { name: 'Beats per bar' }));
    await user.click(await screen.findByRole('option', { name: '7' }));
    await user.click(fields.getByRole('combobox', { name: 'Note value' }));
    await user.click(await screen.findByRole('option', { name: '8' }));
    await user.click(fields.getByRole('radio', { name: 'Quarter notes' }));
    expect(screen.getByRole('group', { name: '1. Section 1 · 8 bars · ♩ = 152' })).toBeInTheDocument();
    expect(fields.getByText('7/8 at ♩ = 152: 304 eighth notes a minute')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(resolveRhythm(sent[0]!.rhythm!).sections).toEqual([
      expect.objectContaining({ bpm: 152, timeSignature: '7/8', grouping: [2, 2, 3], tempoUnit: 'quarter' }),
    ]);
  });

  it('refuses a section the API would refuse, with its words, and sends nothing', async () => {
    const { user, sent, onClose } = renderDialog(plain);
    await user.click(await screen.findByRole('button', { name: 'Add section' }));
    const bars = within(section('Section 1')).getByRole('textbox', { name: 'Bars' });
    await user.clear(bars);
    await user.clear(within(section('Section 1')).getByRole('textbox', { name: /Section name/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(rhythmMessages.sectionBars)).toBeInTheDocument();
    expect(screen.getByText(rhythmMessages.sectionName)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Some sections need fixing.');
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a track's song map, and 'Steady 4/4, no sections' saves the track back to no rhythm", async () => {
    const mapped = buildTrack({
      rhythm: {
        __typename: 'Rhythm',
        ...resolveRhythm({ timeSignature: '6/8', sections: [{ name: 'Bridge', bars: 12, bpm: 90, endBpm: 100 }] }),
      } as TrackList_TrackFragment['rhythm'],
    });
    const { user, sent, onClose } = renderDialog(mapped);
    expect(await screen.findByRole('group', { name: '1. Bridge · 12 bars · ♪ = 90 → 100' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Bar pattern of the song' })).getByRole('textbox', { name: /Grouping/ }),
    ).toHaveValue('3+3');

    await user.click(screen.getByRole('button', { name: 'Steady 4/4, no sections' }));
    expect(screen.queryByRole('group', { name: /Bridge/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ rhythm: null }]);
  });
});
