import { TapTempo } from './tapTempo';

/** Taps at the given times and returns the last reading. */
function tapAll(tapTempo: TapTempo, timesMs: number[]) {
  return timesMs.map((time) => tapTempo.tap(time)).at(-1)!;
}

describe('TapTempo', () => {
  it('gives the default 120 for a single tap, with no detected bpm', () => {
    expect(new TapTempo().tap(1000)).toEqual({ bpm: 120, tapCount: 1, detectedBpm: null });
    expect(new TapTempo().reading()).toEqual({ bpm: 120, tapCount: 0, detectedBpm: null });
  });

  it('computes 60000 / mean interval, but shows it only from the third tap', () => {
    const tapTempo = new TapTempo();
    tapTempo.tap(0);
    expect(tapTempo.tap(500)).toEqual({ bpm: 120, tapCount: 2, detectedBpm: null });
    const tapTempo2 = new TapTempo();
    tapTempo2.tap(0);
    expect(tapTempo2.tap(600)).toEqual({ bpm: 100, tapCount: 2, detectedBpm: null });
    expect(tapTempo2.tap(1200)).toEqual({ bpm: 100, tapCount: 3, detectedBpm: 100 });
  });

  it('rounds the result', () => {
    // mean interval 700 ms → 85.71 → 86
    expect(tapAll(new TapTempo(), [0, 700, 1400]).bpm).toBe(86);
    // mean (650 + 750) / 2 = 700 → 86
    expect(tapAll(new TapTempo(), [0, 650, 1400]).detectedBpm).toBe(86);
  });

  it('averages only the last 8 taps', () => {
    // 4 slow taps (1000 ms) then 8 fast ones (500 ms): the last 8 taps span 7 intervals of 500 ms.
    const times = [0, 1000, 2000, 3000, 3500, 4000, 4500, 5000, 5500, 6000, 6500, 7000];
    const reading = tapAll(new TapTempo(), times);
    expect(reading.bpm).toBe(120);
    expect(reading.tapCount).toBe(12);
    // With 7 taps the slow ones still count: intervals 1000,1000,1000,500,500,500 → mean 750 → 80.
    expect(tapAll(new TapTempo(), times.slice(0, 7)).bpm).toBe(80);
  });

  it('restarts after a gap over 2000 ms; that tap becomes the first', () => {
    const tapTempo = new TapTempo();
    tapAll(tapTempo, [0, 500, 1000]);
    expect(tapTempo.tap(3001)).toEqual({ bpm: 120, tapCount: 1, detectedBpm: null });
    tapTempo.tap(3601);
    expect(tapTempo.tap(4201)).toEqual({ bpm: 100, tapCount: 3, detectedBpm: 100 });
  });

  it('keeps the sequence for a gap of exactly 2000 ms (clamped to 40)', () => {
    const tapTempo = new TapTempo();
    expect(tapAll(tapTempo, [0, 2000, 4000])).toEqual({ bpm: 40, tapCount: 3, detectedBpm: 40 });
  });

  it('clamps to 40–240', () => {
    expect(tapAll(new TapTempo(), [0, 1800, 3600]).bpm).toBe(40); // 33 bpm
    expect(tapAll(new TapTempo(), [0, 100, 200]).bpm).toBe(240); // 600 bpm
    expect(tapAll(new TapTempo(), [0, 0, 0]).bpm).toBe(240); // zero interval
  });

  it('reset() forgets every tap', () => {
    const tapTempo = new TapTempo();
    tapAll(tapTempo, [0, 500, 1000]);
    tapTempo.reset();
    expect(tapTempo.reading()).toEqual({ bpm: 120, tapCount: 0, detectedBpm: null });
    expect(tapTempo.tap(1200)).toEqual({ bpm: 120, tapCount: 1, detectedBpm: null });
  });
});
