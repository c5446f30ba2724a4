import { audibleTimeSeconds, smoothAudibleTimeSeconds } from './audioClock';

describe('audibleTimeSeconds', () => {
  it('subtracts the output latency, else the base latency, else nothing', () => {
    expect(audibleTimeSeconds({ currentTime: 5, outputLatency: 0.03, baseLatency: 0.01 })).toBeCloseTo(4.97, 12);
    expect(audibleTimeSeconds({ currentTime: 5, outputLatency: 0, baseLatency: 0.01 })).toBeCloseTo(4.99, 12);
    expect(audibleTimeSeconds({ currentTime: 5 })).toBe(5);
  });
});

describe('smoothAudibleTimeSeconds', () => {
  const context = (currentTime: number, contextTime: number, performanceTime: number) => ({
    currentTime,
    outputLatency: 0.03,
    getOutputTimestamp: () => ({ contextTime, performanceTime }),
  });

  it('interpolates the output timestamp to now', () => {
    expect(smoothAudibleTimeSeconds(context(10.05, 10, 1000), 1008)).toBeCloseTo(10.008, 12);
  });

  it('never runs ahead of currentTime, nor backwards before the stamp', () => {
    expect(smoothAudibleTimeSeconds(context(10.05, 10, 1000), 1500)).toBe(10.05);
    expect(smoothAudibleTimeSeconds(context(10.05, 10, 1000), 990)).toBe(10);
  });

  it('falls back to audibleTimeSeconds without a valid timestamp', () => {
    expect(smoothAudibleTimeSeconds(context(0.5, 0, 0), 1000)).toBeCloseTo(0.47, 12);
    expect(smoothAudibleTimeSeconds({ currentTime: 2, outputLatency: 0.03 })).toBeCloseTo(1.97, 12);
  });
});
