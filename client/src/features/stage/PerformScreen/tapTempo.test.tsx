import { resolveRhythm } from '../../../../../schema/rhythm';
import { planClickTrack } from '../../../audio/renderClickTrack';
import { renderPerformPage } from '../../../test-utils/performPage';
import { buildPlaylist, buildTrack } from '../../../test-utils/playlistMocks';
import { screen, userEvent } from '../../../test-utils/render';
import { withTappedTempo } from '../useTappedTempo';

const playlist = buildPlaylist({
  name: 'Gig',
  tracks: [
    buildTrack({ id: 't-1', position: 0, name: 'Opener', bpm: 100 }),
    buildTrack({ id: 't-2', position: 1, name: 'Closer', bpm: 90 }),
  ],
});
const onStage = (name: string) => screen.findByRole('heading', { level: 1, name });
const tempo = () => screen.getByTestId('stage-tempo');

let nowMs = 0;
beforeEach(() => {
  nowMs = 1000;
  jest.spyOn(performance, 'now').mockImplementation(() => nowMs);
});
afterEach(() => jest.restoreAllMocks());

/** Taps T `count` times, `intervalMs` apart. */
async function tap(count: number, intervalMs: number) {
  for (let at = 0; at < count; at++) {
    nowMs += intervalMs;
    await userEvent.keyboard('t');
  }
}

describe('Tap tempo on the stage', () => {
  it("shows the tapped tempo from the third tap ('126 BPM (tapped)'), plays it, and forgets it with another song", async () => {
    const { player } = renderPerformPage(playlist);
    await onStage('Opener');
    await tap(2, 476);
    expect(tempo()).toHaveTextContent('100 BPM');
    await tap(2, 476);
    expect(tempo()).toHaveTextContent('126 BPM (tapped)');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(player.play.mock.calls.at(-1)![0].bpm).toBe(126);

    // While it plays, a new tempo goes on at the next bar line: the same bar at the tapped tempo.
    // After a pause (a new run of taps), four taps at 120: the tempo changes once.
    nowMs += 3000;
    await tap(4, 500);
    expect(tempo()).toHaveTextContent('120 BPM (tapped)');
    expect(player.jumpToBar).toHaveBeenCalledTimes(1);
    const [choose, settings] = player.jumpToBar.mock.calls[0]!;
    expect(settings!.bpm).toBe(120);
    const played = planClickTrack(player.play.mock.calls.at(-1)![0], 48000).beats;
    const target = planClickTrack(settings!, 48000).beats;
    const jump = choose(played, 1, target)!;
    expect(jump.toSample).toBe(target.find((beat) => beat.index === 4)!.startSampleIndex);

    await userEvent.keyboard('{ArrowRight}');
    await onStage('Closer');
    expect(tempo()).toHaveTextContent('90 BPM');
    await userEvent.keyboard('{ArrowLeft}');
    await onStage('Opener');
    expect(tempo()).toHaveTextContent('100 BPM');
    expect(tempo()).not.toHaveTextContent('tapped');
  });
});

describe('withTappedTempo', () => {
  it("scales a song map's every tempo by tapped / the first section's", () => {
    const rhythm = resolveRhythm({
      sections: [
        { name: 'Verse', bars: 4, bpm: 100 },
        { name: 'Chorus', bars: 4, bpm: 110, endBpm: 120 },
      ],
    });
    const settings = {
      bpm: 100,
      soundType: 'click' as const,
      countInSoundType: 'click' as const,
      durationSeconds: 60,
      countInBeats: 4,
      volumePercent: 80,
      rhythm,
    };
    const tapped = withTappedTempo(settings, 90);
    expect(tapped.bpm).toBe(90);
    expect(tapped.rhythm!.sections.map((section) => [section.bpm, section.endBpm])).toEqual([
      [90, null],
      [99, 108],
    ]);
    expect(withTappedTempo(settings, null)).toBe(settings);
  });
});
