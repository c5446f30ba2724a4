import { DEFAULT_TIME_SIGNATURE } from '../../../../schema/rhythm';
import type { TrackList_TrackFragment } from '../../graphql/generated';

/** What the stage shows of a song: whatever the song comes from (a set list, a rehearsal room). */
export interface StageSong {
  name: string;
  artist: string;
  bpm: number;
  /** The meter line, e.g. '7/8 · 2 sections'. */
  meter: string;
  /** Beats in a bar, for the beat display. */
  beatsPerBar: number;
  /** The musical key, when the song has one. */
  musicalKey?: string | null;
  notes: string;
  /** Where Play starts when not at the top: a section's name ('Starts at Chorus'). */
  startsAt?: string | null;
  /** The tempo was tapped on stage for this performance, not the song's saved one. */
  tempoTapped?: boolean;
  /** The set break the band reaches before this song ('Set 2'), when it is the next one. */
  breakBefore?: string | null;
}

const beatsOf = (timeSignature: string): number => {
  const beats = Number.parseInt(timeSignature.split('/')[0] ?? '', 10);
  return Number.isFinite(beats) ? beats : 0;
};

/** The stage's view of a set-list track: the song's own meter, or the steady 4/4 of a song without one. */
export function stageSongOf(track: TrackList_TrackFragment): StageSong {
  const timeSignature = track.rhythm?.timeSignature ?? DEFAULT_TIME_SIGNATURE;
  const sections = track.rhythm?.sections.length ?? 0;
  // A section in another meter may have more beats than the song's own: the display has room for the most.
  const beats = Math.max(
    ...[timeSignature, ...(track.rhythm?.sections ?? []).map((section) => section.timeSignature)].map(beatsOf),
  );
  return {
    name: track.name,
    artist: track.artist,
    bpm: track.bpm,
    meter: sections ? `${timeSignature} · ${sections} sections` : timeSignature,
    beatsPerBar: beats > 0 ? beats : 4,
    musicalKey: track.key ?? null,
    notes: track.notes,
  };
}
