import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ClickTrackSettings, PlayerState } from '../client/src/audio/types';
import type * as ClickAudioModule from '../client/src/audio/index';
import { launchBrowser, watchPageErrors } from './support/browser';

/** The engine bundled by rolldown (testkit/audioBundle.mjs) as a script defining `ClickAudio`. */
const engineScript = execFileSync(process.execPath, [resolve(__dirname, '../testkit/audioBundle.mjs')], {
  encoding: 'utf8',
  maxBuffer: 16 * 1024 * 1024,
});

declare global {
  var ClickAudio: typeof ClickAudioModule;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
  await page.setContent('<!doctype html><html><body>audio engine</body></html>');
  await page.addScriptTag({ content: engineScript });
});
afterEach(async () => {
  await context.close();
  expect(pageErrors).toEqual([]);
});

interface OfflineResult {
  expected: number[];
  detected: number[];
  maxSampleDifference: number;
}

/**
 * In the page: renders the track, plays its AudioBuffer through an OfflineAudioContext at the same rate
 * with AudioBufferSourceNode.start(0), and detects onsets (first non-zero sample after ≥100 silent ones).
 */
function renderThroughWebAudio(settings: ClickTrackSettings, sampleRateHz: number): Promise<OfflineResult> {
  return page.evaluate(
    async ({ settings, sampleRateHz }) => {
      const track = ClickAudio.renderClickTrack(settings, sampleRateHz);
      const offline = new OfflineAudioContext(1, track.samples.length, sampleRateHz);
      const buffer = offline.createBuffer(1, track.samples.length, sampleRateHz);
      buffer.copyToChannel(track.samples as Float32Array<ArrayBuffer>, 0);
      const source = offline.createBufferSource();
      source.buffer = buffer;
      source.connect(offline.destination);
      source.start(0);
      const output = (await offline.startRendering()).getChannelData(0);
      const detected: number[] = [];
      let silentRun = 100;
      let maxSampleDifference = 0;
      for (let index = 0; index < output.length; index++) {
        maxSampleDifference = Math.max(maxSampleDifference, Math.abs(output[index] - track.samples[index]));
        if (output[index] === 0) {
          silentRun++;
          continue;
        }
        if (silentRun >= 100) detected.push(index);
        silentRun = 0;
      }
      return { expected: track.beats.map((beat) => beat.startSampleIndex), detected, maxSampleDifference };
    },
    { settings, sampleRateHz },
  );
}

const settings = (overrides: Partial<ClickTrackSettings>): ClickTrackSettings => ({
  bpm: 120,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 10,
  countInBeats: 4,
  volumePercent: 75,
  ...overrides,
});

