import { emptySong, linesOf, type ChartSong } from './chartSong';

/** `Name: value` metadata: a word or two, a colon, then the value. */
const METADATA = /^([A-Za-z][A-Za-z ]{0,20}):(.*)$/;
const FIELDS: Record<string, 'title' | 'artist' | 'key' | 'tempo' | 'time' | 'duration'> = {
  title: 'title',
  artist: 'artist',
  key: 'key',
  tempo: 'tempo',
  time: 'time',
  duration: 'duration',
};

/**
 * One OnSong song: the first line is the title, the second the artist unless it is a `Name: value`
 * line; `Title:`, `Artist:`, `Key:`, `Tempo:`, `Time:` and `Duration:` lines are read wherever they
 * are (the first of each wins); other `Name: value` lines before the first blank line (CCLI, Capo…)
 * are left out; the rest is the chart.
 */
export function parseOnSong(text: string): ChartSong {
  const song = emptySong('onsong');
  const lines = linesOf(text).map((line) => line.trim());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  const body: string[] = [];
  let inHeader = true;
  lines.forEach((line, index) => {
    const match = METADATA.exec(line);
    const metadata = match && ([match[0], match[1]!, match[2]!.trim()] as const);
    const field = metadata ? FIELDS[metadata[1]!.trim().toLowerCase()] : undefined;
    if (line === '') inHeader = false;
    if (field && metadata![2] !== '') song[field] ??= metadata![2];
    else if (index === 0 && !metadata) song.title = line;
    else if (index === 1 && !metadata && song.artist === null && line !== '') song.artist = line;
    else if (line !== '' && !(inHeader && metadata && metadata[2] !== '')) body.push(line);
  });
  song.body = body.join('\n');
  song.parts = [{ name: 'Part 1', bars: 1, tempo: song.tempo, time: song.time }];
  return song;
}
