import { act, fireEvent, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderPerformPage } from '../../../test-utils/performPage';
import { withFakePlayer } from '../../../test-utils/fakeClickTrackPlayer';
import { buildBreak, buildPlaylist, buildTrack, playlistMock } from '../../../test-utils/playlistMocks';
import { buildUser, renderWithProviders, screen, userEvent } from '../../../test-utils/render';
import { PerformPage } from '../../../pages/Perform.page';

// jsdom has no PointerEvent; a MouseEvent with a pointer id is what the stage reads of one.
class PointerEventStub extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}
Object.assign(window, { PointerEvent: PointerEventStub });

const playlist = buildPlaylist({
  name: 'Gig',
  tracks: [
    buildTrack({ id: 't-1', position: 0, name: 'Opener', bpm: 128 }),
    buildTrack({ id: 't-2', position: 1, name: 'Middle', bpm: 100 }),
    buildTrack({ id: 't-3', position: 2, name: 'Closer', bpm: 90 }),
  ],
});

const renderPage = () => renderPerformPage(playlist);

const onStage = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The settings row under a label ('Click output', 'Cue output'). */
const outputRow = (label: string) => screen.getByText(label).parentElement!;
const clickRow = () => outputRow('Click output');
const cueRow = () => outputRow('Cue output');
const playedTempos = (player: ReturnType<typeof renderPage>['player']) =>
  player.play.mock.calls.map(([settings]) => settings.bpm);

