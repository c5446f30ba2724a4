import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../schema/ids';
import { songKey } from '../../schema/songKey';
import { DEFAULT_BPM_SOURCE, DEFAULT_TRACK_ARTIST, PLAYLIST_TRACKS_MAX } from '../../schema/limits';
import { resolveRhythm, type RhythmInput } from '../../schema/rhythm';
import { compactMidiMessages, type MidiMessage } from '../../schema/midiMessages';
import { compactOwnSounds } from '../../schema/trackOwnSounds';
import {
  ownSoundLevelsProblem,
  trackCopySchema,
  trackSchema,
  trackTempoSchema,
  trackUpdateSchema,
} from '../../schema/validation';
import { rhythmPulseProblem } from '../../schema/validation/rhythm';
import { Playlist, Track, type User } from '../entities';
import { Conflict, NotFound, ValidationError } from '../errors/appErrors';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { accessPlaylist } from './playlistAccess';
import { loadSetList, toPlaylistView, type PlaylistView, type TrackView } from './playlistViews';
import { PLAYLIST_FULL } from './setList';
import { checkMidiSections } from './trackMidiMessages';
import { checkOwnSoundsOwned } from './trackOwnSounds';
import { validateInput } from './validate';

/** SPEC.md §8: the song is in this playlist already. */
export const ALREADY_IN_PLAYLIST = 'Already in playlist';
export const TRACK_NOT_FOUND = 'Track not found';

/** What an add needs to know of the playlist's tracks (one statement, under the playlist lock). */
interface TrackSlots {
  count: number;
  /** The position after the last track or set break. */
  next: number;
  /** Whether a track has this music-search id. */
  sameId: boolean;
  /** Each track's [name, artist]. */
  songs: Array<[string, string]>;
}

async function trackSlots(em: EntityManager, playlistId: string, externalId: string | null): Promise<TrackSlots> {
  const [slots] = await em.execute<TrackSlots[]>(
    `select count(*)::int as count,
            greatest(coalesce(max(position) + 1, 0), (select coalesce(max(position) + 1, 0) from set_break where playlist_id = ?))::int as next,
            coalesce(bool_or(external_id = ?), false) as "sameId",
            coalesce(json_agg(json_build_array(name, artist)), '[]') as songs
       from track where playlist_id = ?`,
    [playlistId, externalId, playlistId],
  );
  return slots!;
}

/**
 * Whether a search song is in the playlist already: the same search id, or the same title and
 * artist. A custom track has no search id and is never a duplicate: a set list may well hold a
 * second 'Intro' or a reprise.
 */
function hasSong(slots: TrackSlots, externalId: string | null, name: string, artist: string): boolean {
  if (!externalId) return false;
  const key = songKey(name, artist);
  return slots.sameId || slots.songs.some(([otherName, otherArtist]) => songKey(otherName, otherArtist) === key);
}

/** A track's playback columns a user may set, each optional (none: the user's own setting or none). */
type TrackPlaybackColumns = Partial<
  Pick<
    Track,
    | 'notes'
    | 'countInBeats'
    | 'soundType'
    | 'countInSoundType'
    | 'lengthSeconds'
    | 'key'
    | 'afterSong'
    | 'afterSongGap'
    | 'rhythm'
    | 'spokenCues'
    | 'ownSounds'
    | 'midiMessages'
  >
>;

/** What a new track holds besides its playlist and position. */
type NewTrack = Pick<Track, 'name' | 'artist' | 'bpm' | 'bpmSource'> &
  Partial<Pick<Track, 'albumArt' | 'externalId'>> &
  TrackPlaybackColumns;

/**
 * Appends a track to a playlist the viewer may edit, in one transaction, and returns the
 * playlist's facts and the new track. The playlist row is locked while the next position is
 * taken, so parallel adds get distinct positions; a search song already in the playlist (by
 * search id, or by title and artist), or a track past the playlist's limit, is refused (409).
 * Custom tracks are always added.
 */
