import { ClickTrackPlayer } from '../audio/ClickTrackPlayer';
import { nextSectionJump, sameBarJump, startAtSectionJump } from '../audio/sectionJump';
import { FakeAudioContext } from '../audio/testing/fakeAudioContext';
import { songMapSettings } from '../audio/testing/songMapSettings';
import type { ClickTrackSettings } from '../audio/types';
import { STATUS } from './clockPlan';
import { MidiClockOut } from './midiOut';

const { clock: CLOCK, start: START, continue: CONTINUE, stop: STOP, songPosition: SONG_POSITION } = STATUS;
/** performance.now() is the audio clock plus this. */
const AUDIO_TO_PERF_MS = 1000;

/** A count-in bar (0–2 s), the Verse (2–6 s) and Chorus (6–10 s) at 120, the Bridge (3/4 at 90, 10–14 s), the Outro. */
const songMap = songMapSettings([
  { name: 'Verse', bars: 2, bpm: 120 },
  { name: 'Chorus', bars: 2, bpm: 120 },
  { name: 'Bridge', bars: 2, bpm: 90, timeSignature: '3/4' },
  { name: 'Outro', bars: 2, bpm: 120 },
]);

/** The real click player on a fake audio clock, with MIDI out following it (or not) on a recording output. */
async function stage({ midi, settings = songMap }: { midi: boolean; settings?: ClickTrackSettings }) {
  jest.useFakeTimers();
  const context = new FakeAudioContext();
  context.state = 'running';
  context.currentTime = 10;
  const player = new ClickTrackPlayer({
    createContext: () => context as unknown as AudioContext,
    now: () => context.currentTime,
  });
  const sent: Array<{ data: number[]; timestamp: number | undefined }> = [];
  const perfMs = () => context.currentTime * 1000 + AUDIO_TO_PERF_MS;
  const out = midi
    ? new MidiClockOut({ send: (data, timestamp) => sent.push({ data, timestamp }) }, () => player, {
        now: perfMs,
        timer: () => ({ stop: () => undefined }),
      })
    : null;
  // MIDI out is on before Play, looking every 10 ms as in the app.
  out?.pump();
  await player.play(settings);
  const startSeconds = player.getTimeline()!.startAudioTimeSeconds;
  return {
    player,
    sent,
    startSeconds,
    /** performance.now() of `trackSeconds` of the track as first played. */
    perfOf: (trackSeconds: number) => (startSeconds + trackSeconds) * 1000 + AUDIO_TO_PERF_MS,
    /** Runs the audio clock to `trackSeconds` of the first track, the player and MIDI out looking every 10 ms. */
    runTo(trackSeconds: number) {
      while (context.currentTime < startSeconds + trackSeconds - 1e-9) {
        context.currentTime = Math.min(context.currentTime + 0.01, startSeconds + trackSeconds);
        jest.advanceTimersByTime(10);
        out?.pump();
      }
    },
    dispose() {
      out?.dispose();
      player.dispose();
      jest.useRealTimers();
    },
  };
}

const TRANSPORT: number[] = [START, CONTINUE, STOP];
const transport = (sent: Array<{ data: number[] }>) => sent.filter((message) => TRANSPORT.includes(message.data[0]!));
const ticks = (sent: Array<{ data: number[]; timestamp: number | undefined }>) =>
  sent.filter((message) => message.data[0] === CLOCK).map((message) => message.timestamp!);

