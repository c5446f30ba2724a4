import type { MidiCheck } from '../../schema/midiCheck';
import { MIDI_EXPORT_BEATS_MAX, PLAYLIST_TRACKS_MAX } from '../../schema/limits';
import {
  DEFAULT_TIME_SIGNATURE,
  noteBpmOf,
  resolvePattern,
  resolveRhythm,
  SECTION_BARS_MAX,
  type Section,
} from '../../schema/rhythm';
import { chartTrackSchema, midiImportQuerySchema } from '../../schema/validation';
import { isUuid } from '../../schema/ids';
import { Track } from '../entities';
import { Conflict, NotFound, ValidationError } from '../errors/appErrors';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { readTempoMap } from './midi/tempoMapReader';
import { beatCount, meterOf } from './midi/smfTiming';
import { writeTempoMap } from './midi/tempoMapWriter';
import { accessPlaylist } from './playlistAccess';
import { loadSetList, type PlaylistView } from './playlistViews';
import { PLAYLIST_FULL } from './setList';
import { duplicateRows, trackRowOf, viewAfterImport } from './setListCsv';
import { TRACK_NOT_FOUND } from './tracks';
import { validateInput } from './validate';

/** Bars of a track without a song map when it has no length either. */
const DEFAULT_BARS = 8;

/** A track's song map, or one section of its tempo and meter over its length, as the file writes it. */
export function sectionsOf(track: Track): Section[] {
  if (track.rhythm?.sections.length) return track.rhythm.sections;
  const pattern = resolvePattern(track.rhythm ?? {});
  const { beatsPerBar } = meterOf(pattern);
  const beats = track.lengthSeconds ? (track.lengthSeconds * noteBpmOf(track.bpm, pattern)) / 60 : 0;
  const bars = beats > 0 ? Math.min(SECTION_BARS_MAX, Math.ceil(beats / beatsPerBar)) : DEFAULT_BARS;
  return [{ ...pattern, name: '', bars, bpm: track.bpm, endBpm: null, muted: false }];
}

/**
 * A track the viewer may read as a Standard MIDI File: its tempo map, meters, section names and
 * click (see midi/tempoMapWriter.ts). An unknown or unreadable track is NOT_FOUND; one too long
 * to write (MIDI_EXPORT_BEATS_MAX) a conflict.
 */
export async function exportTempoMap(
  ctx: RequestContext,
  trackId: string,
): Promise<{ name: string; bytes: Uint8Array }> {
  const viewer = requireViewer(ctx.viewer);
  const track = isUuid(trackId) ? await ctx.em.findOne(Track, { id: trackId }) : null;
  if (!track) throw new NotFound(TRACK_NOT_FOUND);
  await accessPlaylist(ctx.em, viewer, track.playlist.id, 'read').catch((error: unknown) => {
    throw error instanceof NotFound ? new NotFound(TRACK_NOT_FOUND) : error;
  });
  const sections = sectionsOf(track);
  refuseLongExport(beatCount(sections));
  return { name: track.name, bytes: writeTempoMap(track.name, sections) };
}

/** 409 before writing a file of more than MIDI_EXPORT_BEATS_MAX beats. */
export function refuseLongExport(beats: number): void {
  if (beats > MIDI_EXPORT_BEATS_MAX)
    throw new Conflict(
      `A MIDI file holds at most ${MIDI_EXPORT_BEATS_MAX.toLocaleString('en-US')} beats; this one would have ${beats.toLocaleString('en-US')}`,
    );
}

/** The file as a track's input: a song map when it names sections or changes tempo or meter. */
function trackInputOf(bytes: Uint8Array) {
  const { title, sections, named } = readTempoMap(bytes);
  const [first] = sections;
  const map = named || sections.length > 1 || first.endBpm !== null;
  return {
    name: title,
    bpm: first.bpm,
    timeSignature: first.timeSignature,
    rhythm: { timeSignature: first.timeSignature, tempoUnit: first.tempoUnit, sections: map ? sections : null },
  };
}

/**
 * Imports a Standard MIDI File into a playlist the viewer may edit as one track at the end of the
 * set list, its song map read from the file. `?dryRun=true` answers what would be added without
 * writing; otherwise it is added under the playlist lock, or not at all when it is already in the
 * set list or does not fit a track (400) or the playlist is full (409).
 */
export async function importTempoMap(
  ctx: RequestContext,
  playlistId: string,
  query: unknown,
  bytes: Uint8Array,
): Promise<MidiCheck | PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  const { dryRun } = validateInput(midiImportQuerySchema, query);
  const input = trackInputOf(bytes);
  const track = validateInput(chartTrackSchema, input);
  return ctx.em.transactional(async (em) => {
    const facts = await accessPlaylist(em, viewer, playlistId, 'edit', { lock: true });
    const current = await loadSetList(em, facts.id);
    const errors = duplicateRows([{ row: 1, track }], current.tracks).map(({ message }) => message);
    if (dryRun === 'true')
      return {
        track: {
          title: track.name,
          bpm: track.bpm,
          timeSignature: input.timeSignature,
          sections: input.rhythm.sections ?? [],
        },
        errors,
      };
    if (errors.length) throw new ValidationError(errors[0], { file: errors[0] });
    if (current.tracks.length + 1 > PLAYLIST_TRACKS_MAX) throw new Conflict(PLAYLIST_FULL);
    const position = [...current.tracks, ...current.breaks].reduce(
      (next, place) => Math.max(next, place.position + 1),
      0,
    );
    const rhythm = resolveRhythm(input.rhythm);
    const plain =
      !rhythm.sections.length && rhythm.timeSignature === DEFAULT_TIME_SIGNATURE && rhythm.tempoUnit === 'note';
    await em.insertMany(Track, [
      { ...trackRowOf(track, facts.id, position, new Date()), rhythm: plain ? null : rhythm },
    ]);
    return viewAfterImport(em, viewer, facts);
  });
}
