import 'reflect-metadata';
import { DateTimeResolver, NonNegativeIntResolver, PositiveIntResolver, URLResolver } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import {
  BPM_MAX,
  BPM_MIN,
  BPM_SOURCES,
  COUNT_IN_BEATS_MAX,
  COUNT_IN_BEATS_MIN,
  TRACK_LENGTH_SECONDS_MAX,
  TRACK_LENGTH_SECONDS_MIN,
  DEFAULT_TRACK_ARTIST,
  SOUND_TYPES,
  TRACK_ARTIST_MAX_LENGTH,
  TRACK_NAME_MAX_LENGTH,
  TRACK_KEY_PATTERN,
  AFTER_SONG_GAP_BARS_MAX,
  AFTER_SONG_GAP_MIN,
  AFTER_SONG_GAP_SECONDS_MAX,
  AFTER_SONG_MODES,
  TRACK_NOTES_MAX_LENGTH,
  USER_BPM_SOURCES,
  type BpmSource,
  type AfterSongMode,
  type SoundName,
} from '../../schema/limits';

const SOUNDS = SOUND_TYPES.join(', ');
import { DEFAULT_TIME_SIGNATURE, type Rhythm as RhythmView } from '../../schema/rhythm';
import type { TrackOwnSounds as TrackOwnSoundsView } from '../../schema/trackOwnSounds';
import { Json } from './jsonSchema';
import type {
  PlaylistSummaryView,
  PlaylistView,
  SetBreakView,
  SharedPlaylistView,
  TrackView,
} from '../services/playlistViews';
import { Rhythm, RhythmInput } from './rhythm.types';
import { SetBreak } from './setBreak.types';
import { TrackOwnSounds } from './trackOwnSounds.types';
import { MidiMessage } from './midiMessage.types';
import type { MidiMessage as MidiMessageView } from '../../schema/midiMessages';

// Output fields use graphql-scalars where they say more than String/Int (DateTime, URL, ranges).
// Inputs stay String/Int on purpose: the shared validation (schema/validation) answers out-of-range
// or malformed values with SPEC.md's messages, identically on both doors. Ids stay `ID`, the type
// GraphQL clients normalise their caches by; a malformed id answers NOT_FOUND, as on REST.

// simpleResolvers: the views' fields are plain properties and the API uses no middleware, so graphql-js
// reads them itself instead of through type-graphql's wrapper per field (50 tracks × 13 fields a read).
@ObjectType({ description: 'A song in a playlist, with its tempo.', simpleResolvers: true })
export class Track implements TrackView {
  @Field(() => ID, { description: 'Track id.' })
  id!: string;

  @Field(() => NonNegativeIntResolver, {
    description: 'Order within the playlist, counting from zero; set breaks share the sequence, so there may be gaps.',
  })
  position!: number;

  @Field({ description: 'Song name.' })
  name!: string;

  @Field({ description: "Artist ('Custom Track' for a custom track without one)." })
  artist!: string;

  @Field(() => PositiveIntResolver, { description: `Tempo in beats per minute (${BPM_MIN}-${BPM_MAX}).` })
  @Json({ minimum: BPM_MIN, maximum: BPM_MAX })
  bpm!: number;

  @Field(() => URLResolver, { nullable: true, description: 'Album art URL, when the song came from search.' })
  albumArt!: string | null;

  @Field(() => String, { nullable: true, description: 'The music-search id, for songs added from search.' })
  externalId!: string | null;

  @Field(() => String, { description: `Where the bpm came from: ${BPM_SOURCES.join(', ')}.` })
  @Json({ enum: BPM_SOURCES })
  bpmSource!: BpmSource;

  @Field({ description: `Notes shown on stage (at most ${TRACK_NOTES_MAX_LENGTH} characters); empty when none.` })
  notes!: string;

  @Field(() => Int, {
    nullable: true,
    description: `This song's count-in beats (${COUNT_IN_BEATS_MIN}-${COUNT_IN_BEATS_MAX}); null plays the user's setting.`,
  })
  @Json({ minimum: COUNT_IN_BEATS_MIN, maximum: COUNT_IN_BEATS_MAX })
  countInBeats!: number | null;

  @Field(() => String, {
    nullable: true,
    description: `This song's click sound (${SOUNDS}); null plays the user's setting.`,
  })
  @Json({ enum: SOUND_TYPES })
  soundType!: SoundName | null;

  @Field(() => String, {
    nullable: true,
    description: `This song's count-in sound (${SOUNDS}); null plays the user's setting.`,
  })
  @Json({ enum: SOUND_TYPES })
  countInSoundType!: SoundName | null;

