import type { EntityManager } from '@mikro-orm/postgresql';
import type { AfterSongMode, BpmSource, SoundName } from '../../schema/limits';
import { MAIN_SOUND_EVERYWHERE, type Rhythm } from '../../schema/rhythm';
import type { MidiMessage } from '../../schema/midiMessages';
import type { TrackOwnSounds } from '../../schema/trackOwnSounds';
import type { User } from '../entities';
import { canEditPlaylist, canSharePlaylist } from '../policies/playlists';
import type { PlaylistFacts } from './playlistAccess';

// The shapes both doors return: REST sends them as JSON, GraphQL resolves its types from them.

/** A row of the viewer's own playlists. */
export interface PlaylistSummaryView {
  id: string;
  name: string;
  description: string | null;
  trackCount: number;
  createdAt: Date;
}

/** A track of a playlist. `externalId` is the music-search id, when the song came from search. */
export interface TrackView {
  id: string;
  position: number;
  name: string;
  artist: string;
  bpm: number;
  albumArt: string | null;
  externalId: string | null;
  bpmSource: BpmSource;
  /** What the band should know on stage; empty when none. */
  notes: string;
  /** This song's count-in beats, click sound and count-in sound; null plays the user's settings. */
  countInBeats: number | null;
  soundType: SoundName | null;
  countInSoundType: SoundName | null;
  /** How long the song plays on stage, in a room and in the trainer; null: until stopped (or its song map's length). */
  lengthSeconds: number | null;
  /** The song's key ('F#m', 'Bb'); null when not given. */
  key: string | null;
  /** When the song ends: 'stop', or go on to the next after `afterSongGap` 'bars' or 'seconds'. */
  afterSong: AfterSongMode;
  afterSongGap: number;
  /** Meter, accents, subdivision and song map; null: a steady 4/4. */
  rhythm: Rhythm | null;
  /** Whether the song speaks the user's cues. */
  spokenCues: boolean;
  /** The owner's own click sounds per level; null: the built-in click. */
  ownSounds: TrackOwnSounds | null;
  /** Program and Control Changes at the song's start and its sections; null: none. */
  midiMessages: MidiMessage[] | null;
}

/** A named divider between songs ('Set 2'); its position is in the same sequence as the tracks'. */
export interface SetBreakView {
  id: string;
  position: number;
  name: string;
}

/** A playlist's tracks and set breaks, each in order. */
export interface SetListView {
  tracks: TrackView[];
  breaks: SetBreakView[];
}

/** A playlist as its reader sees it. `sharedWith` is only filled for those who may share it. */
export interface PlaylistView extends PlaylistSummaryView {
  updatedAt: Date;
  ownerUsername: string | null;
  canEdit: boolean;
  tracks: TrackView[];
  breaks: SetBreakView[];
  sharedWith: string[] | null;
}

/** A playlist someone shared with the viewer. */
export interface SharedPlaylistView extends PlaylistSummaryView {
  updatedAt: Date;
  ownerUsername: string | null;
  sharedBy: string;
}

/**
 * A playlist's tracks and set breaks in order, read on every playlist request: a hot read, so
 * plain SQL (docs/ARCHITECTURE.md "Reading the database"), the columns a {@link TrackView} shows
 * and no entity made (50 Track entities would cost more than the query). The breaks come in the
 * same statement, so a read stays one round trip: a break's row has `is_break` and only its id,
 * position and name. bench/lib/rawApp.mjs sends it too, read from the built app.
 */
export const SET_LIST_SQL = `
  select false as is_break, id, position, name, artist, bpm, album_art, external_id, bpm_source, notes,
         count_in_beats, sound_type, count_in_sound_type, length_seconds, song_key, after_song, after_song_gap, rhythm, spoken_cues, own_sounds, midi_messages
    from track where playlist_id = ?
  union all
  select true, id, position, name, null, null, null, null, null, null,
         null, null, null, null, null, null, null, null, null, null, null
    from set_break where playlist_id = ?
  order by position asc`;

/** A track's row of {@link SET_LIST_SQL}. */
interface TrackRow {
  id: string;
  position: number;
  name: string;
  artist: string;
  bpm: number;
  album_art: string | null;
  external_id: string | null;
  bpm_source: BpmSource;
  notes: string;
  count_in_beats: number | null;
  sound_type: SoundName | null;
  count_in_sound_type: SoundName | null;
  length_seconds: number | null;
  song_key: string | null;
  after_song: AfterSongMode;
  after_song_gap: number;
  rhythm: Rhythm | null;
  spoken_cues: boolean;
  own_sounds: TrackOwnSounds | null;
  midi_messages: MidiMessage[] | null;
}

function trackViewOf(row: TrackRow): TrackView {
  return {
    id: row.id,
    position: row.position,
    name: row.name,
    artist: row.artist,
    bpm: row.bpm,
    albumArt: row.album_art,
    externalId: row.external_id,
    bpmSource: row.bpm_source,
    notes: row.notes,
    countInBeats: row.count_in_beats,
    soundType: row.sound_type,
    countInSoundType: row.count_in_sound_type,
    lengthSeconds: row.length_seconds,
    key: row.song_key,
    afterSong: row.after_song,
    afterSongGap: row.after_song_gap,
    // Rhythms stored before level sounds existed play the main sound everywhere.
    rhythm: row.rhythm ? { ...row.rhythm, levelSounds: row.rhythm.levelSounds ?? MAIN_SOUND_EVERYWHERE } : null,
    spokenCues: row.spoken_cues,
    ownSounds: row.own_sounds,
    midiMessages: row.midi_messages,
  };
}

/** A playlist's tracks and set breaks in order, as views (one statement). */
export async function loadSetList(em: EntityManager, playlistId: string): Promise<SetListView> {
  const rows = await em.execute<Array<TrackRow & { is_break: boolean }>>(SET_LIST_SQL, [playlistId, playlistId]);
  const setList: SetListView = { tracks: [], breaks: [] };
  for (const row of rows) {
    if (row.is_break) setList.breaks.push({ id: row.id, position: row.position, name: row.name });
    else setList.tracks.push(trackViewOf(row));
  }
  return setList;
}

/** The playlist as `viewer` may see it, from facts already authorized by accessPlaylist. */
export function toPlaylistView(viewer: User, facts: PlaylistFacts, { tracks, breaks }: SetListView): PlaylistView {
  return {
    id: facts.id,
    name: facts.name,
    description: facts.description,
    createdAt: facts.createdAt,
    updatedAt: facts.updatedAt,
    ownerUsername: facts.owner?.username ?? null,
    canEdit: canEditPlaylist(viewer, facts),
    trackCount: tracks.length,
    tracks,
    breaks,
    sharedWith: canSharePlaylist(viewer, facts) ? facts.sharedWith.map((recipient) => recipient.username) : null,
  };
}
