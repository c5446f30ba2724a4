/** What was read of one song of a chord chart import, as its dry run shows it before anything is saved. */
export interface ChartSongView {
  /** Counted from 1 in the body. */
  song: number;
  format: 'chordpro' | 'onsong';
  title: string | null;
  artist: string | null;
  key: string | null;
  bpm: number | null;
  timeSignature: string | null;
  lengthSeconds: number | null;
  /** The song map a tempo or meter change makes; empty for a song of one tempo and meter. */
  sections: Array<{ name: string; bars: number; bpm: number | null; timeSignature: string | null }>;
}

/** What a chart dry run answers: each song as read, and what is wrong with each bad one. */
export interface ChartCheck {
  songs: ChartSongView[];
  errors: Array<{ song: number; message: string }>;
}
