import { resolveRhythm } from '../../../schema/rhythm';
import {
  barStartSamples,
  ClickTrackPlayer,
  FALLBACK_SCHEDULING_MARGIN_SECONDS,
  HEAD_SECONDS,
} from './ClickTrackPlayer';
import { followOnStartFrame } from './followOn';
import { planClickTrack, renderClickTrack } from './renderClickTrack';
import { detectOnsets } from './testing/onsets';
import { firstDifference } from './testing/firstDifference';
import { mixdown as mixdownAt } from './testing/mixdown';
import { FakeAudioContext, type FakeSource } from './testing/fakeAudioContext';
import type { ClickTrackSettings, PlayerState } from './types';

/** The fake context reports no baseLatency, so the player uses the fallback margin. */
const MARGIN_SECONDS = FALLBACK_SCHEDULING_MARGIN_SECONDS;
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

/** The sources of the tracks played (sources[0] is the silent iOS unlock sample). */
const trackSources = () => context.sources.slice(1);

/** What the sources put out on the audio clock from `fromFrame` on (see testing/mixdown.ts). */
const mixdown = (sources: FakeSource[], fromFrame: number, lengthFrames: number) =>
  mixdownAt(sources, fromFrame, lengthFrames, RATE);

describe('barStartSamples', () => {
  it('takes every 4th beat of count-in and main without a rhythm, and beat 1 of each bar with one', () => {
    const steady = planClickTrack(settings({ countInBeats: 4, durationSeconds: 8 }), RATE);
    expect(barStartSamples(steady.beats)).toEqual([0, 2, 4, 6, 8].map((seconds) => seconds * RATE));
    const sevenEight = planClickTrack(
      settings({
        rhythm: resolveRhythm({ timeSignature: '7/8', grouping: [2, 2, 3] }),
        countInBars: 1,
        durationSeconds: 7,
      }),
      RATE,
    );
    // 7 eighths at 120 a bar: 3.5 s; one count-in bar, then 7 s of song.
    expect(barStartSamples(sevenEight.beats)).toEqual([0, 3.5, 7].map((seconds) => seconds * RATE));
  });
});

describe('ClickTrackPlayer.playAt', () => {
  it('starts a future track with its sample 0 on the exact frame asked, head and rest as play() renders them', async () => {
    const startSeconds = 12.345678;
    const result = await player.playAt(settings(), startSeconds);
    expect(result).toEqual({ entry: 'start', fromSampleIndex: 0 });
    const [head, rest] = trackSources();
    const startFrame = Math.round(startSeconds * RATE);
    expect(head!.startedAt! * RATE).toBeCloseTo(startFrame, 6);
    expect(rest!.startedAt! * RATE).toBeCloseTo(startFrame + HEAD_SECONDS * RATE, 6);
    const rendered = renderClickTrack(settings(), RATE);
    expect(firstDifference(head!.buffer?.data, rendered.samples.subarray(0, RATE))).toBeNull();
    expect(firstDifference(rest!.buffer?.data, rendered.samples.subarray(RATE))).toBeNull();
    expect(player.getTimeline()?.startAudioTimeSeconds).toBeCloseTo(startFrame / RATE, 12);
    expect(states).toEqual(['count-in']);
  });

  it('enters a track that started 2.3 bars ago on bar 4’s first sample, on the room’s grid', async () => {
    // Bars of 2 s: the count-in bar, then main bars. 4.6 s ago plus the margin is past bar 3 (4 s): bar 4 starts at 6 s.
    const startSeconds = context.currentTime - 2.3 * 2;
    const result = await player.playAt(settings(), startSeconds);
    expect(result).toEqual({ entry: 'bar', fromSampleIndex: 6 * RATE });
    const [head, rest] = trackSources();
    const startFrame = Math.round(startSeconds * RATE);
    expect(head!.startedAt! * RATE).toBeCloseTo(startFrame + 6 * RATE, 6);
    const rendered = renderClickTrack(settings(), RATE);
    expect(firstDifference(head!.buffer?.data, rendered.samples.subarray(6 * RATE, 7 * RATE))).toBeNull();
    expect(rest!.startedAt! * RATE).toBeCloseTo(startFrame + 7 * RATE, 6);
    expect(firstDifference(rest!.buffer?.data, rendered.samples.subarray(7 * RATE))).toBeNull();
    const entered = rendered.beats.find((beat) => beat.startSampleIndex === 6 * RATE)!;
    expect([entered.kind, entered.numberInKind]).toEqual(['main', 9]);
    // The timeline is the track's: visuals line up with the room.
    expect(player.getTimeline()?.startAudioTimeSeconds).toBeCloseTo(startFrame / RATE, 12);
    expect(player.currentBeat(startFrame / RATE + 6)).toEqual(entered);
    expect(states).toEqual(['playing']);
  });

  it('enters during the count-in when its next bar is still a count-in bar', async () => {
    const rhythm = resolveRhythm({ timeSignature: '4/4' });
    const result = await player.playAt(settings({ rhythm, countInBars: 2 }), context.currentTime - 1);
    expect(result).toEqual({ entry: 'bar', fromSampleIndex: 2 * RATE });
    expect(states).toEqual(['count-in']);
  });

  it('enters a 7/8 song at its next bar (3.5 s bars)', async () => {
    const sevenEight = settings({
      rhythm: resolveRhythm({ timeSignature: '7/8', grouping: [2, 2, 3] }),
      countInBars: 1,
      durationSeconds: 14,
    });
    const startSeconds = context.currentTime - 5;
    const result = await player.playAt(sevenEight, startSeconds);
    expect(result).toEqual({ entry: 'bar', fromSampleIndex: 7 * RATE });
    const entered = player.getTimeline()!.beats.find((beat) => beat.startSampleIndex === 7 * RATE)!;
    expect([entered.kind, entered.bar, entered.beatInBar]).toEqual(['main', 2, 1]);
    expect(trackSources()[0]!.startedAt! * RATE).toBeCloseTo(Math.round(startSeconds * RATE) + 7 * RATE, 6);
    expect(
      firstDifference(
        trackSources()[0]!.buffer?.data,
        renderClickTrack(sevenEight, RATE).samples.subarray(7 * RATE, 8 * RATE),
      ),
    ).toBeNull();
  });

  it('plays nothing and stays idle when the track is over by then, stopping what played', async () => {
    await player.play(settings());
    const playing = trackSources();
    const result = await player.playAt(settings({ durationSeconds: 3 }), context.currentTime - 6);
    expect(result).toEqual({ entry: 'over', fromSampleIndex: null });
    expect(trackSources()).toHaveLength(playing.length);
    expect(playing.every((source) => source.stopCalls === 1)).toBe(true);
    expect(player.getState()).toBe('idle');
    expect(player.getTimeline()).toBeNull();
  });

  it('leaves play() as it was: a margin from now, from the first sample', async () => {
    await player.play(settings());
    expect(trackSources()[0]!.startedAt).toBeCloseTo(10 + MARGIN_SECONDS, 12);
  });
});

