import { formatDate, trackCountLabel } from './format';

describe('playlist summary formats', () => {
  it("counts tracks as 'N tracks', one as '1 track'", () => {
    expect(trackCountLabel(0)).toBe('0 tracks');
    expect(trackCountLabel(1)).toBe('1 track');
    expect(trackCountLabel(15)).toBe('15 tracks');
  });

  it("shows the day in the browser's time zone with the month by name", () => {
    expect(formatDate(new Date(2026, 11, 2, 23, 59).toISOString())).toBe('Dec 2, 2026');
    expect(formatDate(new Date(2027, 0, 31, 0, 1).toISOString())).toBe('Jan 31, 2027');
  });

  it('never asks the browser for its locale formats (a slow first call on a phone)', () => {
    const toLocaleDateString = jest.spyOn(Date.prototype, 'toLocaleDateString');
    const toLocaleString = jest.spyOn(Date.prototype, 'toLocaleString');
    try {
      formatDate('2026-11-02T10:00:00.000Z');
      expect(toLocaleDateString).not.toHaveBeenCalled();
      expect(toLocaleString).not.toHaveBeenCalled();
    } finally {
      toLocaleDateString.mockRestore();
      toLocaleString.mockRestore();
    }
  });
});
