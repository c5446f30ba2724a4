import { formatSongLength, parseSongLength } from './songLength';

describe('song length', () => {
  it.each([
    ['4:05', 245],
    ['245', 245],
    [' 0:10 ', 10],
    ['1:02:30', 3750],
    ['60:00', 3600],
    ['', null],
    ['   ', null],
  ])('reads %p as %p', (text, seconds) => {
    expect(parseSongLength(text)).toBe(seconds);
  });

  it.each(['4:5', '4:65', 'four minutes', '-10', '4.5', '1:2:3:4'])('reads %p as no length at all (NaN)', (text) => {
    expect(parseSongLength(text)).toBeNaN();
  });

  it('writes minutes and seconds, and hours from an hour on, and reads back what it writes', () => {
    expect(formatSongLength(245)).toBe('4:05');
    expect(formatSongLength(10)).toBe('0:10');
    expect(formatSongLength(3600)).toBe('1:00:00');
    for (const seconds of [10, 59, 61, 599, 3599, 3600])
      expect(parseSongLength(formatSongLength(seconds))).toBe(seconds);
  });
});