describe('MIDI out and a jump at a bar line', () => {
  it('plays from a later section after a count-in shorter than the lookahead: nothing has gone out, so nothing holds it back', async () => {
    const fast = songMapSettings([
      { name: 'Verse', bars: 2, bpm: 180 },
      { name: 'Bridge', bars: 2, bpm: 90, timeSignature: '3/4' },
    ]);
    // One beat of count-in at 180 BPM: 333 ms, less than the lookahead.
    const on = await stage({ midi: true, settings: { ...fast, countInBars: undefined, countInBeats: 1 } });
    // As the stage asks once Play has started, before MIDI out's first look.
    expect(on.player.jumpToBar(startAtSectionJump(1))).toBe(true);
    expect(on.player.getPendingJump()!.atAudioSeconds).toBeCloseTo(on.startSeconds + 1 / 3, 4);
    on.runTo(3);
    const barMs = on.perfOf(1 / 3);
    // The gear is placed in the Bridge and continues there: no Start from bar 1.
    expect(transport(on.sent).map((message) => message.data)).toEqual([[CONTINUE]]);
    const position = on.sent.find((message) => message.data[0] === SONG_POSITION)!;
    expect(position.timestamp).toBeCloseTo(barMs, 3);
    const after = ticks(on.sent).filter((at) => at >= barMs - 0.5);
    const gaps = after.slice(1).map((at, i) => at - after[i]!);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThan(0.05);
    expect(gaps[0]).toBeCloseTo(60_000 / (90 * 24), 2);
    on.dispose();
  });

  it('waits for a bar line past the MIDI lookahead: 200 ms before one, the next with MIDI off, the one after with MIDI on', async () => {
    const off = await stage({ midi: false });
    off.runTo(3.8);
    expect(off.player.jumpToBar(nextSectionJump)).toBe(true);
    expect(off.player.getPendingJump()!.atAudioSeconds).toBeCloseTo(off.startSeconds + 4, 4);
    off.dispose();

    const on = await stage({ midi: true });
    on.runTo(3.8);
    expect(on.player.jumpToBar(nextSectionJump)).toBe(true);
    // At 6 s the Chorus begins anyway, so the press means the Bridge from there.
    const jump = on.player.getPendingJump()!;
    expect(jump.atAudioSeconds).toBeCloseTo(on.startSeconds + 6, 4);
    expect(jump.atAudioSeconds - jump.timeline.startAudioTimeSeconds).toBeCloseTo(10, 4);
    on.dispose();
  });

  it('sends every tick past the jump on the new section’s grid, none at the old tempo, and the clock runs on', async () => {
    const w = await stage({ midi: true });
    w.runTo(3.8);
    expect(w.player.jumpToBar(nextSectionJump)).toBe(true);
    w.runTo(8);
    const barMs = w.perfOf(6);
    const sent = ticks(w.sent);
    const before = sent.filter((timestamp) => timestamp < barMs - 0.5);
    const after = sent.filter((timestamp) => timestamp >= barMs - 0.5);
    // 120 BPM up to the bar line: 24 ticks a half second; the count-in and Verse, 6 s of them.
    expect(before).toHaveLength(6 * 48);
    before.forEach((timestamp, index) => expect(timestamp).toBeCloseTo(w.perfOf(index / 48), 6));
    // From the bar line the Bridge at 90 BPM: 24 ticks a quarter of 2/3 s, the first on the bar line.
    expect(after.length).toBeGreaterThan(48);
    after.forEach((timestamp, index) => expect(timestamp - barMs).toBeCloseTo((index * 1000 * (60 / 90)) / 24, 1));
    // The clicks heard from the bar line are the jumped track's: each has its tick.
    const timeline = w.player.getTimeline()!;
    const clicks = timeline.beats
      .map((beat) => (timeline.startAudioTimeSeconds + beat.startSampleIndex / 48_000) * 1000 + AUDIO_TO_PERF_MS)
      .filter((ms) => ms >= barMs - 0.5 && ms <= after.at(-1)!);
    expect(clicks.length).toBeGreaterThan(2);
    for (const ms of clicks) expect(Math.min(...after.map((tick) => Math.abs(tick - ms)))).toBeLessThan(0.05);
    // One Start, no second transport: the gear plays on through the jump.
    expect(transport(w.sent)).toHaveLength(1);
    w.dispose();
  });

  it('takes a tapped tempo at a bar line past the lookahead and goes on at it without stopping the gear', async () => {
    const w = await stage({ midi: true });
    w.runTo(2.3);
    const faster = { ...songMap, rhythm: null, bpm: 150 };
    expect(w.player.jumpToBar(sameBarJump, faster)).toBe(true);
    // The Verse's second bar line (4 s) is 1.7 s ahead, far enough: the tempo changes there.
    expect(w.player.getPendingJump()!.atAudioSeconds).toBeCloseTo(w.startSeconds + 4, 4);
    w.runTo(5);
    const barMs = w.perfOf(4);
    const after = ticks(w.sent).filter((timestamp) => timestamp >= barMs - 0.5);
    expect(after.length).toBeGreaterThan(24);
    after.forEach((timestamp, index) => expect(timestamp - barMs).toBeCloseTo((index * 1000 * (60 / 150)) / 24, 1));
    expect(transport(w.sent)).toHaveLength(1);
    w.dispose();
  });
});
