import { setLengthLabel } from './setLength';

describe('setLengthLabel', () => {
  it('adds up the lengths of a set whose songs all have one', () => {
    expect(setLengthLabel([{ lengthSeconds: 245 }, { lengthSeconds: 3255 }])).toBe('2 songs · 58:20');
    expect(setLengthLabel([{ lengthSeconds: 3600 }, { lengthSeconds: 150 }])).toBe('2 songs · 1:02:30');
  });

  it('counts the songs without a length apart', () => {
    expect(
      setLengthLabel([
        { lengthSeconds: 3500 },
        { lengthSeconds: null },
        { lengthSeconds: null },
        { lengthSeconds: null },
      ]),
    ).toBe('4 songs · 58:20 + 3 songs without a length');
    expect(setLengthLabel([{ lengthSeconds: 60 }, { lengthSeconds: null }])).toBe(
      '2 songs · 1:00 + 1 song without a length',
    );
  });

  it('is just the count when no song has a length', () => {
    expect(setLengthLabel([{ lengthSeconds: null }])).toBe('1 song');
    expect(setLengthLabel([])).toBe('0 songs');
  });
});