async function appendTrack(ctx: RequestContext, viewer: User, playlistId: string, fields: NewTrack) {
  const externalId = fields.externalId ?? null;
  try {
    return await ctx.em.transactional(async (em) => {
      const facts = await accessPlaylist(em, viewer, playlistId, 'edit', { lock: true });
      const slots = await trackSlots(em, facts.id, externalId);
      if (hasSong(slots, externalId, fields.name, fields.artist)) throw new Conflict(ALREADY_IN_PLAYLIST);
      if (slots.count >= PLAYLIST_TRACKS_MAX) throw new Conflict(PLAYLIST_FULL);
      const track = em.create(Track, {
        ...fields,
        playlist: em.getReference(Playlist, facts.id),
        position: slots.next,
      });
      await em.flush();
      const updatedAt = new Date();
      await em.nativeUpdate(Playlist, { id: facts.id }, { updatedAt });
      return { facts: { ...facts, updatedAt }, trackId: track.id, setList: await loadSetList(em, facts.id) };
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new Conflict(ALREADY_IN_PLAYLIST);
    throw error;
  }
}

/** Appends a track (owner or admin) under the rules of {@link appendTrack}; returns the playlist. */
export async function addTrack(ctx: RequestContext, playlistId: string, input: unknown): Promise<PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  const data = validateInput(trackSchema, input);
  const { facts, setList } = await appendTrack(ctx, viewer, playlistId, {
    name: data.name,
    artist: data.artist,
    bpm: data.bpm,
    albumArt: data.albumArt || null,
    externalId: data.id || null,
    bpmSource: data.bpmSource,
    rhythm: data.rhythm ? resolveRhythm(data.rhythm as RhythmInput) : null,
  });
  return toPlaylistView(viewer, facts, setList);
}

const pick = <T, K extends keyof T>(from: T, keys: K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

/**
 * Copies a track the viewer may read into a playlist they may edit (another of their set lists,
 * or the same one) and returns the copy, placed at the end, under the rules of adding a track
 * ({@link appendTrack}). An unknown or unreadable track is NOT_FOUND; a destination the viewer may
 * only read is FORBIDDEN.
 */
export async function copyTrack(ctx: RequestContext, trackId: string, input: unknown): Promise<TrackView> {
  const viewer = requireViewer(ctx.viewer);
  const { playlistId } = validateInput(trackCopySchema, input);
  const source = isUuid(trackId) ? await ctx.em.findOne(Track, { id: trackId }) : null;
  if (!source) throw new NotFound(TRACK_NOT_FOUND);
  await accessPlaylist(ctx.em, viewer, source.playlist.id, 'read').catch((error: unknown) => {
    throw error instanceof NotFound ? new NotFound(TRACK_NOT_FOUND) : error;
  });
  const { trackId: copyId, setList } = await appendTrack(
    ctx,
    viewer,
    playlistId,
    pick(source, [
      'name',
      'artist',
      'bpm',
      'albumArt',
      'externalId',
      'bpmSource',
      'notes',
      'countInBeats',
      'soundType',
      'countInSoundType',
      'lengthSeconds',
      'key',
      'rhythm',
      'spokenCues',
      'ownSounds',
      'midiMessages',
    ]),
  );
  return setList.tracks.find((track) => track.id === copyId)!;
}

/** The playlist of a track the viewer may edit, locked; unknown and unreadable tracks are both NOT_FOUND. */
async function editableTrack(ctx: RequestContext, trackId: string) {
  const viewer = requireViewer(ctx.viewer);
  const track = isUuid(trackId) ? await ctx.em.findOne(Track, { id: trackId }, { fields: ['playlist'] }) : null;
  if (!track) throw new NotFound(TRACK_NOT_FOUND);
  return { viewer, trackId: track.id, playlistId: track.playlist.id };
}

async function lockForEdit(em: EntityManager, viewer: ReturnType<typeof requireViewer>, playlistId: string) {
  return accessPlaylist(em, viewer, playlistId, 'edit', { lock: true }).catch((error: unknown) => {
    // A track of a playlist the viewer may not read does not exist for them either.
    throw error instanceof NotFound ? new NotFound(TRACK_NOT_FOUND) : error;
  });
}

/** Removes one track from its playlist (owner or admin) and returns the playlist as it is now. */
export async function removeTrack(ctx: RequestContext, trackId: string): Promise<PlaylistView> {
  const target = await editableTrack(ctx, trackId);
  return ctx.em.transactional(async (em) => {
    const facts = await lockForEdit(em, target.viewer, target.playlistId);
    await em.nativeDelete(Track, { id: target.trackId });
    const updatedAt = new Date();
    await em.nativeUpdate(Playlist, { id: facts.id }, { updatedAt });
    return toPlaylistView(target.viewer, { ...facts, updatedAt }, await loadSetList(em, facts.id));
  });
}

/** The columns of a track a user may change. */
type TrackChanges = Partial<Pick<Track, 'name' | 'artist' | 'bpm' | 'bpmSource'>> & TrackPlaybackColumns;

/** A new tempo or rhythm with the other as stored must make a pulse the click plays cleanly (400 otherwise, nothing written). */
async function checkPulse(em: EntityManager, trackId: string, changes: TrackChanges): Promise<void> {
  const stored = await em.findOneOrFail(Track, { id: trackId }, { fields: ['bpm', 'rhythm'] });
  const rhythm = changes.rhythm !== undefined ? changes.rhythm : stored.rhythm;
  const problem = rhythmPulseProblem([changes.bpm ?? stored.bpm], rhythm as RhythmInput | null);
  if (problem) throw new ValidationError(problem, { rhythm: problem });
}

/** Writes `changes` to a track the viewer may edit and returns its playlist as it is now. */
async function changeTrack(ctx: RequestContext, trackId: string, validate: () => TrackChanges): Promise<PlaylistView> {
  const target = await editableTrack(ctx, trackId);
  const changes = validate();
  return ctx.em.transactional(async (em) => {
    const facts = await lockForEdit(em, target.viewer, target.playlistId);
    if (changes.bpm !== undefined || changes.rhythm !== undefined) await checkPulse(em, target.trackId, changes);
    if (changes.ownSounds) await checkOwnSoundsOwned(em, target.viewer.id, changes.ownSounds);
    await checkMidiSections(em, target.trackId, changes);
    await em.nativeUpdate(Track, { id: target.trackId }, changes);
    const updatedAt = new Date();
    await em.nativeUpdate(Playlist, { id: facts.id }, { updatedAt });
    return toPlaylistView(target.viewer, { ...facts, updatedAt }, await loadSetList(em, facts.id));
  });
}

/** Sets one track's tempo and where it came from (owner or admin); returns the playlist as it is now. */
export function updateTrackTempo(ctx: RequestContext, trackId: string, input: unknown): Promise<PlaylistView> {
  return changeTrack(ctx, trackId, () => {
    const { bpm, bpmSource } = validateInput(trackTempoSchema, input);
    return { bpm, bpmSource };
  });
}

/**
 * Changes a track's name, artist, notes, tempo and/or its own count-in beats and sounds (owner or
 * admin); only the fields given change. A tempo without its source counts as typed; an empty artist
 * becomes 'Custom Track'; a null count-in or sound goes back to the user's settings.
 */
export function updateTrack(ctx: RequestContext, trackId: string, input: unknown): Promise<PlaylistView> {
  return changeTrack(ctx, trackId, () => {
    const data = validateInput(trackUpdateSchema, input);
    const levelsProblem = ownSoundLevelsProblem(input);
    if (levelsProblem) throw new ValidationError(levelsProblem, { ownSounds: levelsProblem });
    const changes: TrackChanges = {};
    if (data.name !== undefined) changes.name = data.name;
    if (data.artist !== undefined) changes.artist = data.artist || DEFAULT_TRACK_ARTIST;
    if (data.notes !== undefined) changes.notes = data.notes;
    if (data.bpm !== undefined) changes.bpm = data.bpm;
    if (data.bpm !== undefined) changes.bpmSource = data.bpmSource ?? DEFAULT_BPM_SOURCE;
    if (data.countInBeats !== undefined) changes.countInBeats = data.countInBeats;
    if (data.soundType !== undefined) changes.soundType = data.soundType;
    if (data.countInSoundType !== undefined) changes.countInSoundType = data.countInSoundType;
    if (data.lengthSeconds !== undefined) changes.lengthSeconds = data.lengthSeconds;
    if (data.key !== undefined) changes.key = data.key;
    if (data.afterSong !== undefined) changes.afterSong = data.afterSong;
    if (data.afterSong !== undefined) changes.afterSongGap = data.afterSong === 'stop' ? 0 : (data.afterSongGap ?? 0);
    if (data.spokenCues !== undefined) changes.spokenCues = data.spokenCues;
    if (data.ownSounds !== undefined) changes.ownSounds = compactOwnSounds(data.ownSounds);
    if (data.midiMessages !== undefined)
      changes.midiMessages = compactMidiMessages(data.midiMessages as MidiMessage[] | null);
    if (data.rhythm !== undefined) changes.rhythm = data.rhythm ? resolveRhythm(data.rhythm as RhythmInput) : null;
    return changes;
  });
}
