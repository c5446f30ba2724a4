import 'reflect-metadata';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * What the music services told us about one search song (a MusicBrainz recording): kept so the
 * tempo lookup knows its ISRCs and release without asking MusicBrainz again, and so its album art
 * is checked once. A cache: any row may be dropped.
 */
@Entity({ tableName: 'music_song' })
export class MusicSong {
  /** MusicBrainz recording id. */
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  artist!: string;

  @Property({ type: 'text', nullable: true })
  releaseId: string | null = null;

  @Property({ type: 'json' })
  isrcs: string[] = [];

  /** The album-art URL found, or null for none. Meaningful only once `albumArtCheckedAt` is set. */
  @Property({ type: 'text', nullable: true })
  albumArt: string | null = null;

  /** When every art provider answered; null while unchecked or after a failure (then it is asked again). */
  @Property({ type: 'timestamptz', nullable: true })
  albumArtCheckedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  fetchedAt: Date = new Date();
}
