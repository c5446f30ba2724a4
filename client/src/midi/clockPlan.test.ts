import { resolveRhythm, type RhythmInput } from '../../../schema/rhythm';
import { planClickTrack } from '../audio/renderClickTrack';
import type { ClickTrackSettings } from '../audio/types';
import { STATUS, clockEvents, planClock } from './clockPlan';

const { clock: CLOCK, start: START, continue: CONTINUE, stop: STOP, songPosition: SONG_POSITION } = STATUS;

const settings = (overrides: Partial<ClickTrackSettings> = {}): ClickTrackSettings => ({
  bpm: 120,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 4,
  countInBeats: 0,
  volumePercent: 60,
  ...overrides,
});

/** The clicks' beats (count-in and main), as the player schedules them. */
const beatSeconds = (track: ClickTrackSettings) => planClickTrack(track, 48_000).beats.map((b) => b.idealTimeSeconds);

describe('planClock', () => {
  it('ticks 24 times a quarter at a plain tempo, the count-in included, Start on the first song beat', () => {
    const plan = planClock(settings({ countInBeats: 2, durationSeconds: 2 }));
    expect(plan.songStartTick).toBe(48);
    expect(plan.ticksSeconds).toHaveLength(48 + 96);
    expect(plan.ticksSeconds[24]).toBeCloseTo(0.5, 12);
    expect(plan.ticksSeconds[1]).toBeCloseTo(0.5 / 24, 12);
    const events = clockEvents(plan);
    const start = events.findIndex((event) => event.data[0] === START);
    expect(events[start]!.trackSeconds).toBeCloseTo(1, 12);
    expect(events[start + 1]!.data).toEqual([CLOCK]);
    expect(events.filter((event) => event.data[0] === CLOCK)).toHaveLength(144);
    expect(events.at(-1)).toEqual({ trackSeconds: 3, data: [STOP] });
  });

  it('counts a quarter as two thirds of a dotted beat: 6/8 at 66 dotted quarters is 36 ticks a beat', () => {
    const rhythm = resolveRhythm({ timeSignature: '6/8', tempoUnit: 'dotted' });
    const plan = planClock(settings({ bpm: 66, rhythm, durationSeconds: 60 / 66 }));
    expect(plan.ticksSeconds).toHaveLength(36);
    // 66 dotted quarters a minute are 99 quarters: one tick every 60 / (99 × 24) s.
    expect(plan.ticksSeconds[24]).toBeCloseTo(60 / 99, 12);
  });

  it('puts a tick on every click of a 7/8 song map with a ramp and a meter change, and follows the ramp in between', () => {
    const input: RhythmInput = {
      timeSignature: '7/8',
      sections: [
        { name: 'Verse', bars: 2, bpm: 140 },
        { name: 'Build', bars: 2, bpm: 140, endBpm: 180 },
        { name: 'Chorus', bars: 2, bpm: 90, timeSignature: '3/4' },
      ],
    };
    const track = settings({ rhythm: resolveRhythm(input), countInBars: 1 });
    const plan = planClock(track);
    const beats = beatSeconds(track);
    // 1 count-in bar + 4 bars of 7 eighths (12 ticks each), then 2 bars of 3 quarters (24 each).
    expect(plan.songStartTick).toBe(7 * 12);
    expect(plan.ticksSeconds).toHaveLength(5 * 7 * 12 + 2 * 3 * 24);
    const beatTicks = [
      ...Array.from({ length: 5 * 7 }, (_, beat) => beat * 12),
      ...Array.from({ length: 6 }, (_, beat) => 5 * 7 * 12 + beat * 24),
    ];
    expect(beatTicks.map((tick) => plan.ticksSeconds[tick]! - beats[beatTicks.indexOf(tick)]!)).toEqual(
      beatTicks.map(() => expect.closeTo(0, 9)),
    );
    // Through the ramp the tick spacing shrinks steadily: the tempo rises on every tick.
    const ramp = plan.ticksSeconds.slice(3 * 7 * 12, 5 * 7 * 12);
    const gaps = ramp.slice(1).map((seconds, index) => seconds - ramp[index]!);
    gaps.slice(1).forEach((gap, index) => expect(gap).toBeLessThan(gaps[index]!));
    // Half way through the build's first tick, the tempo is 140 eighths a minute: 60 / (140 × 12) s.
    expect(gaps[0]).toBeCloseTo(60 / (140 * 12), 4);
  });

  it('enters a later position with Song Position Pointer and Continue on the next sixteenth', () => {
    const plan = planClock(settings({ countInBeats: 4, durationSeconds: 8 }));
    // Two bars of 4/4 into the song (count-in 2 s): 8 quarters = 32 sixteenths.
    const events = clockEvents(plan, 2 + 4 - 0.001);
    expect(events[0]).toEqual({ trackSeconds: expect.closeTo(6, 9), data: [SONG_POSITION, 32, 0] });
    expect(events[1]!.data).toEqual([CONTINUE]);
    expect(events[2]!.data).toEqual([CLOCK]);
    expect(events.some((event) => event.data[0] === START)).toBe(false);
  });

  it('sends no Start or Stop for a track whose song has no beats', () => {
    expect(clockEvents(planClock(settings({ durationSeconds: 0, countInBeats: 0 })))).toEqual([]);
  });
});