describe('the click-track engine in Chromium (real Web Audio)', () => {
  const cases = [40, 97, 120, 181, 240].flatMap((bpm) => [0, 4, 8].map((countInBeats) => [bpm, countInBeats] as const));

  it.each([44100, 48000])(
    'at %d Hz every onset through an OfflineAudioContext is on its exact grid sample (±0)',
    async (sampleRateHz) => {
      for (const [bpm, countInBeats] of cases) {
        for (const soundType of ['click', 'beep', 'woodblock', 'cowbell'] as const) {
          const result = await renderThroughWebAudio(
            settings({ bpm, countInBeats, soundType, countInSoundType: soundType, durationSeconds: 12 }),
            sampleRateHz,
          );
          expect({ bpm, countInBeats, soundType, detected: result.detected }).toEqual({
            bpm,
            countInBeats,
            soundType,
            detected: result.expected,
          });
          // Same rate, start(0): Chromium copies the buffer through untouched.
          expect(result.maxSampleDifference).toBe(0);
        }
      }
    },
  );

  it.each([44100, 48000])(
    'at %d Hz the head and rest the player schedules, mixed by Web Audio, are the whole render sample for sample (a click crosses the boundary)',
    async (sampleRateHz) => {
      const observed = await page.evaluate(
        async ({ trackSettings, sampleRateHz }) => {
          const whole = ClickAudio.renderClickTrack(trackSettings, sampleRateHz).samples;
          const offline = new OfflineAudioContext(1, whole.length + sampleRateHz, sampleRateHz);
          // The player schedules on an OfflineAudioContext's clock (stopped at 0 until rendering starts).
          const contextLike = {
            get currentTime() {
              return offline.currentTime;
            },
            sampleRate: sampleRateHz,
            state: 'running' as AudioContextState,
            destination: offline.destination,
            resume: async () => undefined,
            createBuffer: (channels: number, length: number, rate: number) =>
              offline.createBuffer(channels, length, rate),
            createBufferSource: () => offline.createBufferSource(),
          };
          const sourceLengths: number[] = [];
          const player = new ClickAudio.ClickTrackPlayer({
            createContext: () => {
              const createBufferSource = contextLike.createBufferSource;
              contextLike.createBufferSource = () => {
                const source = createBufferSource();
                const start = source.start.bind(source);
                source.start = (when?: number, offset?: number) => {
                  sourceLengths.push(source.buffer!.length);
                  start(when, offset);
                };
                return source;
              };
              return contextLike as unknown as AudioContext;
            },
          });
          await player.play(trackSettings);
          const startFrame = Math.round(player.getTimeline()!.startAudioTimeSeconds * sampleRateHz);
          const output = (await offline.startRendering()).getChannelData(0);
          player.dispose();
          let differences = 0;
          for (let index = 0; index < output.length; index++) {
            const expected = index >= startFrame && index < startFrame + whole.length ? whole[index - startFrame] : 0;
            if (output[index] !== expected) differences++;
          }
          const oneSecond = startFrame + sampleRateHz;
          return {
            sourceLengths,
            differences,
            soundAcrossBoundary: output[oneSecond - 1] !== 0 && output[oneSecond] !== 0,
          };
        },
        { trackSettings: settings({ bpm: 181, countInBeats: 3, durationSeconds: 5 }), sampleRateHz },
      );
      // The unlock sample, the 1 s head, the rest.
      expect(observed.sourceLengths.slice(0, 2)).toEqual([1, sampleRateHz]);
      expect(observed.sourceLengths).toHaveLength(3);
      expect(observed.soundAcrossBoundary).toBe(true); // beat 3 at 0.9945 s sounds until 1.0345 s
      expect(observed.differences).toBe(0);
    },
  );

  it.each([
    ['the left side of a stereo output', 2, [0]],
    ['channels 3 and 4 of a four-channel interface', 4, [2, 3]],
    ['both sides of a stereo output (every channel)', 2, null],
  ])(
    'routed to %s, the click is sample-exact on the chosen channels and the others hold digital silence',
    async (_name, channelCount, chosen) => {
      const sampleRateHz = 48000;
      const result = await page.evaluate(
        async ({ settings, sampleRateHz, channelCount, chosen }) => {
          const track = ClickAudio.renderClickTrack(settings, sampleRateHz);
          const offline = new OfflineAudioContext(channelCount, track.samples.length, sampleRateHz);
          const buffer = offline.createBuffer(1, track.samples.length, sampleRateHz);
          buffer.copyToChannel(track.samples as Float32Array<ArrayBuffer>, 0);
          const source = offline.createBufferSource();
          source.buffer = buffer;
          // On a stereo output, routed to one side first, then as asked: a choice never keeps what
          // the one before set. (An offline context's channel count is fixed at its creation.)
          if (channelCount === 2) ClickAudio.clickOutputNode(offline, [0]);
          source.connect(ClickAudio.clickOutputNode(offline, chosen));
          source.start(0);
          const rendered = await offline.startRendering();
          return Array.from({ length: channelCount }, (_, channel) => {
            const data = rendered.getChannelData(channel);
            let nonZero = 0;
            let differences = 0;
            for (let i = 0; i < data.length; i++) {
              if (data[i] !== 0) nonZero++;
              if (data[i] !== track.samples[i]) differences++;
            }
            return { channel, nonZero, differences };
          });
        },
        { settings: settings({ bpm: 120, countInBeats: 4, durationSeconds: 3 }), sampleRateHz, channelCount, chosen },
      );
      for (const { channel, nonZero, differences } of result) {
        if (chosen === null || chosen.includes(channel)) {
          expect(nonZero).toBeGreaterThan(0);
          expect(differences).toBe(0);
        } else {
          expect(nonZero).toBe(0);
        }
      }
    },
  );

  it('with the click on channel 1 and the cues on channel 2 of a four-channel interface, channels 3 and 4 hold digital silence and a cue starts on its click’s sample (0 samples apart)', async () => {
    const sampleRateHz = 48000;
    const result = await page.evaluate(
      async ({ settings, sampleRateHz }) => {
        const track = ClickAudio.renderClickTrack(settings, sampleRateHz);
        const offline = new OfflineAudioContext(4, track.samples.length, sampleRateHz);
        const routes = ClickAudio.outputRoutes(offline, [0], [1]);
        /** A source of `samples` into `node`, its first sample at `frame`. */
        const play = (samples: Float32Array, node: AudioNode, frame: number) => {
          const buffer = new AudioBuffer({ numberOfChannels: 1, length: samples.length, sampleRate: sampleRateHz });
          buffer.copyToChannel(samples as Float32Array<ArrayBuffer>, 0);
          const source = new AudioBufferSourceNode(offline, { buffer });
          source.connect(node);
          source.start(frame / sampleRateHz);
        };
        play(track.samples, routes.click, 0);
        // A stand-in word (loud from its first sample) on the second count-in beat, as CueVoice starts one.
        const beatFrame = track.beats[1].startSampleIndex;
        play(new Float32Array(Math.round(0.2 * sampleRateHz)).fill(0.25), routes.cues, beatFrame);
        const rendered = await offline.startRendering();
        const channels = Array.from({ length: 4 }, (_, channel) => rendered.getChannelData(channel));
        const firstSound = (data: Float32Array, from: number) => data.findIndex((value, i) => i >= from && value !== 0);
        let clickDifferences = 0;
        for (let i = 0; i < track.samples.length; i++) if (channels[0][i] !== track.samples[i]) clickDifferences++;
        return {
          clickDifferences,
          clickOnset: firstSound(channels[0], beatFrame - 100),
          expectedClickOnset: firstSound(track.samples, beatFrame - 100),
          cueOnset: firstSound(channels[1], 0),
          beatFrame,
          silentChannels: channels.slice(2).map((data) => data.every((value) => value === 0)),
          clickInCueChannel: channels[1].slice(0, beatFrame).some((value) => value !== 0),
        };
      },
      { settings: settings({ bpm: 120, countInBeats: 4, durationSeconds: 3 }), sampleRateHz },
    );
    expect(result.clickDifferences).toBe(0);
    expect(result.silentChannels).toEqual([true, true]);
    expect(result.clickInCueChannel).toBe(false);
    expect(result.cueOnset).toBe(result.beatFrame);
    expect(result.clickOnset).toBe(result.expectedClickOnset);
    expect(result.cueOnset - result.clickOnset).toBe(0);
  });

  it('plays through a real AudioContext: count-in → playing → idle on the audio clock, beat 0 at the timeline start', async () => {
    const observed = await page.evaluate(
      async (trackSettings) => {
        const player = new ClickAudio.ClickTrackPlayer();
        const states: PlayerState[] = [];
        player.subscribe((state) => states.push(state));
        const idle = new Promise<void>((done) => player.subscribe((state) => state === 'idle' && done()));
        await player.play(trackSettings);
        const timeline = player.getTimeline()!;
        const beatAtStart = player.currentBeat(timeline.startAudioTimeSeconds);
        await idle;
        player.dispose();
        return { states, beatCount: timeline.beats.length, beatAtStart };
      },
      settings({ bpm: 240, countInBeats: 2, durationSeconds: 3 }),
    );
    expect(observed.states).toEqual(['count-in', 'playing', 'idle']);
    expect(observed.beatCount).toBe(2 + 12);
    expect(observed.beatAtStart).toMatchObject({ index: 0, kind: 'count-in', numberInKind: 1, startSampleIndex: 0 });
  });
});
