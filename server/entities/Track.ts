import 'reflect-metadata';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Property } from '@mikro-orm/decorators/legacy';
import type { AfterSongMode, BpmSource, SoundName } from '../../schema/limits';
import * as limits from '../../schema/limits';
import type { MidiMessage } from '../../schema/midiMessages';
import type { Rhythm } from '../../schema/rhythm';
import { between, lengthAtMost, lengthBetween, oneOf } from './checkExpressions';
import { SetListPlace } from './SetListPlace';
import { afterSongGapCheck } from './afterSongCheck';

/** A song in one playlist, at a position (0-based, unique within the playlist). */
@Entity({ tableName: 'track' })
@Check({ name: 'track_position_check', expression: '"position" >= 0' })
@Check({ name: 'track_name_check', expression: lengthBetween('name', 1, limits.TRACK_NAME_MAX_LENGTH) })
@Check({ name: 'track_artist_check', expression: lengthAtMost('artist', limits.TRACK_ARTIST_MAX_LENGTH) })
@Check({ name: 'track_bpm_check', expression: between('bpm', limits.BPM_MIN, limits.BPM_MAX) })
@Check({ name: 'track_album_art_check', expression: lengthAtMost('album_art', limits.ALBUM_ART_URL_MAX_LENGTH) })
@Check({
  name: 'track_external_id_check',
  expression: lengthAtMost('external_id', limits.TRACK_EXTERNAL_ID_MAX_LENGTH),
})
@Check({ name: 'track_bpm_source_check', expression: oneOf('bpm_source', limits.BPM_SOURCES) })
@Check({ name: 'track_notes_check', expression: lengthAtMost('notes', limits.TRACK_NOTES_MAX_LENGTH) })
@Check({
  name: 'track_count_in_beats_check',
  expression: between('count_in_beats', limits.COUNT_IN_BEATS_MIN, limits.COUNT_IN_BEATS_MAX),
})
@Check({ name: 'track_sound_type_check', expression: oneOf('sound_type', limits.SOUND_TYPES) })
@Check({ name: 'track_count_in_sound_type_check', expression: oneOf('count_in_sound_type', limits.SOUND_TYPES) })
@Check({
  name: 'track_length_seconds_check',
  expression: between('length_seconds', limits.TRACK_LENGTH_SECONDS_MIN, limits.TRACK_LENGTH_SECONDS_MAX),
})
@Check({ name: 'track_song_key_check', expression: `"song_key" ~ '${limits.TRACK_KEY_PATTERN}'` })
@Check({ name: 'track_after_song_check', expression: oneOf('after_song', limits.AFTER_SONG_MODES) })
@Check({ name: 'track_after_song_gap_check', expression: afterSongGapCheck() })
@Check({ name: 'track_rhythm_check', expression: `jsonb_typeof("rhythm") = 'object'` })
@Check({ name: 'track_own_sounds_check', expression: `jsonb_typeof("own_sounds") = 'object'` })
@Check({ name: 'track_midi_messages_check', expression: `jsonb_typeof("midi_messages") = 'array'` })
export class Track extends SetListPlace {
  /** Properties with defaults, which `em.create` may leave out. */
  [OptionalProps]?:
    | 'id'
    | 'albumArt'
    | 'externalId'
    | 'bpmSource'
    | 'notes'
    | 'countInBeats'
    | 'soundType'
    | 'countInSoundType'
    | 'rhythm'
    | 'lengthSeconds'
    | 'key'
    | 'afterSong'
    | 'afterSongGap'
    | 'spokenCues'
    | 'ownSounds'
    | 'midiMessages'
    | 'createdAt';

  @Property({ type: 'text' })
  artist!: string;

  @Property({ type: 'integer' })
  bpm!: number;

  @Property({ type: 'text', nullable: true })
  albumArt: string | null = null;

  /** The music-search id of the song; unique per playlist when present. */
  @Property({ type: 'text', nullable: true })
  externalId: string | null = null;

  @Property({ type: 'text', default: limits.DEFAULT_BPM_SOURCE })
  bpmSource: BpmSource = limits.DEFAULT_BPM_SOURCE;

  /** What the band should know on stage (performance mode); empty when none. */
  @Property({ type: 'text', default: '' })
  notes: string = '';

  /** This song's count-in beats; null plays the user's setting. */
  @Property({ type: 'integer', nullable: true })
  countInBeats: number | null = null;

  /** This song's click sound; null plays the user's setting. */
  @Property({ type: 'text', nullable: true })
  soundType: SoundName | null = null;

  /** This song's count-in sound; null plays the user's setting. */
  @Property({ type: 'text', nullable: true })
  countInSoundType: SoundName | null = null;

  /** Meter, accents, subdivision and song map, resolved; null plays today's steady 4/4. */
  @Property({ type: 'json', nullable: true })
  rhythm: Rhythm | null = null;

  /** How long the song plays on stage, in a room and in the trainer; null: until stopped (or its song map's length). */
  @Property({ type: 'integer', nullable: true })
  lengthSeconds: number | null = null;

  /** The song's key ('F#m', 'Bb', 'C', 'Ebm'); null when not given. */
  @Property({ type: 'text', fieldName: 'song_key', nullable: true })
  key: string | null = null;

  /** When the song ends: stop, or go on to the next song after `afterSongGap` bars or seconds. */
  @Property({ type: 'text', default: limits.AFTER_SONG_DEFAULT })
  afterSong: AfterSongMode = limits.AFTER_SONG_DEFAULT;

  /** The gap before the next song, in the unit `afterSong` names (bars of this song, or seconds). */
  @Property({ type: 'integer', default: 0 })
  afterSongGap: number = 0;

  /** Whether this song speaks the user's cues (a voiced count-in, section names); false: silent for it. */
  @Property({ type: 'boolean', default: true })
  spokenCues: boolean = true;

  /** The owner's own click sounds by level (user_sound ids); null: the built-in click everywhere. */
  @Property({ type: 'json', nullable: true })
  ownSounds: Record<string, string> | null = null;

  /** Program and Control Changes sent at the song's start and its sections; null: none. */
  @Property({ type: 'json', nullable: true })
  midiMessages: MidiMessage[] | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
