import { act, fireEvent } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { DEFAULT_SETTINGS } from '../settings';
import { withFakePlayer } from '../../../test-utils/fakeClickTrackPlayer';
import { buildSummary, myPlaylistsMock, sharedMock } from '../../../test-utils/playlistMocks';
import {
  buildUser,
  renderWithProviders,
  screen,
  userEvent,
  waitFor,
  type RenderWithProvidersOptions,
} from '../../../test-utils/render';
import { AUTOPLAY_DELAY_MS, GeneratorScreen } from './GeneratorScreen';

jest.mock('../../../audio/wav', () => ({
  renderClickTrackWav: jest.fn(() => new Blob(['RIFF'], { type: 'audio/wav' })),
}));

function renderHome(route = '/', mocks: MockedResponse[] = [], settings?: RenderWithProvidersOptions['settings']) {
  const { player, ui } = withFakePlayer(<GeneratorScreen />);
  const view = renderWithProviders(ui, { route, user: buildUser(), mocks, settings });
  return { player, view };
}

/** What the generator holds once the user's saved settings (the defaults, render.tsx) have arrived: no rhythm, count-in of bars or practice. */
const SAVED_DEFAULTS = { ...DEFAULT_SETTINGS, rhythm: null, countInBars: null, practice: null };

const field = (name: string) => screen.getByRole('textbox', { name });
const status = () => screen.getByRole('status', { name: 'Player status' });

async function setField(name: string, value: string) {
  const user = userEvent.setup();
  await user.clear(field(name));
  await user.type(field(name), value);
  await user.tab();
}

