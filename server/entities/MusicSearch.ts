import 'reflect-metadata';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A MusicBrainz search answer, cached per trimmed lowercase query (24 h). Failures are never stored. */
@Entity({ tableName: 'music_search' })
export class MusicSearch {
  /** The query, trimmed and lowercase. */
  @PrimaryKey({ type: 'text' })
  query!: string;

  /** The ids of the songs found (rows of music_song), in MusicBrainz's order. */
  @Property({ type: 'json' })
  songIds: string[] = [];

  @Property({ type: 'timestamptz' })
  fetchedAt: Date = new Date();
}