  @Field(() => Int, {
    nullable: true,
    description: `How long the song plays on stage, in a rehearsal room and in the tempo trainer, in seconds (${TRACK_LENGTH_SECONDS_MIN}-${TRACK_LENGTH_SECONDS_MAX}); null plays until stopped (or for its song map).`,
  })
  @Json({ minimum: TRACK_LENGTH_SECONDS_MIN, maximum: TRACK_LENGTH_SECONDS_MAX })
  lengthSeconds!: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The song's key: a note A-G, then # or b, then m if minor ('F#m', 'Bb', 'C', 'Ebm'); null when not given.",
  })
  @Json({ pattern: TRACK_KEY_PATTERN })
  key!: string | null;

  @Field(() => String, {
    description: `When the song ends: 'stop', or go on to the next song after afterSongGap 'bars' (of this song, ${AFTER_SONG_GAP_MIN}-${AFTER_SONG_GAP_BARS_MAX}) or 'seconds' (${AFTER_SONG_GAP_MIN}-${AFTER_SONG_GAP_SECONDS_MAX}).`,
  })
  @Json({ enum: [...AFTER_SONG_MODES] })
  afterSong!: AfterSongMode;

  @Field(() => Int, {
    description: `The gap before the next song, in afterSong's unit; ${AFTER_SONG_GAP_MIN} when it stops.`,
  })
  @Json({ minimum: 0, maximum: AFTER_SONG_GAP_SECONDS_MAX })
  afterSongGap!: number;

  @Field({
    description: "Whether the song speaks the user's spoken cues (count-in, section names); false: silent for it.",
  })
  spokenCues!: boolean;

  @Field(() => TrackOwnSounds, {
    nullable: true,
    description: "The owner's own click sounds per level; null: the built-in click everywhere.",
  })
  ownSounds!: TrackOwnSoundsView | null;

  @Field(() => [MidiMessage], {
    nullable: true,
    description: 'Program and Control Changes sent at the song start and at its sections; null: none.',
  })
  midiMessages!: MidiMessageView[] | null;

  @Field(() => Rhythm, {
    nullable: true,
    description: `Meter, accents, subdivision and song map; null plays a steady ${DEFAULT_TIME_SIGNATURE}.`,
  })
  rhythm!: RhythmView | null;
}

@ObjectType({ description: "One of the viewer's own playlists, without its tracks.", simpleResolvers: true })
export class PlaylistSummary implements PlaylistSummaryView {
  @Field(() => ID, { description: 'Playlist id.' })
  id!: string;

  @Field({ description: 'Name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Description; null when empty.' })
  description!: string | null;

  @Field(() => NonNegativeIntResolver, { description: 'Number of tracks.' })
  trackCount!: number;

  @Field(() => DateTimeResolver, { description: 'When it was created.' })
  createdAt!: Date;
}

@ObjectType({ description: 'A playlist with its tracks, as the viewer may see it.', simpleResolvers: true })
export class Playlist extends PlaylistSummary implements PlaylistView {
  @Field(() => DateTimeResolver, { description: 'When it was last changed.' })
  updatedAt!: Date;

  @Field(() => String, { nullable: true, description: 'Null for a system playlist.' })
  ownerUsername!: string | null;

  @Field({ description: 'Whether the viewer may change, share and delete it (owner or admin).' })
  canEdit!: boolean;

  @Field(() => [Track], { description: 'Its tracks, in order.' })
  tracks!: TrackView[];

  @Field(() => [SetBreak], {
    description:
      "Its set breaks ('Set 2'), in order: each sits between the tracks whose positions are around its own. Never counted as tracks.",
  })
  breaks!: SetBreakView[];

  @Field(() => [String], { nullable: true, description: 'Usernames it is shared with; only for its owner and admins.' })
  sharedWith!: string[] | null;
}

@ObjectType({ description: 'A playlist someone shared with the viewer (read-only).', simpleResolvers: true })
export class SharedPlaylist extends PlaylistSummary implements SharedPlaylistView {
  @Field(() => DateTimeResolver, { description: 'When it was last changed.' })
  updatedAt!: Date;

  @Field(() => String, { nullable: true, description: "Owner's username; null for a system playlist." })
  ownerUsername!: string | null;

  @Field({ description: 'Username of who shared it.' })
  sharedBy!: string;
}

