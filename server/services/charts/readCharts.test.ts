import { barsOfLine, directiveOf } from './chordPro';
import { durationSeconds } from './chartSong';
import { readCharts } from './readCharts';

describe('reading chord charts', () => {
  it('counts bars by bar lines, else by chords; a lyric line has none', () => {
    expect(barsOfLine('| C | G | Am | F |')).toBe(4);
    expect(barsOfLine('[C]Amazing [G]grace, how [D]sweet')).toBe(3);
    expect(barsOfLine('Just the words')).toBe(0);
  });

  it('reads directives with a colon, a space or no value, and nothing else', () => {
    expect(directiveOf('{title: Song}')).toEqual({ name: 'title', value: 'Song' });
    expect(directiveOf('{Tempo 120}')).toEqual({ name: 'tempo', value: '120' });
    expect(directiveOf('{soc}')).toEqual({ name: 'soc', value: '' });
    expect(directiveOf('{}')).toBeNull();
    expect(directiveOf('{title}x')).toBeNull();
    expect(directiveOf('[C] {x}')).toBeNull();
  });

  it('reads durations as m:ss or seconds and leaves other text for the validation', () => {
    expect(durationSeconds('3:05')).toBe(185);
    expect(durationSeconds('200')).toBe(200);
    expect(durationSeconds('3m')).toBe('3m');
    expect(durationSeconds(null)).toBeNull();
  });

  it('starts a part where the tempo or meter changes after some lines, named by the section it opens', () => {
    const [song] = readCharts(
      '{t: Map}\n{tempo: 90}\n{time: 3/4}\n[C] [G]\n{time: 4/4}\n{tempo: 120}\n{start_of_bridge: Lift}\n| C | D | E |\n{tempo: 140}',
      10,
    );
    expect(song!.parts).toEqual([
      { name: 'Part 1', bars: 2, tempo: '90', time: '3/4' },
      { name: 'Lift', bars: 3, tempo: '120', time: '4/4' },
      { name: 'Lift', bars: 1, tempo: '140', time: '4/4' },
    ]);
    expect(song).toMatchObject({ format: 'chordpro', title: 'Map', tempo: '90', time: '3/4' });
  });

  it('splits songs at {new_song}, {ns} and a line of dashes, and tells OnSong from ChordPro', () => {
    const songs = readCharts('{title: A}\n{ns}\nB\nArtist B\nTempo: 80\n-----\nC\nKey: D\n{new_song}\n\n', 10);
    expect(songs.map((song) => [song.format, song.title, song.artist, song.key, song.tempo])).toEqual([
      ['chordpro', 'A', null, null, null],
      ['onsong', 'B', 'Artist B', null, '80'],
      ['onsong', 'C', null, 'D', null],
    ]);
  });

  it('stops after one song more than the limit', () => {
    expect(readCharts(Array(50).fill('{t: S}').join('\n{ns}\n'), 3)).toHaveLength(4);
  });

  it('reads 1 MB of directives in linear time', () => {
    const started = performance.now();
    const [song] = readCharts(`{t: Big}\n${'{tempo: 120}\n[C]\n'.repeat(60_000)}`, 10);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(song!.parts.length).toBe(65);
  });
});
