import { SECTIONS_MAX } from '../../../schema/rhythm';
import { emptySong, linesOf, type ChartPart, type ChartSong } from './chartSong';

const CHORD = /\[[^\]\s]{1,12}\]/g;

/** ChordPro's long and short names of the directives read here. */
const NAMES: Record<string, 'title' | 'artist' | 'key' | 'tempo' | 'time' | 'duration'> = {
  title: 'title',
  t: 'title',
  artist: 'artist',
  key: 'key',
  tempo: 'tempo',
  time: 'time',
  duration: 'duration',
};

/** The section a `{start_of_…}` directive opens, by its label or its kind. */
const SECTION_KINDS: Record<string, string> = {
  soc: 'Chorus',
  sov: 'Verse',
  sob: 'Bridge',
  sot: 'Tab',
  sog: 'Grid',
};

/** A trimmed line's `{name}` or `{name: value}` (also `{name value}`), name in lower case; null for any other line. */
export function directiveOf(line: string): { name: string; value: string } | null {
  if (!line.startsWith('{') || !line.endsWith('}')) return null;
  const inner = line.slice(1, -1).trim();
  const name = /^[a-z_]+/i.exec(inner)?.[0];
  if (!name) return null;
  const rest = inner.slice(name.length);
  if (rest !== '' && !/^[:\s]/.test(rest)) return null;
  return { name: name.toLowerCase(), value: rest.replace(/^:/, '').trim() };
}

/** Whether the text holds a ChordPro directive line, which tells ChordPro from OnSong. */
export function looksLikeChordPro(text: string): boolean {
  // Line by line without splitting the whole text: a chart usually says so on its first line.
  for (let start = 0; start < text.length;) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    if (directiveOf(text.slice(start, stop).trim()) !== null) return true;
    start = stop + 1;
  }
  return false;
}

/**
 * The bars a chart line holds: with bar lines (`|`), the measures between them; otherwise one per
 * chord; a lyric line without chords holds none.
 */
export function barsOfLine(line: string): number {
  if (line.includes('|')) return line.split('|').filter((measure) => measure.trim() !== '').length;
  return line.match(CHORD)?.length ?? 0;
}

/** The name of the section a directive opens, or null when it opens none. */
function sectionName(name: string, value: string | undefined): string | null {
  const kind = SECTION_KINDS[name] ?? /^start_of_([a-z]+)$/.exec(name)?.[1];
  if (!kind) return null;
  return value || kind.charAt(0).toUpperCase() + kind.slice(1);
}

/**
 * One ChordPro song. A `{tempo}` or `{time}` that comes after some chart lines starts a new part,
 * so a song that changes tempo has a part for each stretch; a part holds at least one bar. Lines
 * are read once each, so a file of any length is read in linear time; after more parts than a
 * song map may hold, further changes are only counted (the validation refuses the song).
 */
export function parseChordPro(text: string): ChartSong {
  const song = emptySong('chordpro');
  const body: string[] = [];
  let label: string | null = null;
  let part: ChartPart = { name: 'Part 1', bars: 0, tempo: null, time: null };
  let partHasLines = false;
  const parts: ChartPart[] = [part];
  for (const raw of linesOf(text)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const directive = directiveOf(line);
    if (!directive) {
      body.push(line);
      partHasLines = true;
      part.bars += barsOfLine(line);
      continue;
    }
    const { name, value } = directive;
    const opened = sectionName(name, value);
    if (opened) {
      label = opened;
      if (!partHasLines) part.name = opened;
    }
    const field = NAMES[name];
    if (!field) continue;
    if (field !== 'tempo' && field !== 'time') {
      song[field] ??= value;
      continue;
    }
    // A change after some lines starts a new part; past what a song map holds, one more part is
    // enough for the validation to refuse the song.
    if (partHasLines && parts.length <= SECTIONS_MAX) {
      part = { name: label ?? `Part ${parts.length + 1}`, bars: 0, tempo: part.tempo, time: part.time };
      parts.push(part);
      partHasLines = false;
    }
    part[field] = value;
    song[field] ??= value;
  }
  song.body = body.join('\n');
  song.parts = parts.map((each) => ({ ...each, bars: Math.max(1, each.bars) }));
  return song;
}
