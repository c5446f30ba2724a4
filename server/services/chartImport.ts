import type { ChartCheck, ChartSongView } from '../../schema/chartCheck';
import { CHART_IMPORT_MAX_SONGS, PLAYLIST_TRACKS_MAX, TRACK_NOTES_MAX_LENGTH } from '../../schema/limits';
import { resolveRhythm, SECTION_NAME_MAX_LENGTH } from '../../schema/rhythm';
import { chartImportQuerySchema, chartMessages, chartTrackSchema, type ChartTrack } from '../../schema/validation';
import { Track } from '../entities';
import { Conflict, ValidationError } from '../errors/appErrors';
import { requireViewer } from '../policies/viewer';
import { durationSeconds, type ChartSong } from './charts/chartSong';
import { readCharts } from './charts/readCharts';
import type { RequestContext } from './context';
import { accessPlaylist } from './playlistAccess';
import { loadSetList, type PlaylistView } from './playlistViews';
import { PLAYLIST_FULL } from './setList';
import { duplicateRows, trackRowOf, viewAfterImport } from './setListCsv';
import { validateInput } from './validate';

/** A tempo or length as a number when it is a plain whole number; other text stays as written for the validation to refuse. */
function wholeOrText(text: string | null): number | string | undefined {
  if (text === null || text === '') return undefined;
  return /^\d{1,6}$/.test(text) ? Number(text) : text;
}

/** The most lines of a chart kept as the track's notes: a few lines of chords fit on a stage note, a whole lyric sheet does not. */
export const CHART_NOTES_MAX_LINES = 4;

/** The chart as the track's notes when it is short enough (lines and characters), else none. */
function notesOf(body: string): string {
  return body.length <= TRACK_NOTES_MAX_LENGTH && body.split('\n').length <= CHART_NOTES_MAX_LINES ? body : '';
}

/** A song's fields as a track's input. */
function trackInputOf(song: ChartSong) {
  const sections =
    song.parts.length > 1
      ? song.parts.map((part) => ({
          name: part.name.slice(0, SECTION_NAME_MAX_LENGTH),
          bars: part.bars,
          bpm: wholeOrText(part.tempo ?? song.tempo),
          timeSignature: part.time || undefined,
        }))
      : null;
  return {
    name: song.title ?? undefined,
    artist: song.artist ?? undefined,
    bpm: wholeOrText(song.tempo),
    notes: notesOf(song.body),
    timeSignature: song.time || undefined,
    lengthSeconds: durationSeconds(song.duration),
    key: song.key || null,
    rhythm: sections ? { timeSignature: song.time || undefined, sections } : null,
  };
}

/** A song as the dry run shows it. */
function viewOf(song: ChartSong, number: number): ChartSongView {
  const input = trackInputOf(song);
  const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    song: number,
    format: song.format,
    title: song.title,
    artist: song.artist,
    key: song.key,
    bpm: numberOf(input.bpm),
    timeSignature: song.time,
    lengthSeconds: numberOf(input.lengthSeconds),
    sections: (input.rhythm?.sections ?? []).map((section) => ({
      name: section.name,
      bars: section.bars,
      bpm: numberOf(section.bpm),
      timeSignature: section.timeSignature ?? song.time,
    })),
  };
}

/** The body's songs as checked tracks, what was read of each, and what is wrong with the bad ones. */
function readSongs(text: string) {
  const songs = readCharts(text, CHART_IMPORT_MAX_SONGS);
  if (songs.length === 0) throw new ValidationError(chartMessages.noSong, { file: chartMessages.noSong });
  if (songs.length > CHART_IMPORT_MAX_SONGS)
    throw new ValidationError(chartMessages.tooManySongs, { file: chartMessages.tooManySongs });
  const items: Array<{ row: number; track: ChartTrack }> = [];
  const errors: ChartCheck['errors'] = [];
  songs.forEach((song, index) => {
    try {
      const track = chartTrackSchema.validateSync(trackInputOf(song), { abortEarly: true, stripUnknown: true });
      items.push({ row: index + 1, track });
    } catch (error) {
      errors.push({ song: index + 1, message: error instanceof Error ? error.message : String(error) });
    }
  });
  return { items, views: songs.map((song, index) => viewOf(song, index + 1)), errors };
}

/**
 * Imports ChordPro or OnSong charts into a playlist the viewer may edit, each song a track at the
 * end of the set list, in body order. `?dryRun=true` answers what was read without writing;
 * otherwise every song is added in one transaction under the playlist lock, or none when a song has
 * an error (400, each bad song named) or the playlist would hold too many tracks (409).
 */
export async function importCharts(
  ctx: RequestContext,
  playlistId: string,
  query: unknown,
  text: string,
): Promise<ChartCheck | PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  const { dryRun } = validateInput(chartImportQuerySchema, query);
  const { items, views, errors: songErrors } = readSongs(text);
  return ctx.em.transactional(async (em) => {
    const facts = await accessPlaylist(em, viewer, playlistId, 'edit', { lock: true });
    const current = await loadSetList(em, facts.id);
    const duplicates = duplicateRows(items, current.tracks).map(({ row, message }) => ({ song: row, message }));
    const errors = [...songErrors, ...duplicates].sort((a, b) => a.song - b.song);
    if (dryRun === 'true') return { songs: views, errors };
    if (errors.length)
      throw new ValidationError(
        chartMessages.hasErrors,
        Object.fromEntries(errors.map((error) => [`song ${error.song}`, error.message])),
      );
    if (current.tracks.length + items.length > PLAYLIST_TRACKS_MAX) throw new Conflict(PLAYLIST_FULL);
    const start = [...current.tracks, ...current.breaks].reduce((next, place) => Math.max(next, place.position + 1), 0);
    const createdAt = new Date();
    const tracks = items.map(({ track }, index) => {
      const row = trackRowOf(track, facts.id, start + index, createdAt);
      return track.rhythm?.sections?.length ? { ...row, rhythm: resolveRhythm(track.rhythm) } : row;
    });
    await em.insertMany(Track, tracks);
    return viewAfterImport(em, viewer, facts);
  });
}