describe('ClickTrackPlayer.relock', () => {
  it.each([0.005, -0.005])(
    'shifts the grid by %f s at the next bar: every click once, the old grid before, the new one after',
    async (shiftSeconds) => {
      const startSeconds = 10.5;
      await player.playAt(settings(), startSeconds);
      context.currentTime = startSeconds + 3.1; // in bar 2 (2–4 s): the next bar starts at 4 s
      const applied = player.relock(startSeconds + shiftSeconds);
      expect(applied).toBeCloseTo(shiftSeconds, 9);
      const rendered = renderClickTrack(settings(), RATE);
      const oldStartFrame = Math.round(startSeconds * RATE);
      const newStartFrame = Math.round((startSeconds + shiftSeconds) * RATE);
      const cutFrame = Math.min(oldStartFrame, newStartFrame) + 4 * RATE;
      const added = trackSources().slice(2);
      expect(added[0]!.startedAt! * RATE).toBeCloseTo(newStartFrame + 4 * RATE, 6);
      expect(firstDifference(added[0]!.buffer?.data, rendered.samples.subarray(4 * RATE, 5 * RATE))).toBeNull();
      const [oldHead, oldRest] = trackSources();
      expect(oldRest!.stoppedAt! * RATE).toBeCloseTo(cutFrame, 6);
      expect(oldHead!.stopCalls).toBe(0); // it ended long before the cut
      expect(player.getTimeline()?.startAudioTimeSeconds).toBeCloseTo(newStartFrame / RATE, 12);

      // What is heard: each beat once, on the old grid before the bar and on the new grid from it.
      const heard = detectOnsets(mixdown(trackSources(), oldStartFrame - RATE, rendered.samples.length + 2 * RATE)).map(
        (index) => index + oldStartFrame - RATE,
      );
      const expected = rendered.beats.map(
        (beat) => (beat.startSampleIndex < 4 * RATE ? oldStartFrame : newStartFrame) + beat.startSampleIndex,
      );
      expect(heard).toEqual(expected);
      jest.advanceTimersByTime(50);
      expect(player.getState()).toBe('playing');
    },
  );

  it('ignores a shift under 1 ms, and does nothing when idle or when no bar is left', async () => {
    expect(player.relock(12)).toBe(0);
    await player.playAt(settings(), 10.5);
    const count = context.sources.length;
    expect(player.relock(10.5 + 0.0009)).toBe(0);
    expect(context.sources).toHaveLength(count);
    context.currentTime = 10.5 + 9.5; // the last bar (8 s) has passed
    expect(player.relock(10.52)).toBe(0);
    expect(context.sources).toHaveLength(count);
  });

  it('lets the new grid end the track and goes idle by it', async () => {
    await player.playAt(settings({ durationSeconds: 3 }), 10.5);
    context.currentTime = 11;
    expect(player.relock(10.51)).toBeCloseTo(0.01, 9);
    const sources = trackSources();
    // The old last source no longer ends the track; the new one does.
    expect(sources[1]!.onended).toBeNull();
    expect(sources[sources.length - 1]!.onended).not.toBeNull();
    context.currentTime = 10.51 + 5.2;
    sources[sources.length - 1]!.onended!();
    jest.advanceTimersByTime(50);
    expect(player.getState()).toBe('idle');
  });
});

describe('ClickTrackPlayer.queueAt', () => {
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
