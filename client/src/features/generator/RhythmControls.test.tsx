import { HomePage } from '../../pages/Home.page';
import { withFakePlayer } from '../../test-utils/fakeClickTrackPlayer';
import { buildUser, renderWithProviders, screen, userEvent, within } from '../../test-utils/render';
import { resolveRhythm } from '../../../../schema/rhythm';
import { rhythmMessages } from '../../../../schema/validation/rhythmMessages';
import { renderControls, type SettingsControlsProps } from '../../test-utils/settingsControls';
import { GeneratorControls } from './GeneratorControls';
import { nextLevel, rhythmSummary, RhythmControls } from './RhythmControls';
import { DEFAULT_SETTINGS } from './settings';

/** The generator's controls with the props the tempo field does not need left inert. */
function TempoOnly(props: SettingsControlsProps) {
  return (
    <GeneratorControls
      {...props}
      onDownload={() => {}}
      onOpenVisualizer={() => {}}
      untilStopped={false}
      onUntilStoppedChange={() => {}}
    />
  );
}

async function pick(user: ReturnType<typeof userEvent.setup>, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openSection(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Rhythm/ }));
  await screen.findByRole('combobox', { name: 'Subdivision' });
}

describe('RhythmControls', () => {
  it('is closed with a steady 4/4 and changes nothing until used', () => {
    const { changes } = renderControls(RhythmControls);
    const toggle = screen.getByRole('button', { name: 'Rhythm · steady 4/4' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(changes).toEqual([]);
  });

  it('sets a meter with its default grouping and group accents, and cycles a beat through the levels', async () => {
    const user = userEvent.setup();
    const { last } = renderControls(RhythmControls);
    await openSection(user);
    await pick(user, 'Beats per bar', '7');
    await pick(user, 'Note value', '8');

    expect(last().rhythm).toMatchObject({
      timeSignature: '7/8',
      grouping: [2, 2, 3],
      accents: ['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'soft'],
    });
    expect(screen.getByRole('textbox', { name: 'Grouping' })).toHaveValue('2+2+3');
    expect(screen.getByRole('button', { name: /^Rhythm · 7\/8 \(2\+2\+3\)$/ })).toBeInTheDocument();

    const accents = within(screen.getByRole('group', { name: /^Accents/ }));
    expect(accents.getAllByRole('button')).toHaveLength(7);
    await user.click(accents.getByRole('button', { name: 'Beat 3: normal' }));
    await user.click(accents.getByRole('button', { name: 'Beat 3: soft' }));
    expect(accents.getByRole('button', { name: 'Beat 3: mute' })).toBeInTheDocument();
    expect(last().rhythm?.accents[2]).toBe('mute');
  });

  it('takes a grouping that adds up and refuses one that does not, with the shared message', async () => {
    const user = userEvent.setup();
    const { last } = renderControls(RhythmControls);
    await openSection(user);
    await pick(user, 'Beats per bar', '7');
    await pick(user, 'Note value', '8');
    const grouping = screen.getByRole('textbox', { name: 'Grouping' });

    await user.clear(grouping);
    await user.type(grouping, '3+2+2{Enter}');
    expect(last().rhythm).toMatchObject({
      grouping: [3, 2, 2],
      accents: ['accent', 'soft', 'soft', 'normal', 'soft', 'normal', 'soft'],
    });

    await user.clear(grouping);
    await user.type(grouping, '3+3{Enter}');
    expect(await screen.findByText('The grouping must add up to the beats per bar')).toBeInTheDocument();
    expect(last().rhythm?.grouping).toEqual([3, 2, 2]);
  });

  it('enables swing for eighths and sixteenths only, and the dotted tempo for compound meters only', async () => {
    const user = userEvent.setup();
    const { last } = renderControls(RhythmControls);
    await openSection(user);
    expect(screen.getByRole('slider', { name: 'Swing' })).toHaveAttribute('data-disabled', 'true');
    await pick(user, 'Subdivision', 'Eighths');
    expect(last().rhythm?.subdivision).toBe('eighths');
    const swing = screen.getByRole('slider', { name: 'Swing' });
    expect(swing).not.toHaveAttribute('data-disabled');
    swing.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(last().rhythm?.swingPercent).toBe(52);

    // 4/4: the tempo can only count quarter notes.
    expect(screen.getByRole('radio', { name: 'Quarter notes' })).toBeDisabled();
    expect(screen.queryByRole('radio', { name: 'Dotted halves' })).not.toBeInTheDocument();
    await pick(user, 'Beats per bar', '6');
    await pick(user, 'Note value', '8');
    expect(screen.getByText('6/8 at ♪ = 120: 120 eighth notes a minute')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Dotted quarters' }));
    expect(last().rhythm).toMatchObject({ timeSignature: '6/8', grouping: [3, 3], tempoUnit: 'dotted' });
    expect(screen.getByText('6/8 at ♩. = 120: 360 eighth notes a minute')).toBeInTheDocument();
    // In 6/8 (3+3) the group is the dotted quarter: not offered twice.
    expect(screen.queryByRole('radio', { name: 'Groups' })).not.toBeInTheDocument();
  });

  it('counts 7/8 in quarters or groups, says what is counted next to the tempo, and warns when the pulse is too fast', async () => {
    const user = userEvent.setup();
    const { last } = renderControls(RhythmControls, { ...DEFAULT_SETTINGS, bpm: 152 });
    await openSection(user);
    await pick(user, 'Beats per bar', '7');
    await pick(user, 'Note value', '8');
    const units = within(screen.getByRole('radiogroup', { name: 'Tempo counts' }));
    expect(units.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'note',
      'quarter',
      'group',
    ]);

    await user.click(screen.getByRole('radio', { name: 'Quarter notes' }));
    expect(last().rhythm).toMatchObject({ timeSignature: '7/8', tempoUnit: 'quarter' });
    expect(screen.getByText('7/8 at ♩ = 152: 304 eighth notes a minute')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Groups' }));
    expect(last().rhythm).toMatchObject({ grouping: [2, 2, 3], tempoUnit: 'group' });
    expect(
      screen.getByText(
        '2+2+3 at group = 152: the tempo counts the groups of 2 (0.39 s each), a group of 3 lasts 1.5 times that (0.59 s); 304 eighth notes a minute',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says next to the generator's tempo what it counts", () => {
    renderControls(TempoOnly, {
      ...DEFAULT_SETTINGS,
      bpm: 152,
      rhythm: resolveRhythm({ timeSignature: '7/8', tempoUnit: 'quarter' }),
    });
    expect(screen.getByRole('textbox', { name: 'Tempo (BPM)' })).toHaveAccessibleDescription('♩ = 152');
  });

  it('warns, in the words of the API, when the tempo makes the pulse too fast (10/8 as 5+5 at group = 200: 1,000 eighths a minute)', async () => {
    renderControls(RhythmControls, {
      ...DEFAULT_SETTINGS,
      bpm: 200,
      rhythm: resolveRhythm({ timeSignature: '10/8', grouping: [5, 5], tempoUnit: 'group' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(rhythmMessages.pulseTooFast);
  });

  it('gives accents, soft beats or subdivisions a sound of their own, and keeps it when the meter changes', async () => {
    const user = userEvent.setup();
    const { last } = renderControls(RhythmControls);
    await openSection(user);
    await pick(user, 'Accent sound', 'Bell');
    expect(last().rhythm?.levelSounds).toEqual({ accent: 'bell', normal: null, soft: null, subdivision: null });
    await pick(user, 'Subdivision sound', 'Tick');
    await pick(user, 'Beats per bar', '7');
    expect(last().rhythm).toMatchObject({ timeSignature: '7/4', levelSounds: { accent: 'bell', subdivision: 'tick' } });
    await pick(user, 'Accent sound', 'Main sound');
    expect(last().rhythm?.levelSounds.accent).toBeNull();
  });

  it('counts in by bars, and Steady 4/4 puts the rhythm back to null', async () => {
    const user = userEvent.setup();
    const { last } = renderControls(RhythmControls);
    await openSection(user);
    await user.click(screen.getByRole('radio', { name: 'Bars' }));
    expect(last()).toMatchObject({ countInBars: 1, rhythm: { timeSignature: '4/4', subdivision: 'none' } });
    await pick(user, 'Count-in bars', '2');
    expect(last().countInBars).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Steady 4/4' }));
    expect(last()).toEqual({ ...DEFAULT_SETTINGS, rhythm: null, countInBars: null });
    expect(screen.getByRole('button', { name: 'Steady 4/4' })).toBeDisabled();
  });

  it('plays what it shows from the generator', async () => {
    const user = userEvent.setup();
    const { player, ui } = withFakePlayer(<HomePage />);
    renderWithProviders(ui, { user: buildUser() });
    await openSection(user);
    await pick(user, 'Subdivision', 'Triplets');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(player.play).toHaveBeenCalledWith(
      expect.objectContaining({
        bpm: 120,
        rhythm: expect.objectContaining({ timeSignature: '4/4', subdivision: 'triplets' }),
      }),
    );
  });
});

describe('nextLevel and rhythmSummary', () => {
  it('cycles accent → normal → soft → mute → accent', () => {
    expect(['accent', 'normal', 'soft', 'mute'].map((level) => nextLevel(level as 'accent'))).toEqual([
      'normal',
      'soft',
      'mute',
      'accent',
    ]);
  });

  it('describes a pattern', () => {
    const base = {
      timeSignature: '4/4',
      grouping: [1, 1, 1, 1],
      accents: [],
      subdivision: 'none' as const,
      swingPercent: 50,
      tempoUnit: 'note' as const,
    };
    expect(rhythmSummary(base)).toBe('4/4');
    expect(
      rhythmSummary({
        ...base,
        timeSignature: '7/8',
        grouping: [2, 2, 3],
        subdivision: 'sixteenths',
        swingPercent: 60,
      }),
    ).toBe('7/8 (2+2+3), sixteenths, swing 60%');
  });
});