@InputType({ description: 'A new playlist.' })
export class PlaylistInput {
  @Field({ description: 'Name (required after trimming).' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Optional description.' })
  description?: string | null;
}

@InputType({ description: 'Changes to a playlist; omitted fields stay as they are.' })
export class PlaylistUpdateInput {
  @Field(() => String, { nullable: true, description: 'New name; left out: unchanged.' })
  name?: string;

  @Field(() => String, { nullable: true, description: 'New description; null removes it, left out: unchanged.' })
  description?: string | null;
}

@InputType({ description: 'A track to append: a custom track, or a search song with its id and album art.' })
export class TrackInput {
  @Field({ description: 'Song name (required after trimming).' })
  name!: string;

  @Field(() => String, { nullable: true, description: "Defaults to 'Custom Track'." })
  artist?: string | null;

  @Field(() => Int, { description: `Tempo, ${BPM_MIN}-${BPM_MAX}.` })
  bpm!: number;

  @Field(() => String, { nullable: true, description: 'The music-search id of the song.' })
  id?: string | null;

  @Field(() => String, { nullable: true, description: 'Album art URL of a search song.' })
  albumArt?: string | null;

  @Field(() => String, { nullable: true, description: `One of ${BPM_SOURCES.join(', ')} (default manual).` })
  bpmSource?: string | null;

  @Field(() => RhythmInput, {
    nullable: true,
    description: `Meter, accents, subdivision and song map (left out: a steady ${DEFAULT_TIME_SIGNATURE}).`,
  })
  rhythm?: RhythmInput | null;
}

/** `updateTrackTempo` input: a tempo the user typed, tapped or detected. */
@InputType({ description: "A track's new tempo and where it came from (tap, manual or detected)." })
export class TrackTempoInput {
  @Field(() => Int, { description: `The new tempo, ${BPM_MIN}-${BPM_MAX}.` })
  bpm!: number;

  @Field(() => String, { nullable: true, description: `One of ${USER_BPM_SOURCES.join(', ')} (default manual).` })
  bpmSource?: string | null;
}

/** `updateTrack` input: only the fields given change. */
@InputType({
  description:
    "A track's new name, artist, notes, tempo, count-in, sounds, length, key, what follows it or rhythm; fields left out stay as they are (at least one is needed).",
})
export class TrackUpdateInput {
  @Field(() => String, {
    nullable: true,
    description: `Song name, not empty, at most ${TRACK_NAME_MAX_LENGTH} characters.`,
  })
  name?: string;

  @Field(() => String, {
    nullable: true,
    description: `Artist, at most ${TRACK_ARTIST_MAX_LENGTH} characters (empty: '${DEFAULT_TRACK_ARTIST}').`,
  })
  artist?: string;

  @Field(() => String, {
    nullable: true,
    description: `Notes shown on stage, at most ${TRACK_NOTES_MAX_LENGTH} characters.`,
  })
  notes?: string;

  @Field(() => Int, { nullable: true, description: `Tempo, ${BPM_MIN}-${BPM_MAX}.` })
  bpm?: number;

  @Field(() => String, {
    nullable: true,
    description: `One of ${USER_BPM_SOURCES.join(', ')} (default manual when a tempo is given).`,
  })
  bpmSource?: string;

  @Field(() => Int, {
    nullable: true,
    description: `This song's count-in beats, ${COUNT_IN_BEATS_MIN}-${COUNT_IN_BEATS_MAX}; null goes back to the user's setting.`,
  })
  countInBeats?: number | null;

  @Field(() => String, {
    nullable: true,
    description: `This song's click sound: ${SOUNDS}; null goes back to the user's setting.`,
  })
  soundType?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `This song's count-in sound: ${SOUNDS}; null goes back to the user's setting.`,
  })
  countInSoundType?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `The song's length in seconds, ${TRACK_LENGTH_SECONDS_MIN}-${TRACK_LENGTH_SECONDS_MAX}; null plays until stopped.`,
  })
  lengthSeconds?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The song's key: a note A-G, then # or b, then m if minor ('F#m', 'Bb', 'C', 'Ebm'); null clears it.",
  })
  key?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `When the song ends: ${AFTER_SONG_MODES.join(', ')}; 'bars' and 'seconds' go on to the next song after afterSongGap.`,
  })
  afterSong?: AfterSongMode;

  @Field(() => Int, {
    nullable: true,
    description: `The gap before the next song: ${AFTER_SONG_GAP_MIN}-${AFTER_SONG_GAP_BARS_MAX} bars or ${AFTER_SONG_GAP_MIN}-${AFTER_SONG_GAP_SECONDS_MAX} seconds (${AFTER_SONG_GAP_MIN} when left out); needs afterSong.`,
  })
  afterSongGap?: number;

  @Field(() => RhythmInput, {
    nullable: true,
    description: `The track's rhythm, replaced whole; null goes back to a steady ${DEFAULT_TIME_SIGNATURE}.`,
  })
  rhythm?: RhythmInput | null;

  @Field(() => Boolean, { nullable: true, description: "Whether the song speaks the user's spoken cues." })
  spokenCues?: boolean;

  @Field(() => TrackOwnSounds, {
    nullable: true,
    description: 'Your own click sounds per level (sounds you uploaded), replaced whole; null: the built-in click.',
  })
  ownSounds?: TrackOwnSounds | null;

  @Field(() => [MidiMessage], {
    nullable: true,
    description: 'Program and Control Changes at the song start and its sections, replaced whole; null or []: none.',
  })
  midiMessages?: MidiMessage[] | null;
}
