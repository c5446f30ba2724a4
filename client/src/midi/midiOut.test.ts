import { resolveRhythm } from '../../../schema/rhythm';
import type { BeatTimeline, ClickTrackSettings } from '../audio/types';
import { STATUS } from './clockPlan';
import type { MidiEvent } from './midiEvents';
import { LOOKAHEAD_MS, MidiClockOut, type ClockSource } from './midiOut';

const { clock: CLOCK, start: START, continue: CONTINUE, stop: STOP, songPosition: SONG_POSITION } = STATUS;

const song: ClickTrackSettings = {
  bpm: 120,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 4,
  countInBeats: 2,
  volumePercent: 60,
  rhythm: resolveRhythm({ timeSignature: '4/4' }),
};

/**
 * A player whose track starts at audio time `start`, the audio clock 1000 ms behind performance.now();
 * planning a track's extra events (`patches`) takes `planMs` of that clock.
 */
function world(planMs = 0, patches: MidiEvent[] = []) {
  let nowMs = 1000;
  let timeline: BeatTimeline | null = null;
  const sent: Array<{ data: number[]; timestamp: number | undefined; at: number }> = [];
  const player: ClockSource = { getTimeline: () => timeline, getAudioTimeSeconds: () => (nowMs - 1000) / 1000 };
  const out = new MidiClockOut({ send: (data, timestamp) => sent.push({ data, timestamp, at: nowMs }) }, () => player, {
    now: () => nowMs,
    timer: () => ({ stop: () => undefined }),
    extraEvents: () => {
      nowMs += planMs;
      return patches;
    },
  });
  return {
    out,
    sent,
    play: (settings: ClickTrackSettings, startAudioSeconds: number) => {
      timeline = { startAudioTimeSeconds: startAudioSeconds, beats: [], sampleRateHz: 48_000, settings };
    },
    stop: () => {
      timeline = null;
    },
    advance: (ms: number) => {
      for (let step = 0; step < ms; step += 10) {
        nowMs += 10;
        out.pump();
      }
    },
  };
}

describe('MidiClockOut', () => {
  it('sends the clock a lookahead ahead, on the heard audio clock plus the offset, with Start on the downbeat', () => {
    const w = world();
    w.out.setOffsetMs(20);
    w.play(song, 0.5);
    w.advance(3000);
    const start = w.sent.find((message) => message.data[0] === START)!;
    // Sample 0 heard at 1500 ms, the 1 s count-in, 20 ms offset.
    expect(start.timestamp).toBeCloseTo(2520, 6);
    expect(start.timestamp! - start.at).toBeLessThanOrEqual(LOOKAHEAD_MS);
    const ticks = w.sent.filter((message) => message.data[0] === CLOCK);
    expect(ticks[0]!.timestamp).toBeCloseTo(1520, 6);
    expect(ticks[24]!.timestamp! - ticks[0]!.timestamp!).toBeCloseTo(500, 6);
    expect(w.sent.every((message) => message.timestamp! >= message.at)).toBe(true);
    expect(w.out.lateCount).toBe(0);
  });

  it('sends no tick late when planning a track already under way is slow (a background tab on a busy machine)', () => {
    const w = world(30);
    w.play(song, -0.1);
    w.advance(10);
    const ticks = w.sent.filter((message) => message.data[0] === CLOCK);
    expect(ticks.length).toBeGreaterThan(0);
    expect(w.sent.every((message) => message.timestamp! >= message.at)).toBe(true);
    expect(w.out.lateCount).toBe(0);
  });

  it("sends a song's patch it came in too late for with the first tick it sends, on the grid", () => {
    const w = world(0, [{ trackSeconds: 0, data: [0xc1, 5] }]);
    // Sample 0 was heard 12 ms before MIDI out first looked (a busy machine): the first ticks are gone.
    w.play(song, -0.012);
    w.advance(10);
    const program = w.sent.find((message) => message.data[0] === 0xc1)!;
    const firstTick = w.sent.find((message) => message.data[0] === CLOCK)!;
    const ticksIn = (firstTick.timestamp! - 988) / (500 / 24);
    expect(ticksIn).toBeCloseTo(Math.round(ticksIn), 6);
    expect(firstTick.timestamp).toBeGreaterThanOrEqual(firstTick.at);
    expect(program.timestamp).toBeCloseTo(firstTick.timestamp!, 6);
  });

  it('sends Stop at once when the player stops early, then nothing more', () => {
    const w = world();
    w.play(song, 0.1);
    w.advance(1500);
    w.stop();
    w.advance(10);
    const count = w.sent.length;
    expect(w.sent.at(-1)).toEqual({ data: [STOP], timestamp: undefined, at: 2510 });
    w.advance(2000);
    expect(w.sent).toHaveLength(count);
  });

  it('goes on without a second Start when the same track moves to a new grid, and enters a later song at its position', () => {
    const w = world();
    w.play(song, 0.1);
    w.advance(1500);
    w.play(song, 0.105);
    w.advance(5000);
    expect(w.sent.filter((message) => message.data[0] === START)).toHaveLength(1);
    expect(w.sent.filter((message) => message.data[0] === STOP)).toHaveLength(1);

    const late = world();
    late.play({ ...song }, -2);
    late.advance(10);
    expect(late.sent[0]!.data[0]).toBe(SONG_POSITION);
    expect(late.sent[1]!.data).toEqual([CONTINUE]);
  });

  it('makes the player it follows jump only past what it has sent, nothing before it sends, and lets it go when turned off', () => {
    const leads: Array<number | (() => number)> = [];
    let nowMs = 1000;
    let timeline: BeatTimeline | null = null;
    const player: ClockSource = {
      getTimeline: () => timeline,
      getAudioTimeSeconds: () => (nowMs - 1000) / 1000,
      setJumpLeadSeconds: (lead) => leads.push(lead),
    };
    const out = new MidiClockOut({ send: () => undefined }, () => player, {
      now: () => nowMs,
      timer: () => ({ stop: () => undefined }),
    });
    out.pump();
    out.pump();
    expect(leads).toHaveLength(1);
    const lead = leads[0] as () => number;
    // Nothing sent yet: a jump (Play from a later section) may come as soon as the audio can make it.
    expect(lead()).toBe(0);
    timeline = { startAudioTimeSeconds: 0.1, beats: [], sampleRateHz: 48_000, settings: song };
    for (let step = 0; step < 100; step++) {
      nowMs += 10;
      out.pump();
    }
    // Playing: what went out reaches a lookahead past now, and a jump's bar line must lie past it.
    expect(lead() * 1000).toBeGreaterThan(LOOKAHEAD_MS - 30);
    expect(lead() * 1000).toBeLessThanOrEqual(LOOKAHEAD_MS + 1);
    out.dispose();
    expect(leads.at(-1)).toBe(0);
  });
});
