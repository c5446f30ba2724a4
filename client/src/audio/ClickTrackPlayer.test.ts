import { audibleTimeSeconds, ClickTrackPlayer, SCHEDULING_MARGIN_SECONDS } from './ClickTrackPlayer';
import { renderClickTrack } from './renderClickTrack';
import type { ClickTrackSettings, PlayerState } from './types';

/** A recording stand-in for AudioBufferSourceNode. */
class FakeSource {
  buffer: { data: Float32Array } | null = null;
  onended: (() => void) | null = null;
  startedAt: number | null = null;
  stopCalls = 0;
  connectedTo: unknown = null;
  connect(destination: unknown) {
    this.connectedTo = destination;
  }
  disconnect() {
    this.connectedTo = null;
  }
  start(when = 0) {
    this.startedAt = when;
  }
  stop() {
    this.stopCalls++;
  }
}

/** A recording stand-in for AudioContext whose clock the test advances. */
class FakeAudioContext {
  currentTime = 10;
  sampleRate = 48000;
  state: 'suspended' | 'running' = 'suspended';
  outputLatency = 0;
  baseLatency = 0;
  destination = { name: 'destination' };
  sources: FakeSource[] = [];
  resumeCalls = 0;
  async resume() {
    this.resumeCalls++;
    this.state = 'running';
  }
  createBuffer(_channels: number, length: number, _rate: number) {
    const data = new Float32Array(length);
    return { length, getChannelData: () => data, data };
  }
  createBufferSource() {
    const source = new FakeSource();
    this.sources.push(source);
    return source;
  }
  async close() {}
}

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

/** The source of the track (sources[0] is the silent iOS unlock sample). */
const trackSource = (index = 0) => context.sources[index + 1];

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

  it('resumes the context, unlocks it once with a 1-sample buffer and starts one buffer after the scheduling margin', async () => {
    await player.play(settings());
    expect(context.resumeCalls).toBe(1);
    expect(context.sources).toHaveLength(2);
    const [unlock, source] = context.sources;
    expect(unlock.buffer?.data.length).toBe(1);
    expect(unlock.startedAt).toBe(0);
    expect(source.startedAt).toBeCloseTo(10 + SCHEDULING_MARGIN_SECONDS, 12);
    expect(source.connectedTo).toBe(context.destination);
    const rendered = renderClickTrack(settings(), 48000);
    expect(source.buffer?.data).toEqual(rendered.samples);
    await player.play(settings());
    expect(context.sources).toHaveLength(3); // no second unlock
  });

  it('goes idle → count-in → playing → idle by the audio clock, and ends on `ended` once the end is heard', async () => {
    await player.play(settings()); // 4 count-in beats at 120 bpm: main starts 2 s after the start
    expect(states).toEqual(['count-in']);
    const start = 10 + SCHEDULING_MARGIN_SECONDS;
    advanceAudioTo(start + 1.99);
    expect(player.getState()).toBe('count-in');
    advanceAudioTo(start + 2);
    expect(player.getState()).toBe('playing');
    advanceAudioTo(start + 4.9);
    expect(player.getState()).toBe('playing');
    // The audio thread is done but, with 30 ms output latency, the end is not heard yet: the last beat still shows.
    context.currentTime = start + 5.01;
    context.outputLatency = 0.03;
    trackSource().onended?.();
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
    advanceAudioTo(10 + SCHEDULING_MARGIN_SECONDS + 3.2);
    expect(player.getState()).toBe('playing');
    advanceAudioTo(10 + SCHEDULING_MARGIN_SECONDS + 3.6);
    expect(player.getState()).toBe('idle');
  });

  it('does not change state from timers while the audio clock stands still', async () => {
    await player.play(settings());
    jest.advanceTimersByTime(60_000);
    expect(player.getState()).toBe('count-in');
  });

  it('stops the current track when a new one starts', async () => {
    await player.play(settings());
    const first = trackSource(0);
    await player.play(settings({ countInBeats: 0, bpm: 90 }));
    expect(first.stopCalls).toBe(1);
    context.currentTime = 100;
    first.onended?.(); // a late `ended` of the old source must not stop the new one
    expect(player.getState()).toBe('playing');
    expect(trackSource(1).stopCalls).toBe(0);
    expect(states).toEqual(['count-in', 'playing']);
  });

  it('stop() is immediate', async () => {
    await player.play(settings());
    player.stop();
    expect(trackSource().stopCalls).toBe(1);
    expect(player.getState()).toBe('idle');
    expect(player.getTimeline()).toBeNull();
    expect(states).toEqual(['count-in', 'idle']);
  });

  it('a stop() while resume is pending cancels the play', async () => {
    const playing = player.play(settings());
    player.stop();
    await playing;
    expect(context.sources).toHaveLength(1); // only the unlock sample
    expect(player.getState()).toBe('idle');
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

  it('reports the audible time (currentTime minus output latency)', async () => {
    await player.play(settings());
    context.currentTime = 20;
    context.outputLatency = 0.03;
    expect(player.getAudioTimeSeconds()).toBeCloseTo(19.97, 12);
    expect(audibleTimeSeconds({ currentTime: 5, outputLatency: 0, baseLatency: 0.01 })).toBeCloseTo(4.99, 12);
    expect(audibleTimeSeconds({ currentTime: 5 })).toBe(5);
  });

  it('holds a screen wake lock while playing and releases it on stop', async () => {
    const release = jest.fn(async () => undefined);
    const request = jest.fn(async () => ({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      await player.play(settings());
      await Promise.resolve();
      expect(request).toHaveBeenCalledWith('screen');
      player.stop();
      expect(release).toHaveBeenCalledTimes(1);
    } finally {
      delete (navigator as { wakeLock?: unknown }).wakeLock;
    }
  });

  it('ignores a refused wake lock', async () => {
    Object.defineProperty(navigator, 'wakeLock', { value: { request: () => Promise.reject(new Error('denied')) }, configurable: true });
    try {
      await player.play(settings());
      await Promise.resolve();
      expect(player.getState()).toBe('count-in');
    } finally {
      delete (navigator as { wakeLock?: unknown }).wakeLock;
    }
  });

  it('unsubscribes listeners', async () => {
    const listener = jest.fn();
    const unsubscribe = player.subscribe(listener);
    unsubscribe();
    await player.play(settings());
    expect(listener).not.toHaveBeenCalled();
  });
});
