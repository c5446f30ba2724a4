import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { resolveRhythm } from '../../../../schema/rhythm';
import type { PlayerState } from '../../audio/types';
import { FakeClickTrackPlayer } from '../../test-utils/fakeClickTrackPlayer';
import { renderWithProviders, screen, userEvent, waitFor } from '../../test-utils/render';
import { steppedBpm, TransportBar } from './TransportBar';

/** The bar with its tempo kept in state, as the generator keeps it; `changes` records every tempo it asked for. */
function renderBar({
  bpm = 120,
  state = 'idle' as PlayerState,
  rhythm = null as ReturnType<typeof resolveRhythm> | null,
} = {}) {
  const player = new FakeClickTrackPlayer();
  const changes: number[] = [];
  const onTogglePlay = jest.fn();
  function Harness() {
    const [tempo, setTempo] = useState(bpm);
    return (
      <TransportBar
        state={state}
        active={state !== 'idle'}
        onTogglePlay={onTogglePlay}
        bpm={tempo}
        onBpmChange={(next) => {
          changes.push(next);
          setTempo(next);
        }}
        getPlayer={() => player}
        rhythm={rhythm}
      />
    );
  }
  renderWithProviders(<Harness />);
  return { player, changes, onTogglePlay };
}

const tempo = () => screen.getByTestId('transport-tempo');
const button = (name: string) => screen.getByRole('button', { name });

describe('TransportBar', () => {
  it('shows Play and the tempo, and moves the tempo by −5, −1, +1 and +5', async () => {
    const user = userEvent.setup();
    const { changes, onTogglePlay } = renderBar();
    expect(button('Play')).toHaveAttribute('aria-pressed', 'false');
    expect(tempo()).toHaveTextContent('120BPM');
    expect(tempo()).toHaveAccessibleName('Tempo 120 BPM');

    await user.click(button('+5 BPM'));
    await user.click(button('+1 BPM'));
    expect(tempo()).toHaveTextContent('126BPM');
    await user.click(button('\u22125 BPM'));
    await user.click(button('\u22121 BPM'));
    expect(changes).toEqual([125, 126, 121, 120]);

    await user.click(button('Play'));
    expect(onTogglePlay).toHaveBeenCalledTimes(1);
  });

  it('keeps the tempo within 40–240: +5 at 238 gives 240, and the buttons past the end are disabled', async () => {
    const user = userEvent.setup();
    renderBar({ bpm: 238 });
    await user.click(button('+5 BPM'));
    expect(tempo()).toHaveTextContent('240BPM');
    expect(button('+5 BPM')).toBeDisabled();
    expect(button('+1 BPM')).toBeDisabled();
    expect(button('\u22121 BPM')).toBeEnabled();
    expect([steppedBpm(42, -5), steppedBpm(40, -1), steppedBpm(236, 5), steppedBpm(100, 5)]).toEqual([
      40, 40, 240, 105,
    ]);
  });

  it('taps a tempo: nothing changes before the third tap, then the tapped bpm applies; a pause over 2 s starts again', () => {
    let now = 1000;
    const clock = jest.spyOn(performance, 'now').mockImplementation(() => now);
    const { changes } = renderBar();
    const tap = button('Tap tempo');

    fireEvent.click(tap);
    now += 500;
    fireEvent.click(tap);
    expect(changes).toEqual([]);
    expect(screen.getByText('Keep tapping: 1 more tap')).toBeInTheDocument();
    now += 500;
    fireEvent.click(tap);
    expect(changes).toEqual([]); // 120 BPM tapped: the tempo already
    expect(screen.getByText('Tapped: 120 BPM')).toBeInTheDocument();
    now += 400;
    fireEvent.click(tap);
    // Intervals 500, 500, 400 ms: 60000 / 466.7 → 129.
    expect(changes).toEqual([129]);
    expect(tempo()).toHaveTextContent('129BPM');

    now += 2500;
    fireEvent.click(tap);
    now += 250;
    fireEvent.click(tap);
    expect(changes).toEqual([129]);
    now += 250;
    fireEvent.click(tap);
    // A new sequence at 250 ms: 240, the top of the range.
    expect(changes).toEqual([129, 240]);
    clock.mockRestore();
  });

  it('shows the count-in number, then lights the beat of the bar that sounds on the audio clock', async () => {
    const { player } = renderBar({ state: 'count-in' });
    expect(screen.getAllByTestId('beat-dot')).toHaveLength(4);

    player.beat = { index: 1, kind: 'count-in', numberInKind: 2, idealTimeSeconds: 0.5, startSampleIndex: 22050 };
    expect(await screen.findByTestId('beat-strip-count-in')).toHaveTextContent('2');
    expect(screen.getByText('Count-in 2')).toBeInTheDocument();
    expect(screen.queryByTestId('beat-dot')).not.toBeInTheDocument();

    player.timeline = { startAudioTimeSeconds: 10, sampleRateHz: 1000, beats: [] };
    player.beat = { index: 9, kind: 'main', numberInKind: 6, idealTimeSeconds: 4.5, startSampleIndex: 4500 };
    player.audioTimeSeconds = 14.55;
    await waitFor(() => expect(screen.getAllByTestId('beat-dot')[1]).toHaveAttribute('data-lit', 'true'));
    expect(screen.getAllByTestId('beat-dot').filter((dot) => dot.getAttribute('data-lit') === 'true')).toHaveLength(1);
    expect(screen.queryByTestId('beat-strip-count-in')).not.toBeInTheDocument();

    // 200 ms after the beat sounded it is dark again.
    player.audioTimeSeconds = 14.75;
    await waitFor(() => expect(screen.getAllByTestId('beat-dot')[1]).toHaveAttribute('data-lit', 'false'));
  });

  it("shows one dot per beat of a rhythm's bar, accents marked, and lights beatInBar", async () => {
    const rhythm = resolveRhythm({ timeSignature: '7/8', grouping: [2, 2, 3] });
    const { player } = renderBar({ state: 'playing', rhythm });
    const dots = () => screen.getAllByTestId('beat-dot');
    expect(dots()).toHaveLength(7);
    expect(dots().map((dot) => dot.getAttribute('data-level'))).toEqual(rhythm.accents);

    player.timeline = { startAudioTimeSeconds: 10, sampleRateHz: 1000, beats: [] };
    player.beat = {
      index: 10,
      kind: 'main',
      numberInKind: 9,
      idealTimeSeconds: 3,
      startSampleIndex: 3000,
      level: 'normal',
      bar: 2,
      beatInBar: 5,
      sectionIndex: null,
    };
    player.audioTimeSeconds = 13.05;
    await waitFor(() => expect(dots()[4]).toHaveAttribute('data-lit', 'true'));
  });

  it('lights nothing while stopped', () => {
    const { player } = renderBar();
    player.beat = { index: 9, kind: 'main', numberInKind: 2, idealTimeSeconds: 0, startSampleIndex: 0 };
    expect(screen.getAllByTestId('beat-dot').every((dot) => dot.getAttribute('data-lit') === 'false')).toBe(true);
  });
});