describe('/ (click-track generator)', () => {
  it('starts with the SPEC.md defaults', () => {
    renderHome();

    expect(screen.getByRole('heading', { level: 1, name: 'Click Track Generator' })).toBeInTheDocument();
    expect(field('Tempo (BPM)')).toHaveValue('120');
    expect(screen.getByRole('combobox', { name: 'Main sound' })).toHaveValue('Click');
    expect(screen.getByRole('combobox', { name: 'Count-in sound' })).toHaveValue('Woodblock');
    expect(field('Duration (seconds)')).toHaveValue('10');
    expect(field('Count-in beats')).toHaveValue('4');
    expect(field('Volume (%)')).toHaveValue('75');
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Download WAV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Visualizer' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Stopped');
  });

  it('clamps every setting to its range and plays what the fields show', async () => {
    const { player } = renderHome();

    await setField('Tempo (BPM)', '300');
    expect(field('Tempo (BPM)')).toHaveValue('240');
    await setField('Tempo (BPM)', '10');
    expect(field('Tempo (BPM)')).toHaveValue('40');
    await setField('Duration (seconds)', '50');
    expect(field('Duration (seconds)')).toHaveValue('30');
    await setField('Duration (seconds)', '1');
    expect(field('Duration (seconds)')).toHaveValue('3');
    await setField('Count-in beats', '12');
    expect(field('Count-in beats')).toHaveValue('8');
    await setField('Volume (%)', '150');
    expect(field('Volume (%)')).toHaveValue('100');
    await setField('Volume (%)', '0');
    expect(field('Volume (%)')).toHaveValue('0');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Play' }));
    expect(player.play).toHaveBeenCalledWith({
      ...SAVED_DEFAULTS,
      bpm: 40,
      durationSeconds: 3,
      countInBeats: 8,
      volumePercent: 0,
    });
  });

  it('plays the current settings, shows the state, and stops', async () => {
    const { player } = renderHome();
    const user = userEvent.setup();

    await setField('Tempo (BPM)', '96');
    await user.click(screen.getByRole('combobox', { name: 'Main sound' }));
    await user.click(await screen.findByRole('option', { name: 'Cowbell' }));
    await user.click(screen.getByRole('button', { name: 'Play' }));

    expect(player.play).toHaveBeenCalledWith({ ...SAVED_DEFAULTS, bpm: 96, soundType: 'cowbell' });
    expect(status()).toHaveTextContent('Counting in…');
    const stopButton = screen.getByRole('button', { name: 'Stop' });
    expect(stopButton).toHaveAttribute('aria-pressed', 'true');
    player.emit('playing');
    expect(status()).toHaveTextContent('Playing');

    await user.click(stopButton);
    expect(player.stop).toHaveBeenCalled();
    expect(status()).toHaveTextContent('Stopped');
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('plays at the tempo set with the transport bar, which the tempo field shows', async () => {
    const { player } = renderHome();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '+5 BPM' }));
    expect(field('Tempo (BPM)')).toHaveValue('125');
    await user.click(screen.getByRole('button', { name: 'Increase Tempo (BPM)' }));
    expect(screen.getByTestId('transport-tempo')).toHaveTextContent('126BPM');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(player.play).toHaveBeenCalledWith({ ...SAVED_DEFAULTS, bpm: 126 });
  });

  it('goes back to Play when the track ends by itself', async () => {
    const { player } = renderHome();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play' }));
    player.emit('playing');
    player.emit('idle');
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
    expect(status()).toHaveTextContent('Stopped');
  });

  it('toggles with Space, but not while typing in a field', async () => {
    const { player } = renderHome();
    const user = userEvent.setup();

    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(player.play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(player.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    await user.click(field('Tempo (BPM)'));
    fireEvent.keyDown(field('Tempo (BPM)'), { key: ' ', code: 'Space' });
    expect(player.play).toHaveBeenCalledTimes(1);
  });

  it('loads a valid track from the URL, toasts and removes the query string', async () => {
    const { player, view } = renderHome('/?track=Song&bpm=100');

    expect(await screen.findByText('Track loaded')).toBeInTheDocument();
    expect(screen.getByText('Song (100 BPM)')).toBeInTheDocument();
    expect(field('Tempo (BPM)')).toHaveValue('100');
    expect(screen.getByTestId('loaded-track')).toHaveTextContent('Song');
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(view.location().pathname).toBe('/');
    expect(player.play).not.toHaveBeenCalled();
  });

  it('clamps a loaded bpm into the generator range', async () => {
    renderHome('/?track=Fast&bpm=300');
    expect(await screen.findByText('Track loaded')).toBeInTheDocument();
    expect(field('Tempo (BPM)')).toHaveValue('240');
  });

  it.each(['/?track=Song&bpm=abc', '/?track=Song&bpm=-5', '/?track=Song&bpm=1.5'])(
    'ignores invalid parameters silently: %s',
    (route) => {
      const { view } = renderHome(route);
      expect(screen.queryByText('Track loaded')).not.toBeInTheDocument();
      expect(field('Tempo (BPM)')).toHaveValue('120');
      expect(view.location().pathname).toBe('/');
    },
  );

  describe('autoplay', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("starts the loaded track after 500 ms with 'Auto-playing track'", () => {
      const { player } = renderHome('/?track=Song&bpm=100&autoplay=true');
      expect(screen.getByText('Track loaded')).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS - 1));
      expect(player.play).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));

      expect(player.play).toHaveBeenCalledWith({ ...SAVED_DEFAULTS, bpm: 100 });
      expect(screen.getByText('Auto-playing track')).toBeInTheDocument();
      expect(status()).toHaveTextContent('Counting in…');
    });

    it('loads and plays a generator link: a tempo alone with a meter, grouping, subdivision and swing', () => {
      const { player } = renderHome('/?bpm=132&meter=7/8&grouping=2-2-3&sub=eighth&swing=60&autoplay=true');
      expect(screen.getByText('Click track loaded')).toBeInTheDocument();
      expect(screen.getByText('132 BPM · 7/8 (2+2+3) · eighths, swing 60%')).toBeInTheDocument();
      expect(field('Tempo (BPM)')).toHaveValue('132');

      act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS));
      expect(player.play).toHaveBeenCalledWith({
        ...SAVED_DEFAULTS,
        bpm: 132,
        countInBars: null,
        rhythm: {
          timeSignature: '7/8',
          grouping: [2, 2, 3],
          accents: ['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'soft'],
          subdivision: 'eighths',
          swingPercent: 60,
          tempoUnit: 'note',
          sections: [],
          levelSounds: { accent: null, normal: null, soft: null, subdivision: null },
        },
      });
    });

    it('does not autoplay without a valid track', () => {
      const { player } = renderHome('/?autoplay=true');
      act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS * 2));
      expect(player.play).not.toHaveBeenCalled();
    });
  });

  it('loads a tempo alone from a link', async () => {
    const { player, view } = renderHome('/?bpm=90');
    expect(await screen.findByText('Click track loaded')).toBeInTheDocument();
    expect(field('Tempo (BPM)')).toHaveValue('90');
    await waitFor(() => expect(view.location().search).toBe(''));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play' }));
    expect(player.play).toHaveBeenCalledWith({ ...SAVED_DEFAULTS, bpm: 90 });
  });

  describe('saved rhythm', () => {
    const pattern = {
      grouping: [2, 2, 3],
      accents: ['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'soft'],
      subdivision: 'triplets',
      swingPercent: 50,
      tempoUnit: 'note',
    };
    const SAVED_RHYTHM: RenderWithProvidersOptions['settings'] = {
      bpm: 96,
      rhythm: {
        __typename: 'Rhythm',
        timeSignature: '7/8',
        ...pattern,
        sections: [],
        levelSounds: { __typename: 'LevelSounds', accent: null, normal: null, soft: null, subdivision: null },
      },
      countInBars: 2,
      practice: {
        __typename: 'Practice',
        gapClick: { __typename: 'GapClick', playBars: 2, muteBars: 1 },
        randomMutePercent: null,
        randomSeed: null,
        tempoTrainer: null,
      },
    };

    it('starts with the rhythm, count-in of bars and practice tools the user saved', async () => {
      const { player } = renderHome('/', [], SAVED_RHYTHM);
      expect(await screen.findByRole('button', { name: 'Rhythm · 7/8 (2+2+3), triplets' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Practice · gap 2 on 1 off' })).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Play' }));
      expect(player.play).toHaveBeenCalledWith(
        expect.objectContaining({
          bpm: 96,
          countInBars: 2,
          rhythm: expect.objectContaining({ timeSignature: '7/8', grouping: [2, 2, 3], subdivision: 'triplets' }),
          practice: {
            gapClick: { playBars: 2, muteBars: 1 },
            randomMutePercent: null,
            randomSeed: null,
            tempoTrainer: null,
          },
        }),
      );
    });

    it('keeps the Rhythm section closed when the saved rhythm arrives, and opens it for a link', async () => {
      renderHome('/', [], SAVED_RHYTHM);
      const section = await screen.findByRole('button', { name: 'Rhythm · 7/8 (2+2+3), triplets' });
      expect(section).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('combobox', { name: 'Subdivision' })).not.toBeInTheDocument();
    });

    it('keeps the Rhythm section as the user left it across the visualizer', async () => {
      renderHome('/', [myPlaylistsMock([buildSummary()]), sharedMock([])], SAVED_RHYTHM);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Rhythm · 7/8 (2+2+3), triplets' }));
      expect(await screen.findByRole('combobox', { name: 'Subdivision' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Open Visualizer' }));
      await user.click(screen.getByRole('button', { name: 'Back to Generator' }));
      expect(screen.getByRole('button', { name: 'Rhythm · 7/8 (2+2+3), triplets' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await user.click(screen.getByRole('button', { name: 'Rhythm · 7/8 (2+2+3), triplets' }));
      await user.click(screen.getByRole('button', { name: 'Open Visualizer' }));
      await user.click(screen.getByRole('button', { name: 'Back to Generator' }));
      expect(screen.getByRole('button', { name: 'Rhythm · 7/8 (2+2+3), triplets' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });

    it("opens the Rhythm section for a link's rhythm", async () => {
      renderHome('/?meter=5/4');
      expect(await screen.findByRole('button', { name: 'Rhythm · 5/4' })).toHaveAttribute('aria-expanded', 'true');
    });

    it("plays a link's rhythm over the saved one", async () => {
      const { player } = renderHome('/?meter=5/4', [], SAVED_RHYTHM);
      expect(await screen.findByText('Click track loaded')).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Play' }));
      expect(player.play).toHaveBeenCalledWith(
        expect.objectContaining({ bpm: 96, rhythm: expect.objectContaining({ timeSignature: '5/4' }) }),
      );
    });
  });

  it('ignores an invalid link parameter with a toast naming it, and keeps the rest', async () => {
    const { player } = renderHome('/?bpm=100&meter=17/8&sub=triplets');
    expect(await screen.findByText('Ignored meter=17/8: Beats per bar must be between 1 and 16')).toBeInTheDocument();
    expect(screen.getByText('Link parameter ignored')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play' }));
    expect(player.play).toHaveBeenCalledWith(
      expect.objectContaining({
        bpm: 100,
        rhythm: expect.objectContaining({ timeSignature: '4/4', subdivision: 'triplets' }),
      }),
    );
  });

  it('opens the visualizer with visualizer=true', async () => {
    renderHome('/?track=Song&bpm=100&visualizer=true', [myPlaylistsMock([buildSummary()]), sharedMock([])]);
    expect(await screen.findByRole('heading', { name: 'Visualizer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Load Playlist and Song' })).toBeInTheDocument();
    expect(screen.getByText('Song · 100 BPM')).toBeInTheDocument();
  });

  it('opens and closes the visualizer with its buttons', async () => {
    renderHome('/', [myPlaylistsMock([buildSummary()]), sharedMock([])]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open Visualizer' }));
    expect(screen.getByRole('heading', { name: 'Visualizer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Generator' }));
    expect(field('Tempo (BPM)')).toBeInTheDocument();
  });

  it('stops playback when leaving the page', async () => {
    const { player, view } = renderHome();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play' }));
    player.stop.mockClear();

    view.unmount();
    expect(player.stop).toHaveBeenCalled();
    expect(player.dispose).toHaveBeenCalled();
  });

  it('downloads click-track-{bpm}bpm.wav through an object URL', async () => {
    const createObjectURL = jest.fn(() => 'blob:click');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { renderClickTrackWav } = jest.requireMock<{ renderClickTrackWav: jest.Mock }>('../../../audio/wav');
    renderHome();

    await setField('Tempo (BPM)', '90');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download WAV' }));

    expect(renderClickTrackWav).toHaveBeenCalledWith({ ...SAVED_DEFAULTS, bpm: 90 });
    expect(createObjectURL).toHaveBeenCalled();
    expect(clicked[0].download).toBe('click-track-90bpm.wav');
    expect(clicked[0].href).toBe('blob:click');
    click.mockRestore();
  });
});
