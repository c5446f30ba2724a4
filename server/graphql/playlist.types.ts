import 'reflect-metadata';
import { DateTimeResolver, NonNegativeIntResolver, PositiveIntResolver, URLResolver } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { BPM_SOURCES, USER_BPM_SOURCES, type BpmSource } from '../../schema/limits';
import type { PlaylistSummaryView, PlaylistView, SharedPlaylistView, TrackView } from '../services/playlistViews';

// Output fields use graphql-scalars where they say more than String/Int (DateTime, URL, ranges).
// Inputs stay String/Int on purpose: the shared validation (schema/validation) answers out-of-range
// or malformed values with SPEC.md's messages, identically on both doors. Ids stay `ID`, the type
// GraphQL clients normalise their caches by; a malformed id answers NOT_FOUND, as on REST.

@ObjectType({ description: 'A song in a playlist, with its tempo.' })
export class Track implements TrackView {
  @Field(() => ID)
  id!: string;

  @Field(() => NonNegativeIntResolver, { description: '0-based order within the playlist.' })
  position!: number;

  @Field()
  name!: string;

  @Field()
  artist!: string;

  @Field(() => PositiveIntResolver, { description: 'Tempo in beats per minute (40-240).' })
  bpm!: number;

  @Field(() => URLResolver, { nullable: true })
  albumArt!: string | null;

  @Field(() => String, { nullable: true, description: 'The music-search id, for songs added from search.' })
  externalId!: string | null;

  @Field(() => String, { description: `Where the bpm came from: ${BPM_SOURCES.join(', ')}.` })
  bpmSource!: BpmSource;
}

@ObjectType({ description: "One of the viewer's own playlists, without its tracks." })
export class PlaylistSummary implements PlaylistSummaryView {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => NonNegativeIntResolver)
  trackCount!: number;

  @Field(() => DateTimeResolver)
  createdAt!: Date;
}

@ObjectType({ description: 'A playlist with its tracks, as the viewer may see it.' })
export class Playlist extends PlaylistSummary implements PlaylistView {
  @Field(() => DateTimeResolver)
  updatedAt!: Date;

  @Field(() => String, { nullable: true, description: 'Null for a system playlist.' })
  ownerUsername!: string | null;

  @Field({ description: 'Whether the viewer may change, share and delete it (owner or admin).' })
  canEdit!: boolean;

  @Field(() => [Track])
  tracks!: TrackView[];

  @Field(() => [String], { nullable: true, description: 'Usernames it is shared with; only for its owner and admins.' })
  sharedWith!: string[] | null;
}

@ObjectType({ description: 'A playlist someone shared with the viewer (read-only).' })
export class SharedPlaylist extends PlaylistSummary implements SharedPlaylistView {
  @Field(() => DateTimeResolver)
  updatedAt!: Date;

  @Field(() => String, { nullable: true })
  ownerUsername!: string | null;

  @Field({ description: 'Username of who shared it.' })
  sharedBy!: string;
}

@InputType({ description: 'A new playlist.' })
export class PlaylistInput {
  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

@InputType({ description: 'Changes to a playlist; omitted fields stay as they are.' })
export class PlaylistUpdateInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

@InputType({ description: 'A track to append: a custom track, or a search song with its id and album art.' })
export class TrackInput {
  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: "Defaults to 'Custom Track'." })
  artist?: string | null;

  @Field(() => Int)
  bpm!: number;

  @Field(() => String, { nullable: true, description: 'The music-search id of the song.' })
  id?: string | null;

  @Field(() => String, { nullable: true })
  albumArt?: string | null;

  @Field(() => String, { nullable: true, description: `One of ${BPM_SOURCES.join(', ')} (default manual).` })
  bpmSource?: string | null;
}

/** `updateTrackTempo` input: a tempo the user typed, tapped or detected. */
@InputType()
export class TrackTempoInput {
  @Field(() => Int)
  bpm!: number;

  @Field(() => String, { nullable: true, description: `One of ${USER_BPM_SOURCES.join(', ')} (default manual).` })
  bpmSource?: string | null;
}
