import { resolveRhythm } from '../../../schema/rhythm';
import { ClickTrackPlayer, HEAD_SECONDS } from './ClickTrackPlayer';
import { followOnOf, followOnStartFrame, gridEnd } from './followOn';
import { planClickTrack, renderClickTrack } from './renderClickTrack';
import { FakeAudioContext } from './testing/fakeAudioContext';
import { firstDifference } from './testing/firstDifference';
import type { ClickTrackSettings, PlayerState } from './types';

const RATE = 48000;

const settings = (overrides: Partial<ClickTrackSettings> = {}): ClickTrackSettings => ({
  bpm: 120,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 8,
  countInBeats: 4,
  volumePercent: 75,
  ...overrides,
});

describe('gridEnd', () => {
  it('ends a steady song on the bar line after its last bar start, its bars as long as four beats', () => {
    // Count-in 2 s, then 8 s: four whole bars of 2 s.
    expect(gridEnd(planClickTrack(settings(), RATE).beats)).toEqual({ endSeconds: 10, barSeconds: 2 });
    // Cut after 7 s (mid-bar): the bar still ends on its line, at 2 + 8 s.
    expect(gridEnd(planClickTrack(settings({ durationSeconds: 7 }), RATE).beats)).toEqual({
      endSeconds: 10,
      barSeconds: 2,
    });
  });

  it("ends a song map where its last bar does, in the song's own meter", () => {
    const rhythm = resolveRhythm({
      timeSignature: '7/8',
      grouping: [2, 2, 3],
      sections: [{ name: 'Verse', bars: 3, bpm: 120 }],
    });
    // 7 eighths at 120 a minute: 3.5 s a bar; one count-in bar, then three.
    const plan = planClickTrack(settings({ rhythm, countInBars: 1 }), RATE);
    expect(gridEnd(plan.beats)).toEqual({ endSeconds: 14, barSeconds: 3.5 });
  });
});

describe('followOnOf', () => {
  it('reads a track’s after-the-song: stop is none, bars and seconds keep their gap', () => {
    expect(followOnOf('stop', 3)).toBeNull();
    expect(followOnOf('bars', 0)).toEqual({ unit: 'bars', gap: 0 });
    expect(followOnOf('seconds', 12)).toEqual({ unit: 'seconds', gap: 12 });
  });
});

describe('ClickTrackPlayer.queueAt', () => {
  let context: FakeAudioContext;
  let player: ClickTrackPlayer;
  let states: PlayerState[];
  beforeEach(() => {
    jest.useFakeTimers();
    context = new FakeAudioContext();
    context.state = 'running';
    player = new ClickTrackPlayer({ createContext: () => context as unknown as AudioContext });
    states = [];
    player.subscribe((state) => states.push(state));
  });
  afterEach(() => {
    player.dispose();
    jest.useRealTimers();
  });
  const advanceAudioTo = (timeSeconds: number) => {
    context.currentTime = timeSeconds;
    jest.advanceTimersByTime(50);
  };

  it.each([
    [{ unit: 'bars', gap: 0 } as const, 10],
    [{ unit: 'bars', gap: 2 } as const, 14],
    [{ unit: 'seconds', gap: 3 } as const, 13],
  ])(
    'with %j puts the next song’s first count-in click %d s after the first song’s sample 0, to the frame',
    async (followOn, afterSeconds) => {
      await player.play(settings());
      const first = player.getTimeline()!;
      const firstFrame = Math.round(first.startAudioTimeSeconds * RATE);
      const startFrame = followOnStartFrame(first, followOn);
      expect(startFrame - firstFrame).toBe(afterSeconds * RATE);
      const before = context.sources.length;
      const next = settings({ bpm: 90, countInBeats: 3, durationSeconds: 4 });
      const started = jest.fn();
      expect(player.queueAt(next, startFrame / RATE, started)).toBe(true);

      const [head] = context.sources.slice(before);
      expect(Math.round(head!.startedAt! * RATE)).toBe(startFrame);
      const rendered = renderClickTrack(next, RATE);
      expect(firstDifference(head!.buffer?.data, rendered.samples.subarray(0, HEAD_SECONDS * RATE))).toBeNull();
      // The first song's sources play on untouched.
      expect(context.sources.slice(1, before).every((source) => source.stopCalls === 0)).toBe(true);

      advanceAudioTo(first.startAudioTimeSeconds + 9);
      expect(started).not.toHaveBeenCalled();
      advanceAudioTo(startFrame / RATE);
      expect(started).toHaveBeenCalledTimes(1);
      expect(player.getTimeline()!.startAudioTimeSeconds).toBe(startFrame / RATE);
      expect(player.getState()).toBe('count-in');
      expect(states).not.toContain('idle');
    },
  );

  it('Stop in the gap cancels the next song: its sources are stopped and the player goes idle', async () => {
    await player.play(settings());
    const first = player.getTimeline()!;
    const before = context.sources.length;
    const started = jest.fn();
    player.queueAt(settings(), followOnStartFrame(first, { unit: 'seconds', gap: 20 }) / RATE, started);
    advanceAudioTo(first.startAudioTimeSeconds + 11);
    player.stop();
    expect(context.sources.slice(before).every((source) => source.stopCalls > 0)).toBe(true);
    advanceAudioTo(first.startAudioTimeSeconds + 40);
    expect(player.getState()).toBe('idle');
  });

  it('queues nothing when nothing plays or the time has passed', async () => {
    expect(player.queueAt(settings(), 100, jest.fn())).toBe(false);
    await player.play(settings());
    expect(player.queueAt(settings(), context.currentTime - 1, jest.fn())).toBe(false);
  });
});
