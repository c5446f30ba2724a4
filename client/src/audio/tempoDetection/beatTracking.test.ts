import { localPeriods, meanPeriod, trackBeats } from './beatTracking';

/** An onset envelope (100 frames a second) with a pulse on each beat of a tempo that follows `bpmAt(seconds)`. */
function pulses(seconds: number, bpmAt: (time: number) => number): { envelope: Float32Array; beats: number } {
  const envelope = new Float32Array(seconds * 100);
  let beats = 0;
  for (let time = 0, phase = 0; time < seconds; time += 0.001) {
    const next = phase + (bpmAt(time) / 60) * 0.001;
    if (Math.floor(next) > Math.floor(phase)) {
      envelope[Math.round(time * 100)] = 1;
      beats++;
    }
    phase = next;
  }
  return { envelope, beats };
}

describe('trackBeats / meanPeriod', () => {
  it('gives the mean period of a tempo that wobbles ±2 % (a fixed comb would follow one side)', () => {
    const { envelope } = pulses(30, (time) => 150 * (1 + 0.02 * Math.sin((2 * Math.PI * time) / 9)));
    const beats = trackBeats(envelope, 40);
    const bpm = (60 * 100) / meanPeriod(beats);
    expect(beats.length).toBeGreaterThan(70);
    expect(Math.abs(bpm - 150)).toBeLessThanOrEqual(1);
  });

  it('gives the mean of a slow drift', () => {
    const { envelope } = pulses(30, (time) => 97.5 + (5 * time) / 30);
    expect(Math.abs((60 * 100) / meanPeriod(trackBeats(envelope, 60)) - 100)).toBeLessThanOrEqual(1);
  });

  it('answers nothing for an empty envelope and NaN for too few beats', () => {
    expect(trackBeats(new Float32Array(0), 50)).toEqual([]);
    expect(meanPeriod([0, 50, 100])).toBeNaN();
  });

  it('measures the local period along a drift, and leaves out a window where the beats slip a phase', () => {
    // Beats every 50 frames slowing to every 60 over 60 beats.
    const beats: number[] = [];
    for (let index = 0, position = 0; index < 60; index++, position += 50 + (10 * index) / 60) beats.push(position);
    const periods = localPeriods(beats, 300, 50);
    expect(periods[0].period).toBeLessThan(52);
    expect(periods[periods.length - 1].period).toBeGreaterThan(57);
    expect(periods.every(({ standardError }) => standardError < 0.5)).toBe(true);
    const slipped = [0, 50, 100, 150, 200, 275, 325, 375, 425, 475];
    expect(localPeriods(slipped, 480, 500)).toEqual([]);
  });
});
