import 'reflect-metadata';
import { PositiveIntResolver, URLResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { BPM_MAX, BPM_MIN, BPM_SOURCES, type BpmSource } from '../../schema/limits';
import { Json } from './jsonSchema';
import type { SongTempoView, SongView } from '../services/music/musicViews';
import type { TempoProvider } from '../services/music/provider';

@ObjectType({ description: 'A song of the music search (a MusicBrainz recording).' })
export class Song implements SongView {
  @Field(() => ID, {
    description: 'The music-search id (MusicBrainz recording id); a track added from search keeps it as externalId.',
  })
  @Json({ format: undefined })
  id!: string;

  @Field({ description: 'Song title.' })
  name!: string;

  @Field({ description: 'Artist.' })
  artist!: string;

  @Field(() => URLResolver, { nullable: true, description: 'Front cover, when a music service has one.' })
  albumArt!: string | null;

  @Field(() => PositiveIntResolver, { nullable: true, description: 'Null in search results: ask songTempo for it.' })
  bpm!: number | null;
}

@ObjectType({ description: "A song's tempo and where it came from." })
export class SongTempo implements SongTempoView {
  @Field(() => PositiveIntResolver, { description: `Tempo in beats per minute (${BPM_MIN}-${BPM_MAX}).` })
  @Json({ minimum: BPM_MIN, maximum: BPM_MAX })
  bpm!: number;

  @Field(() => String, {
    description: `Where the bpm came from (${BPM_SOURCES.join(', ')}): community, lookup, estimate or fallback here; estimate and fallback are not measured.`,
  })
  @Json({ enum: BPM_SOURCES })
  bpmSource!: BpmSource;

  @Field(() => String, {
    nullable: true,
    description: 'The service of a lookup: acousticbrainz or deezer; null otherwise.',
  })
  provider!: TempoProvider | null;

  @Field(() => URLResolver, { nullable: true, description: 'Album art URL, when a music service has one.' })
  albumArt!: string | null;
}
