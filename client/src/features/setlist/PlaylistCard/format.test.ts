import { formatDate, prepareDateFormat, trackCountLabel } from './format';

describe('playlist summary formats', () => {
  it("counts tracks as 'N tracks', one as '1 track'", () => {
    expect(trackCountLabel(0)).toBe('0 tracks');
    expect(trackCountLabel(1)).toBe('1 track');
    expect(trackCountLabel(15)).toBe('15 tracks');
  });

  it("shows a date in the browser's locale", () => {
    const iso = '2026-11-02T10:00:00.000Z';
    expect(formatDate(iso)).toBe(new Date(iso).toLocaleDateString());
  });

  it('formats a first date in a task of its own, not in the render that asks for it', () => {
    jest.useFakeTimers();
    const toLocaleDateString = jest.spyOn(Date.prototype, 'toLocaleDateString');
    try {
      prepareDateFormat();
      expect(toLocaleDateString).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      expect(toLocaleDateString).toHaveBeenCalledTimes(1);
    } finally {
      toLocaleDateString.mockRestore();
      jest.useRealTimers();
    }
  });
});
