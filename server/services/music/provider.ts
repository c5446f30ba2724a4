/** A song as the music services know it: a MusicBrainz recording, with what other services are asked by. */
export interface SongFacts {
  /** MusicBrainz recording id (the search result's id). */
  id: string;
  name: string;
  artist: string;
  /** First release of the recording (Cover Art Archive looks art up by release). */
  releaseId: string | null;
  isrcs: string[];
}

/** Which service answered a tempo. */
export type TempoProvider = 'acousticbrainz' | 'deezer';

/**
 * One music service. Each method answers what the service knows, `null` when it does not know the
 * song, and throws UpstreamFailure when the service failed (then nothing is cached).
 * A provider implements the capabilities it has.
 */
export interface MusicProvider {
  readonly name: string;
  /** Tempo in BPM as the service states it (not yet folded into 40–240). */
  tempoOf?(song: SongFacts): Promise<number | null>;
  /** An album-art URL that exists right now. */
  albumArtOf?(song: SongFacts): Promise<string | null>;
}
