import { ClickTrackPlayer } from '../../../audio/ClickTrackPlayer';
import { DecodingContext } from '../../../audio/testing/decodingContext';
import type { FakeNode } from '../../../audio/testing/fakeAudioContext';
import type { ClickTrackSettings } from '../../../audio/types';
import { sayBandMessage } from './spokenMessage';

const settings: ClickTrackSettings = {
  ...{ bpm: 120, durationSeconds: 8, countInBeats: 4, volumePercent: 75 },
  ...{ soundType: 'click', countInSoundType: 'woodblock' },
};
const CUES = { countIn: true, sections: true, leadInBars: 1, volumePercent: 60 };

let context: DecodingContext;
let player: ClickTrackPlayer;
const fetched: string[] = [];

beforeEach(() => {
  context = new DecodingContext(0.3);
  player = new ClickTrackPlayer({ createContext: () => context as unknown as AudioContext });
  fetched.length = 0;
  globalThis.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    return { ok: true, arrayBuffer: async () => new ArrayBuffer(8) };
  }) as unknown as typeof fetch;
});
afterEach(() => player.dispose());

/** The source of the message's word: the one connected to a gain at the cue volume. */
const wordSources = () =>
  context.sources.filter((source) =>
    context.gains.some((gain) => source.connectedTo === gain && gain.gain.value === 0.6),
  );
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a band message said by the player', () => {
  it("starts 'Last chorus' on the frame of the downbeat's click, on the cues' own channel at the cue volume", async () => {
    await player.setOutput({ channels: [0], deviceId: '', cueChannels: [1] });
    await player.play(settings);
    const timeline = player.getTimeline()!;
    const bar3 = timeline.beats[8].startSampleIndex;
    sayBandMessage(player, 'Last chorus', CUES, { timeline, sample: bar3 });
    await settle();
    expect(fetched).toEqual(['/cues/last-chorus.wav']);
    const [word] = wordSources();
    expect(word.startedAt! * context.sampleRate).toBe(
      Math.round(timeline.startAudioTimeSeconds * context.sampleRate) + bar3,
    );
    const gain = word.connectedTo as FakeNode;
    const cueInput = gain.connections[0].to as FakeNode;
    expect(cueInput.connections.map((connection) => connection.input)).toEqual([1]);
  });

  it('says a message not on a downbeat at once, and free text not at all', async () => {
    await player.play(settings);
    sayBandMessage(player, 'Slow down a bit', CUES, null);
    sayBandMessage(player, 'Up next Closer', CUES, null);
    await settle();
    expect(fetched).toEqual(['/cues/up-next.wav']);
    const [word] = wordSources();
    expect(word.startedAt).toBeCloseTo(context.currentTime + 0.01, 6);
  });

  it("stays silent with 'Speak band messages' off", async () => {
    await player.play(settings);
    sayBandMessage(player, 'Stop', { ...CUES, speakMessages: false }, null);
    await settle();
    expect(fetched).toEqual([]);
    expect(wordSources()).toEqual([]);
  });
});