describe('/playlist/{id}/perform', () => {
  it("steps over a set break, saying it is coming: 'Next: Set 2 · Closer'", async () => {
    const withBreak = buildPlaylist({
      name: 'Gig',
      tracks: [
        buildTrack({ id: 't-1', position: 0, name: 'Opener' }),
        buildTrack({ id: 't-3', position: 2, name: 'Closer' }),
      ],
      breaks: [buildBreak({ id: 'b-1', position: 1, name: 'Set 2' })],
    });
    renderPerformPage(withBreak);
    await onStage('Opener');
    expect(screen.getByText('Next: Set 2 · Closer')).toBeInTheDocument();
    expect(screen.getByText(/Song 1 of 2/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await onStage('Closer');
    expect(screen.getByText('Last song')).toBeInTheDocument();
  });

  it('steps silently while stopped: Next and Previous only select the song', async () => {
    const { player } = renderPage();
    await onStage('Opener');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await onStage('Middle');
    await userEvent.keyboard('{ArrowDown}{PageDown}');
    await onStage('Closer');
    await userEvent.keyboard('{ArrowUp}');
    await onStage('Middle');
    expect(player.play).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Player status' })).toHaveTextContent('Stopped');
  });

  it('moves on with a count-in while a song plays', async () => {
    const { player } = renderPage();
    await onStage('Opener');
    await userEvent.keyboard(' ');
    expect(screen.getByRole('status', { name: 'Player status' })).toHaveTextContent('Counting in…');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await onStage('Middle');
    await userEvent.keyboard('{ArrowLeft}');
    await onStage('Opener');
    expect(playedTempos(player)).toEqual([128, 100, 128]);
    // A pedal's Enter right after a tap on Next stops the song: the tapped button did not keep the focus.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await onStage('Middle');
    await userEvent.keyboard('{Enter}');
    await onStage('Middle');
    expect(screen.getByRole('status', { name: 'Player status' })).toHaveTextContent('Stopped');
  });

  it("plays on every step with 'Always play when stepping'", async () => {
    const { player } = renderPage();
    await onStage('Opener');
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Always play when stepping' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await onStage('Middle');
    expect(playedTempos(player)).toEqual([100]);
  });

  it("offers 'Vibrate on the beat' only on a phone that can vibrate", async () => {
    renderPage();
    await onStage('Opener');
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.queryByRole('switch', { name: 'Vibrate on the beat' })).not.toBeInTheDocument();
  });

  describe('on a phone that can vibrate', () => {
    /** The player's next beat, an accent, is heard 10 ms from now. */
    const beatDueIn10Ms = (player: ReturnType<typeof renderPage>['player']) => {
      player.timeline = {
        startAudioTimeSeconds: 1,
        sampleRateHz: 48000,
        beats: [{ index: 0, kind: 'main', numberInKind: 1, idealTimeSeconds: 0, startSampleIndex: 0, level: 'accent' }],
      };
      player.audioTimeSeconds = 0.99;
    };
    const vibrate = jest.fn((_pattern: VibratePattern) => true);
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      vibrate.mockClear();
      localStorage.clear();
      Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
      window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === '(pointer: coarse)' });
    });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'vibrate');
      window.matchMedia = matchMedia;
    });

    it("pulses each beat when 'Vibrate on the beat' is on, and the choice stays on this device", async () => {
      const { player, unmount } = renderPage();
      await onStage('Opener');
      await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
      await userEvent.click(screen.getByRole('switch', { name: 'Vibrate on the beat' }));
      beatDueIn10Ms(player);
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(vibrate).toHaveBeenCalledWith(60);
      unmount();

      renderPage();
      await onStage('Opener');
      await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
      expect(screen.getByRole('switch', { name: 'Vibrate on the beat' })).toBeChecked();
    });

    it('does not vibrate while the switch is off', async () => {
      const { player } = renderPage();
      await onStage('Opener');
      beatDueIn10Ms(player);
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(vibrate).not.toHaveBeenCalled();
    });
  });

  it("sends the click to the left ear with 'Click output', kept on this device, and says where the browser cannot choose a device", async () => {
    localStorage.clear();
    const { player, unmount } = renderPage();
    await onStage('Opener');
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByText(/choosing another output device needs Chrome or Edge/)).toBeInTheDocument();
    await userEvent.click(within(clickRow()).getByRole('radio', { name: 'Left' }));
    expect(player.setOutput).toHaveBeenLastCalledWith({ channels: [0], deviceId: '' });
    unmount();

    const again = renderPage();
    await onStage('Opener');
    // A new page's player gets the device's choice before anything plays.
    expect(again.player.setOutput).toHaveBeenCalledWith({ channels: [0], deviceId: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(within(clickRow()).getByRole('radio', { name: 'Left' })).toBeChecked();
    localStorage.clear();
  });

  it("puts the cues on the right and the click on the left with 'Cue output', kept on this device", async () => {
    localStorage.clear();
    const { player, unmount } = renderPage();
    await onStage('Opener');
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(within(cueRow()).getByRole('radio', { name: 'With the click' })).toBeChecked();
    await userEvent.click(within(clickRow()).getByRole('radio', { name: 'Left' }));
    await userEvent.click(within(cueRow()).getByRole('radio', { name: 'Right' }));
    expect(player.setOutput).toHaveBeenLastCalledWith({ channels: [0], deviceId: '', cueChannels: [1] });
    unmount();

    const again = renderPage();
    await onStage('Opener');
    expect(again.player.setOutput).toHaveBeenCalledWith({ channels: [0], deviceId: '', cueChannels: [1] });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(within(cueRow()).getByRole('radio', { name: 'Right' })).toBeChecked();
    await userEvent.click(within(cueRow()).getByRole('radio', { name: 'With the click' }));
    expect(again.player.setOutput).toHaveBeenLastCalledWith({ channels: [0], deviceId: '' });
    localStorage.clear();
  });

  it('offers the channels of an interface with more than two, the click on those chosen only', async () => {
    localStorage.clear();
    const { player } = renderPage();
    player.outputChannels = 4;
    await onStage('Opener');
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(within(clickRow()).getByRole('checkbox', { name: 'Channel 3' }));
    await userEvent.click(within(clickRow()).getByRole('checkbox', { name: 'Channel 4' }));
    expect(player.setOutput).toHaveBeenLastCalledWith({ channels: [2, 3], deviceId: '' });
    expect(screen.getByText('The other channels stay silent.')).toBeInTheDocument();
    expect(screen.getByText('No channel chosen: the cues play with the click.')).toBeInTheDocument();
    await userEvent.click(within(cueRow()).getByRole('checkbox', { name: 'Channel 1' }));
    expect(player.setOutput).toHaveBeenLastCalledWith({ channels: [2, 3], deviceId: '', cueChannels: [0] });
    localStorage.clear();
  });

  it('selects the next song on a swipe left, silently while stopped', async () => {
    const { player } = renderPage();
    await onStage('Opener');
    const stage = screen.getByTestId('perform-stage');
    act(() => {
      fireEvent.pointerDown(stage, { pointerId: 1, clientX: 300, clientY: 400 });
      fireEvent.pointerUp(stage, { pointerId: 1, clientX: 180, clientY: 410 });
    });
    await onStage('Middle');
    expect(player.play).not.toHaveBeenCalled();
  });

  it('changes the stage theme on the stage: the whole screen takes it', async () => {
    renderPage();
    await onStage('Opener');
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Contrast' }));
    expect(screen.getByTestId('perform-stage')).toHaveAttribute('data-stage-theme', 'Contrast');
  });

  it('plays a song for its length, and one without a length until stopped', async () => {
    const timed = buildPlaylist({
      name: 'Gig',
      tracks: [
        buildTrack({ id: 't-1', position: 0, name: 'Four Minutes', bpm: 120, lengthSeconds: 240 }),
        buildTrack({ id: 't-2', position: 1, name: 'Open End', bpm: 90 }),
      ],
    });
    const { player, ui } = withFakePlayer(
      <Routes>
        <Route path="/playlist/:id/perform" element={<PerformPage />} />
      </Routes>,
    );
    renderWithProviders(ui, { route: '/playlist/p-1/perform', user: buildUser(), mocks: [playlistMock('p-1', timed)] });
    await onStage('Four Minutes');
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await onStage('Open End');
    expect(player.play.mock.calls.map(([settings]) => settings.durationSeconds)).toEqual([240, 3600]);
  });

  it("puts the whole screen in full screen with 'Full screen', and a second press leaves it", async () => {
    // jsdom has no Fullscreen API: the browser's part, entering and leaving and its event, is played here.
    const root = document.documentElement;
    const setFullscreen = (element: Element | null) => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: element });
      root.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    };
    Object.assign(root, { requestFullscreen: jest.fn(() => setFullscreen(root)) });
    Object.assign(document, { exitFullscreen: jest.fn(() => setFullscreen(null)) });
    try {
      renderPage();
      await onStage('Opener');
      await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
      const button = screen.getByRole('button', { name: 'Full screen' });
      expect(button).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(button);
      expect(root.requestFullscreen).toHaveBeenCalledTimes(1);
      expect(button).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(button);
      expect(document.exitFullscreen).toHaveBeenCalledTimes(1);
      expect(button).toHaveAttribute('aria-pressed', 'false');
    } finally {
      Reflect.deleteProperty(root, 'requestFullscreen');
      Reflect.deleteProperty(document, 'exitFullscreen');
      Reflect.deleteProperty(document, 'fullscreenElement');
    }
  });
});
