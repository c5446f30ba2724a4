import {
  audioTimeForLocal,
  CALIBRATION_STORAGE_KEY,
  clampCalibrationMs,
  loadCalibrationMs,
  saveCalibrationMs,
} from './audioSchedule';

describe('audioTimeForLocal', () => {
  const withStamp = (contextTime: number, performanceTime: number) => ({
    currentTime: contextTime + 0.04,
    outputLatency: 0.03,
    baseLatency: 0.01,
    getOutputTimestamp: () => ({ contextTime, performanceTime }),
  });

  it('maps through the output timestamp, so what is scheduled is heard at that local time', () => {
    // Context time 10 reached the output at performance time 5000: local 5250 is heard from context time 10.25.
    expect(audioTimeForLocal(withStamp(10, 5000), 5250, 0, 5010)).toBeCloseTo(10.25, 12);
    expect(audioTimeForLocal(withStamp(10, 5000), 4990, 0, 5010)).toBeCloseTo(9.99, 12);
  });

  it('schedules earlier by a positive calibration (the device sounds late), later by a negative one', () => {
    expect(audioTimeForLocal(withStamp(10, 5000), 5250, 180, 5010)).toBeCloseTo(10.07, 12);
    expect(audioTimeForLocal(withStamp(10, 5000), 5250, -20, 5010)).toBeCloseTo(10.27, 12);
  });

  it('falls back to currentTime minus outputLatency, else baseLatency, without a valid timestamp', () => {
    const suspended = {
      currentTime: 2,
      outputLatency: 0.03,
      baseLatency: 0.01,
      getOutputTimestamp: () => ({ contextTime: 0, performanceTime: 0 }),
    };
    expect(audioTimeForLocal(suspended, 1500, 0, 1000)).toBeCloseTo(2 + 0.5 - 0.03, 12);
    expect(audioTimeForLocal({ currentTime: 2, outputLatency: 0, baseLatency: 0.01 }, 1500, 10, 1000)).toBeCloseTo(
      2 + 0.49 - 0.01,
      12,
    );
    expect(audioTimeForLocal({ currentTime: 2 }, 1500, 0, 1000)).toBeCloseTo(2.5, 12);
  });
});

describe('calibration store', () => {
  beforeEach(() => localStorage.clear());

  it('is 0 until saved, then whole ms within ±200 ms, kept in localStorage', () => {
    expect(loadCalibrationMs()).toBe(0);
    expect(saveCalibrationMs(37.6)).toBe(38);
    expect(localStorage.getItem(CALIBRATION_STORAGE_KEY)).toBe('38');
    expect(loadCalibrationMs()).toBe(38);
    expect(saveCalibrationMs(250)).toBe(200);
    expect(saveCalibrationMs(-999)).toBe(-200);
    expect(loadCalibrationMs()).toBe(-200);
  });

  it('reads a tampered or foreign value as clamped or 0', () => {
    localStorage.setItem(CALIBRATION_STORAGE_KEY, 'loud');
    expect(loadCalibrationMs()).toBe(0);
    localStorage.setItem(CALIBRATION_STORAGE_KEY, '1e9');
    expect(loadCalibrationMs()).toBe(200);
    expect(clampCalibrationMs(Number.NaN)).toBe(0);
    expect(Object.is(clampCalibrationMs(-0.2), 0)).toBe(true);
  });

  it('survives a storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadCalibrationMs(refusing)).toBe(0);
    expect(saveCalibrationMs(12, refusing)).toBe(12);
    expect(loadCalibrationMs(undefined)).toBe(0);
  });
});
