import { ClickTrackPlayer } from '../ClickTrackPlayer';
import { DecodingContext } from '../testing/decodingContext';
import type { FakeSource } from '../testing/fakeAudioContext';
import type { ClickTrackSettings } from '../types';
import { encodeWav } from '../wav';
import { CUE_WORDS } from './cueWords';
import { ownCueWordUrl } from './ownCueWords';

/** Every word decodes to 0.2 s of a steady level (DecodingContext; the fake's buffers are plain arrays). */
const WORD_SECONDS = 0.2;

/** Four count-in beats at 120 bpm, with the count-in spoken at 60 %. */
const settings: ClickTrackSettings = {
  ...{ bpm: 120, durationSeconds: 3, countInBeats: 4, volumePercent: 75 },
  ...{ soundType: 'click', countInSoundType: 'woodblock' },
  cues: { countIn: true, sections: true, leadInBars: 1, volumePercent: 60 },
};

let context: DecodingContext;
let player: ClickTrackPlayer;
const fetched: string[] = [];

beforeEach(() => {
  context = new DecodingContext();
  context.sampleRate = 44100;
  player = new ClickTrackPlayer({ createContext: () => context as unknown as AudioContext });
  globalThis.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    // An own sound: 0.1 s of a steady 0.25 at the context's rate; anything else decodes as a built-in word.
    const own = url.startsWith('/api/sounds/');
    const bytes = own ? encodeWav(new Float32Array(4410).fill(0.25), 44100) : new ArrayBuffer(8);
    return { ok: true, arrayBuffer: async () => bytes };
  }) as unknown as typeof fetch;
});
afterEach(() => player.dispose());

/** Lets the samples' loading (promises) finish. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));
const cueSources = () =>
  context.sources.filter((source: FakeSource) => context.gains.includes(source.connectedTo as never));

describe('the player speaks cues on its own audio clock', () => {
  it('starts "one, two, three, four" on the count-in beats of the track it plays, through the cue volume into the click output', async () => {
    await player.play(settings);
    await loaded();
    expect(fetched).toHaveLength(CUE_WORDS.length);
    const timeline = player.getTimeline()!;
    const words = cueSources();
    expect(words.map((source) => source.startedAt)).toEqual(
      timeline.beats
        .filter((beat) => beat.kind === 'count-in')
        .map((beat) => timeline.startAudioTimeSeconds + beat.startSampleIndex / context.sampleRate),
    );
    expect(words.every((source) => source.buffer!.data.length === WORD_SECONDS * context.sampleRate)).toBe(true);
    const [gain] = context.gains;
    expect(gain.gain.value).toBeCloseTo(0.6);
    expect(gain.connections.map((connection) => connection.to)).toEqual([context.destination]);
  });

  it('stops the words with the click, and speaks none when the track has cues off', async () => {
    await player.play(settings);
    await loaded();
    const words = cueSources();
    expect(words).toHaveLength(4);
    player.stop();
    expect(words.map((source) => [source.stopCalls, source.connectedTo])).toEqual(words.map(() => [1, null]));
    const before = context.sources.length;
    await player.play({ ...settings, cues: null });
    await loaded();
    expect(cueSources().filter((source) => context.sources.indexOf(source) >= before)).toEqual([]);
  });

  it("says a word in the user's own voice, on the same frame the built-in word would start", async () => {
    await player.play({
      ...settings,
      cues: { ...settings.cues!, ownWords: [{ word: 'three', soundId: 'live-three' }] },
    });
    await loaded();
    expect(fetched).toContain(ownCueWordUrl('live-three'));
    const timeline = player.getTimeline()!;
    const third = timeline.beats.filter((beat) => beat.kind === 'count-in')[2]!;
    const words = cueSources();
    expect(words.map((source) => source.buffer!.data.length)).toEqual([8820, 8820, 4410, 8820]);
    expect(words[2]!.startedAt).toBe(timeline.startAudioTimeSeconds + third.startSampleIndex / context.sampleRate);
    expect(words[2]!.buffer!.data[0]).toBeCloseTo(0.25, 3);
  });
});
