import { resolveRhythm } from '../../../schema/rhythm';
import {
  audibleTimeSeconds,
  ClickTrackPlayer,
  FALLBACK_SCHEDULING_MARGIN_SECONDS,
  HEAD_SECONDS,
  PART_SECONDS,
  schedulingMarginFrames,
} from './ClickTrackPlayer';
import { renderClickTrack } from './renderClickTrack';
import { FakeAudioContext } from './testing/fakeAudioContext';
import { firstDifference } from './testing/firstDifference';
import type { ClickTrackSettings, PlayerState } from './types';

/** The fake context reports no baseLatency, so the player uses the fallback margin. */
const MARGIN_SECONDS = FALLBACK_SCHEDULING_MARGIN_SECONDS;

const settings = (overrides: Partial<ClickTrackSettings> = {}): ClickTrackSettings => ({
  bpm: 120,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 3,
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
  player = new ClickTrackPlayer({ createContext: () => context as unknown as AudioContext });
  states = [];
  player.subscribe((state) => states.push(state));
});
afterEach(() => {
  player.dispose();
  jest.useRealTimers();
});

/** The sources of the tracks played, head and rest of each (sources[0] is the silent iOS unlock sample). */
const trackSources = () => context.sources.slice(1);
/** The last source of the track played `index`-th (tracks over HEAD_SECONDS have two). */
const lastSourceOf = (index: number) => trackSources()[index * 2 + 1];

/** Moves the audio clock and lets the poller run. */
function advanceAudioTo(timeSeconds: number) {
  context.currentTime = timeSeconds;
  jest.advanceTimersByTime(50);
}

