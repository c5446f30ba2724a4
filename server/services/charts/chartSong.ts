/** A stretch of a chart between two tempo or meter changes: a section of the song map it makes. */
export interface ChartPart {
  /** The last section label seen before it (a ChordPro `{start_of_chorus}` is "Chorus"), else "Part N". */
  name: string;
  bars: number;
  /** The tempo and meter in force there, as written. */
  tempo: string | null;
  time: string | null;
}

/** One song as a chart file says it, every value as written (the track validation judges them). */
export interface ChartSong {
  format: 'chordpro' | 'onsong';
  title: string | null;
  artist: string | null;
  key: string | null;
  tempo: string | null;
  time: string | null;
  duration: string | null;
  /** The chart's lyric and chord lines (directives and metadata left out), trimmed. */
  body: string;
  /** The tempo and meter changes in file order; more than one makes a song map. */
  parts: ChartPart[];
}

/** A song of the format with nothing read yet. */
export function emptySong(format: ChartSong['format']): ChartSong {
  return { format, title: null, artist: null, key: null, tempo: null, time: null, duration: null, body: '', parts: [] };
}

/** Lines of a text, whatever the line ends. */
export function linesOf(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** `3:45` or `225` as whole seconds; other text is returned as written, for the validation to refuse. */
export function durationSeconds(duration: string | null): number | string | null {
  if (duration === null || duration === '') return null;
  const clock = /^(\d{1,3}):([0-5]\d)$/.exec(duration);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  return /^\d{1,6}$/.test(duration) ? Number(duration) : duration;
}
