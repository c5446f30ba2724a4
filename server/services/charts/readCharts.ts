import { looksLikeChordPro, parseChordPro } from './chordPro';
import type { ChartSong } from './chartSong';
import { parseOnSong } from './onSong';

/** A line that ends one song and starts the next: ChordPro's `{new_song}` / `{ns}`, or a line of three or more dashes. */
const SONG_BREAK = /^[ \t]*(?:\{[ \t]*(?:new_song|ns)[ \t]*\}|-{3,})[ \t]*$/gim;

/**
 * The songs of a chart body: split at song breaks (empty stretches dropped), each read as ChordPro
 * when it has a directive line, else as OnSong. Stops after `maxSongs + 1` songs, which is enough to
 * refuse the body.
 */
export function readCharts(text: string, maxSongs: number): ChartSong[] {
  const songs: ChartSong[] = [];
  let start = 0;
  const chunks: string[] = [];
  for (const match of text.matchAll(SONG_BREAK)) {
    chunks.push(text.slice(start, match.index));
    start = match.index + match[0].length;
    if (chunks.length > maxSongs * 2 + 1) break;
  }
  if (chunks.length <= maxSongs * 2 + 1) chunks.push(text.slice(start));
  for (const chunk of chunks) {
    if (chunk.trim() === '') continue;
    songs.push(looksLikeChordPro(chunk) ? parseChordPro(chunk) : parseOnSong(chunk));
    if (songs.length > maxSongs) break;
  }
  return songs;
}