describe('ClickTrackPlayer', () => {
  it('starts idle with no timeline', () => {
    expect(player.getState()).toBe('idle');
    expect(player.getTimeline()).toBeNull();
    expect(player.currentBeat(100)).toBeNull();
    expect(player.getAudioTimeSeconds()).toBe(0);
  });

  it("asks for a 'playback' audio session before its context starts (the iPhone's silent switch does not mute it)", async () => {
    const session = { type: 'auto' };
    Object.defineProperty(navigator, 'audioSession', { value: session, configurable: true });
    try {
      const typeAtCreation: string[] = [];
      const withSession = new ClickTrackPlayer({
        createContext: () => {
          typeAtCreation.push(session.type);
          return context as unknown as AudioContext;
        },
      });
      await withSession.play(settings());
      expect(typeAtCreation).toEqual(['playback']);
      withSession.dispose();
    } finally {
      Reflect.deleteProperty(navigator, 'audioSession');
    }
  });

  it("plays on the device's chosen channel: a playing track moves over with its start times, the next one starts there", async () => {
    await player.play(settings());
    const [, head, rest] = context.sources;
    const starts = [head!.startedAt, rest!.startedAt];
    await player.setOutput({ channels: [1], deviceId: '' });
    const routed = context.nodes.find((node) => node.kind === 'gain')!;
    expect(routed.connections.map((connection) => connection.input)).toEqual([1]);
    expect([head!.connectedTo, rest!.connectedTo]).toEqual([routed, routed]);
    expect([head!.startedAt, rest!.startedAt]).toEqual(starts);

    await player.play(settings());
    expect(
      trackSources()
        .slice(-2)
        .map((source) => source.connectedTo),
    ).toEqual([routed, routed]);

    await player.setOutput({ channels: null, deviceId: '' });
    expect(trackSources().slice(-1)[0]!.connectedTo).toBe(context.destination);
    expect(routed.disconnected).toBe(true);
  });

  it('sends its sound to the chosen output device where the browser can (setSinkId), from its first play', async () => {
    const sinks: string[] = [];
    const withSink = Object.assign(context, {
      sinkId: '',
      setSinkId: async (id: string) => {
        sinks.push(id);
        withSink.sinkId = id;
      },
    });
    const routedPlayer = new ClickTrackPlayer({ createContext: () => withSink as unknown as AudioContext });
    await routedPlayer.setOutput({ channels: null, deviceId: 'usb-interface' });
    expect(sinks).toEqual([]); // no context yet
    await routedPlayer.play(settings());
    expect(sinks).toEqual(['usb-interface']);
    await routedPlayer.setOutput({ channels: null, deviceId: 'usb-interface' });
    expect(sinks).toEqual(['usb-interface']);
    routedPlayer.dispose();
  });

  it('resumes the context, unlocks it once with a 1-sample buffer and starts a 1 s head after the margin, then the rest on the next sample', async () => {
    await player.play(settings());
    expect(context.resumeCalls).toBe(1);
    expect(context.sources).toHaveLength(3);
    const [unlock, head, rest] = context.sources;
    expect(unlock.buffer?.data.length).toBe(1);
    expect(unlock.startedAt).toBe(0);
    expect(HEAD_SECONDS).toBe(1);
    const startFrame = 10 * 48000 + MARGIN_SECONDS * 48000;
    expect(head.startedAt! * 48000).toBeCloseTo(startFrame, 6);
    expect(rest.startedAt! * 48000).toBeCloseTo(startFrame + 48000, 6);
    expect(rest.startOffset).toBe(0);
    expect(head.connectedTo).toBe(context.destination);
    expect(rest.connectedTo).toBe(context.destination);
    // Head + rest are the whole render, sample for sample.
    const rendered = renderClickTrack(settings(), 48000);
    expect(firstDifference(head.buffer?.data, rendered.samples.subarray(0, 48000))).toBeNull();
    expect(firstDifference(rest.buffer?.data, rendered.samples.subarray(48000))).toBeNull();
    expect(player.getTimeline()?.startAudioTimeSeconds).toBe(head.startedAt);
    await player.play(settings());
    expect(context.sources).toHaveLength(5); // no second unlock
  });

  it('plays a song map (ramp, meters, subdivisions, a muted section) as a head and a rest equal to the whole render', async () => {
    const rhythm = resolveRhythm({
      subdivision: 'triplets',
      sections: [
        { name: 'A', bars: 2, bpm: 120, endBpm: 132, timeSignature: '7/8', grouping: [2, 2, 3] },
        { name: 'B', bars: 1, bpm: 132, muted: true },
        {
          name: 'C',
          bars: 2,
          bpm: 80,
          timeSignature: '6/8',
          tempoUnit: 'dotted',
          subdivision: 'eighths',
          swingPercent: 66,
        },
      ],
    });
    const songMap = settings({ rhythm, countInBars: 1 });
    await player.play(songMap);
    const [head, rest] = trackSources();
    const rendered = renderClickTrack(songMap, 48000);
    expect(rendered.samples.length).toBeGreaterThan(48000);
    expect(firstDifference(head.buffer?.data, rendered.samples.subarray(0, 48000))).toBeNull();
    expect(firstDifference(rest.buffer?.data, rendered.samples.subarray(48000))).toBeNull();
    expect(player.getTimeline()?.beats).toEqual(rendered.beats);
  });

  it('plays a long song map in parts, each rendered and scheduled a part ahead on the same grid, letting played parts go', async () => {
    // 3 sections of 32 bars of 4/4 at 60: 384 s, so a head and 7 parts of 60 s (the last shorter).
    const rhythm = resolveRhythm({ sections: ['A', 'B', 'C'].map((name) => ({ name, bars: 32, bpm: 60 })) });
    const long = settings({ rhythm, countInBeats: 0 });
    const rendered = renderClickTrack(long, 48000);
    const partSamples = PART_SECONDS * 48000;
    await player.play(long);
    const [head, firstPart] = trackSources();
    expect(trackSources()).toHaveLength(2);
    const start = head.startedAt!;
    expect(firstPart.startedAt).toBeCloseTo(start + HEAD_SECONDS, 9);
    expect(firstPart.onended).toBeNull();

    // Each part is made once the one before it plays, and starts where that one ends.
    for (let part = 1; trackSources().length < 8; part++) {
      advanceAudioTo(start + HEAD_SECONDS + (part - 1) * PART_SECONDS + 0.01);
      const sources = trackSources();
      const latest = sources[sources.length - 1]!;
      expect(latest.startedAt).toBeCloseTo(start + HEAD_SECONDS + part * PART_SECONDS, 9);
      const from = 48000 + part * partSamples;
      expect(
        firstDifference(
          latest.buffer?.data,
          rendered.samples.subarray(from, Math.min(rendered.samples.length, from + partSamples)),
        ),
      ).toBeNull();
      // Parts already played were disconnected: at most the one playing and the next are held.
      expect(sources.filter((source) => source.connectedTo !== null).length).toBeLessThanOrEqual(3);
    }
    const last = trackSources()[trackSources().length - 1]!;
    expect(last.onended).not.toBeNull();
    const total = trackSources().reduce((sum, source) => sum + (source.buffer?.data.length ?? 0), 0);
    expect(total).toBe(rendered.samples.length);
    expect(player.getState()).toBe('playing');
  });

  it('plays a track no longer than the head as one source', async () => {
    await player.play(settings({ countInBeats: 0, durationSeconds: 0.75 }));
    expect(trackSources()).toHaveLength(1);
    expect(
      firstDifference(
        trackSources()[0].buffer?.data,
        renderClickTrack(settings({ countInBeats: 0, durationSeconds: 0.75 }), 48000).samples,
      ),
    ).toBeNull();
    expect(trackSources()[0].onended).not.toBeNull();
  });

  it('sizes the margin from baseLatency: the callback in whole quanta plus one quantum, at least 10 ms, 50 ms if unknown', () => {
    expect(schedulingMarginFrames({ sampleRate: 44100, baseLatency: 0.01 })).toBe(640); // 441 frames → 4 quanta + 1 = 14.5 ms
    expect(schedulingMarginFrames({ sampleRate: 48000, baseLatency: 0.01 })).toBe(640); // 480 frames → 4 quanta + 1
    expect(schedulingMarginFrames({ sampleRate: 48000, baseLatency: 512 / 48000 })).toBe(640); // exactly 4 quanta
    expect(schedulingMarginFrames({ sampleRate: 48000, baseLatency: 0.02 })).toBe(1152); // 960 frames → 8 quanta + 1
    expect(schedulingMarginFrames({ sampleRate: 44100, baseLatency: 128 / 44100 })).toBe(441); // 2 quanta < 10 ms
    expect(schedulingMarginFrames({ sampleRate: 48000, baseLatency: 0 })).toBe(2400);
    expect(schedulingMarginFrames({ sampleRate: 48000 })).toBe(2400);
  });

  it('starts at the margin that baseLatency gives', async () => {
    Object.assign(context, { baseLatency: 0.01, sampleRate: 44100 });
    await player.play(settings());
    const [head, rest] = trackSources();
    expect(head.startedAt! * 44100).toBeCloseTo(10 * 44100 + 640, 6);
    expect(rest.startedAt! * 44100).toBeCloseTo(10 * 44100 + 640 + 44100, 6);
  });

  it('starts the head again further ahead if the audio thread reached its start frame before start() returned', async () => {
    let passes = 1;
    context.onStart = (source) => {
      // The audio thread renders to within half a quantum of the head's start frame while the main thread was away, once.
      if (source.buffer!.data.length > 1 && passes-- > 0) context.currentTime = source.startedAt! - 64 / 48000;
    };
    await player.play(settings());
    const [late, head, rest] = trackSources();
    expect(late.stopCalls).toBe(1);
    expect(late.connectedTo).toBeNull();
    expect(head.buffer).toBe(late.buffer);
    const startFrame = Math.round(context.currentTime * 48000) + 2 * MARGIN_SECONDS * 48000;
    expect(head.startedAt! * 48000).toBeCloseTo(startFrame, 6);
    expect(rest.startedAt! * 48000).toBeCloseTo(startFrame + 48000, 6);
    expect(player.getTimeline()?.startAudioTimeSeconds).toBe(head.startedAt);
  });

  it('keeps the rest on the grid, dropping what is already due, if it was rendered too late to follow the head', async () => {
    let buffers = 0;
    context.onCreateBuffer = () => {
      // unlock, head, rest: the rest's render takes 1.5 s.
      if (++buffers === 3) context.currentTime += 1.5;
    };
    await player.play(settings());
    const [head, rest] = trackSources();
    const headStartFrame = (10 + MARGIN_SECONDS) * 48000;
    expect(head.startedAt! * 48000).toBeCloseTo(headStartFrame, 6);
    const earliestFrame = 11.5 * 48000 + MARGIN_SECONDS * 48000;
    expect(rest.startedAt! * 48000).toBeCloseTo(earliestFrame, 6);
    // The rest plays from where the grid is at that moment: sample (earliest − head end) of its buffer.
    expect(rest.startOffset! * 48000).toBeCloseTo(earliestFrame - (headStartFrame + 48000), 6);
  });

  it('goes idle → count-in → playing → idle by the audio clock, and ends on `ended` once the end is heard', async () => {
    await player.play(settings()); // 4 count-in beats at 120 bpm: main starts 2 s after the start
    expect(states).toEqual(['count-in']);
    const start = 10 + MARGIN_SECONDS;
    advanceAudioTo(start + 1.99);
    expect(player.getState()).toBe('count-in');
    advanceAudioTo(start + 2);
    expect(player.getState()).toBe('playing');
    advanceAudioTo(start + 4.9);
    expect(player.getState()).toBe('playing');
    // The audio thread is done but, with 30 ms output latency, the end is not heard yet: the last beat still shows.
    context.currentTime = start + 5.01;
    context.outputLatency = 0.03;
    const [head, rest] = trackSources();
    expect(head.onended).toBeNull(); // only the last source ends the track
    rest.onended?.();
    expect(player.getState()).toBe('playing');
    expect(player.getTimeline()).not.toBeNull();
    advanceAudioTo(start + 5.03);
    expect(states).toEqual(['count-in', 'playing', 'idle']);
    expect(player.getTimeline()).toBeNull();
  });

  it('goes straight to playing without a count-in', async () => {
    await player.play(settings({ countInBeats: 0 }));
    expect(states).toEqual(['playing']);
  });

  it('ends by itself if `ended` never comes, from the audio clock alone', async () => {
    await player.play(settings({ countInBeats: 0, durationSeconds: 3 }));
    advanceAudioTo(10 + MARGIN_SECONDS + 3.2);
    expect(player.getState()).toBe('playing');
    advanceAudioTo(10 + MARGIN_SECONDS + 3.6);
    expect(player.getState()).toBe('idle');
  });

  it('does not change state from timers while the audio clock stands still', async () => {
    await player.play(settings());
    jest.advanceTimersByTime(60_000);
    expect(player.getState()).toBe('count-in');
  });

  it('stops the current track, head and rest, when a new one starts', async () => {
    await player.play(settings());
    const [firstHead, firstRest] = trackSources();
    await player.play(settings({ countInBeats: 0, bpm: 90 }));
    expect(firstHead.stopCalls).toBe(1);
    expect(firstRest.stopCalls).toBe(1);
    context.currentTime = 100;
    firstRest.onended?.(); // a late `ended` of the old source must not stop the new one
    expect(player.getState()).toBe('playing');
    expect(
      trackSources()
        .slice(2)
        .map((source) => source.stopCalls),
    ).toEqual([0, 0]);
    expect(lastSourceOf(1).onended).not.toBeNull();
    expect(states).toEqual(['count-in', 'playing']);
  });

  it('stop() is immediate and stops both head and rest', async () => {
    await player.play(settings());
    player.stop();
    expect(trackSources().map((source) => [source.stopCalls, source.connectedTo, source.onended])).toEqual([
      [1, null, null],
      [1, null, null],
    ]);
    expect(player.getState()).toBe('idle');
    expect(player.getTimeline()).toBeNull();
    expect(states).toEqual(['count-in', 'idle']);
  });

  it('schedules before resume resolves; a stop() while resume is pending cancels the play', async () => {
    const playing = player.play(settings());
    expect(trackSources()).toHaveLength(2); // head and rest, on the suspended context's clock
    player.stop();
    await playing;
    expect(trackSources().map((source) => source.stopCalls)).toEqual([1, 1]);
    expect(player.getState()).toBe('idle');
    expect(states).toEqual([]);
  });

  it('a failing resume stops the scheduled track and rejects', async () => {
    context.resume = async () => {
      throw new Error('not allowed');
    };
    await expect(player.play(settings())).rejects.toThrow('not allowed');
    expect(trackSources().map((source) => source.stopCalls)).toEqual([1, 1]);
    expect(player.getState()).toBe('idle');
    expect(player.getTimeline()).toBeNull();
  });

  it('exposes a timeline matching the renderer and finds the current beat on the audio clock', async () => {
    await player.play(settings({ bpm: 97, countInBeats: 3 }));
    const timeline = player.getTimeline()!;
    const rendered = renderClickTrack(settings({ bpm: 97, countInBeats: 3 }), 48000);
    expect(timeline.beats).toEqual(rendered.beats);
    expect(timeline.sampleRateHz).toBe(48000);
    expect(timeline.startAudioTimeSeconds).toBeCloseTo(10.05, 12);
    expect(player.currentBeat(10.04)).toBeNull();
    expect(player.currentBeat(10.05)).toEqual(rendered.beats[0]);
    const fourth = rendered.beats[3];
    const fourthTime = timeline.startAudioTimeSeconds + fourth.startSampleIndex / 48000;
    expect(player.currentBeat(fourthTime)).toEqual(fourth);
    expect(player.currentBeat(fourthTime - 0.001)).toEqual(rendered.beats[2]);
    expect(player.currentBeat(1e9)).toEqual(rendered.beats[rendered.beats.length - 1]);
  });

  it('prepare() creates the context once without playing anything; play() then uses it', async () => {
    const createContext = jest.fn(() => context as unknown as AudioContext);
    const prepared = new ClickTrackPlayer({ createContext });
    prepared.prepare();
    prepared.prepare();
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(context.sources).toHaveLength(0);
    expect(context.resumeCalls).toBe(0);
    await prepared.play(settings());
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(context.sources).toHaveLength(3);
    prepared.dispose();
    prepared.prepare(); // disposed: nothing
    expect(createContext).toHaveBeenCalledTimes(1);
  });

  it('reports the audible time (currentTime minus output latency)', async () => {
    await player.play(settings());
    context.currentTime = 20;
    context.outputLatency = 0.03;
    expect(player.getAudioTimeSeconds()).toBeCloseTo(19.97, 12);
    expect(audibleTimeSeconds({ currentTime: 5, outputLatency: 0, baseLatency: 0.01 })).toBeCloseTo(4.99, 12);
    expect(audibleTimeSeconds({ currentTime: 5 })).toBe(5);
  });

  it('unsubscribes listeners', async () => {
    const listener = jest.fn();
    const unsubscribe = player.subscribe(listener);
    unsubscribe();
    await player.play(settings());
    expect(listener).not.toHaveBeenCalled();
  });
});
