import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { CSV_COLUMNS, CSV_IMPORT_MAX_ROWS, PLAYLIST_TRACKS_MAX } from '../../schema/limits';
import { DEFAULT_TIME_SIGNATURE, resolveRhythm } from '../../schema/rhythm';
import { songKey } from '../../schema/songKey';
import { csvImportQuerySchema, csvTrackSchema, messages, type CsvTrack } from '../../schema/validation';
import { Track } from '../entities';
import { Conflict, ValidationError } from '../errors/appErrors';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { accessPlaylist } from './playlistAccess';
import { loadTracks, toPlaylistView, type PlaylistView } from './playlistViews';
import { PLAYLIST_FULL } from './setList';
import { ALREADY_IN_PLAYLIST } from './tracks';
import { validateInput } from './validate';
import { emitPlaylistChange, PlaylistChangeKind } from '../events/events';

/** A spreadsheet runs a cell starting with one of these as a formula: such cells are written with a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;
const BYTE_ORDER_MARK = '\uFEFF';

/** What a dry run answers: how many rows the file has and what is wrong with each bad one. */
export interface CsvCheck {
  rows: number;
  errors: Array<{ row: number; message: string }>;
}

/** A playlist's tracks as CSV (`name,artist,bpm,bpm_source,notes,time_signature,length_seconds,key`), UTF-8 with a byte order mark so spreadsheets read accents right. */
export async function exportTracksCsv(ctx: RequestContext, playlistId: string): Promise<{ name: string; csv: string }> {
  const viewer = requireViewer(ctx.viewer);
  const facts = await accessPlaylist(ctx.em, viewer, playlistId, 'read');
  const tracks = await loadTracks(ctx.em, facts.id);
  const rows = tracks.map((track) => [track.name, track.artist, String(track.bpm), track.bpmSource, track.notes, track.rhythm?.timeSignature ?? DEFAULT_TIME_SIGNATURE, track.lengthSeconds === null ? '' : String(track.lengthSeconds), track.key ?? '']);
  const csv = Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { escapeFormulae: FORMULA_START, newline: '\r\n' });
  return { name: facts.name, csv: `${BYTE_ORDER_MARK}${csv}\r\n` };
}

/** A row's meter as a track's rhythm; a steady 4/4 stays without one, so an exported track comes back as it was. */
function rhythmOfMeter(timeSignature: string | null | undefined) {
  const rhythm = timeSignature ? resolveRhythm({ timeSignature }) : null;
  return rhythm && rhythm.timeSignature !== DEFAULT_TIME_SIGNATURE ? rhythm : null;
}

/** A cell as typed: our export's leading ' before a formula character is taken off again. */
function cellText(value: string | undefined): string | undefined {
  return value !== undefined && /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** One row as a track, or the first thing wrong with it. */
function trackOfRow(row: Record<string, string | undefined>): CsvTrack | string {
  const bpmText = cellText(row.bpm)?.trim() ?? '';
  const lengthText = cellText(row.length_seconds)?.trim() ?? '';
  const input = {
    name: cellText(row.name),
    artist: cellText(row.artist),
    bpm: /^\d+$/.test(bpmText) ? Number(bpmText) : bpmText,
    bpmSource: cellText(row.bpm_source)?.trim() || undefined,
    notes: cellText(row.notes),
    timeSignature: cellText(row.time_signature)?.trim() || undefined,
    lengthSeconds: lengthText === '' ? null : /^\d+$/.test(lengthText) ? Number(lengthText) : lengthText,
    key: cellText(row.key)?.trim() || null,
  };
  try {
    return csvTrackSchema.validateSync(input, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The file's rows as tracks, and what is wrong with the others (rows counted from 1 after the header). */
function readRows(text: string): { tracks: CsvTrack[]; check: CsvCheck } {
  const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (header) => header.trim().toLowerCase() });
  const columns = parsed.meta.fields ?? [];
  if (!columns.includes('name') || !columns.includes('bpm') || columns.some((column) => !(CSV_COLUMNS as readonly string[]).includes(column))) {
    throw new ValidationError(messages.csvHeader, { file: messages.csvHeader });
  }
  if (parsed.data.length === 0 || parsed.data.length > CSV_IMPORT_MAX_ROWS) throw new ValidationError(messages.csvRows, { file: messages.csvRows });
  const tracks: CsvTrack[] = [];
  const errors: CsvCheck['errors'] = [];
  parsed.data.forEach((row, index) => {
    const track = trackOfRow(row);
    if (typeof track === 'string') errors.push({ row: index + 1, message: track });
    else tracks.push(track);
  });
  return { tracks, check: { rows: parsed.data.length, errors } };
}

/** Rows naming a song the playlist (or an earlier row) already has. */
function duplicateRows(tracks: CsvTrack[], existing: Array<{ name: string; artist: string }>, rowNumbers: number[]): CsvCheck['errors'] {
  const seen = new Set(existing.map((track) => songKey(track.name, track.artist)));
  return tracks.flatMap((track, index) => {
    const key = songKey(track.name, track.artist);
    if (!seen.has(key)) {
      seen.add(key);
      return [];
    }
    return [{ row: rowNumbers[index]!, message: ALREADY_IN_PLAYLIST }];
  });
}

/**
 * Imports a set list from CSV into a playlist the viewer may edit. `?dryRun=true`
 * only checks the file. Otherwise every row is added at the end, in file order, in one transaction
 * under the playlist lock — or none when any row has an error (400, each bad row named).
 */
export async function importTracksCsv(ctx: RequestContext, playlistId: string, query: unknown, text: string): Promise<CsvCheck | PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  const { dryRun } = validateInput(csvImportQuerySchema, query);
  const { tracks, check } = readRows(text);
  const rowNumbers = Array.from({ length: check.rows }, (_, index) => index + 1).filter((row) => !check.errors.some((error) => error.row === row));
  return ctx.em.transactional(async (em) => {
    const facts = await accessPlaylist(em, viewer, playlistId, 'edit', { lock: true });
    const existing = await loadTracks(em, facts.id);
    const errors = [...check.errors, ...duplicateRows(tracks, existing, rowNumbers)].sort((a, b) => a.row - b.row);
    if (dryRun === 'true') return { rows: check.rows, errors };
    if (errors.length) throw new ValidationError(messages.csvHasErrors, Object.fromEntries(errors.map((error) => [`row ${error.row}`, error.message])));
    if (existing.length + tracks.length > PLAYLIST_TRACKS_MAX) throw new Conflict(PLAYLIST_FULL);
    const start = existing.reduce((next, track) => Math.max(next, track.position + 1), 0);
    const createdAt = new Date();
    await em.insertMany(
      Track,
      tracks.map((track, index) => ({
        id: randomUUID(),
        playlist: facts.id,
        position: start + index,
        name: track.name,
        artist: track.artist,
        bpm: track.bpm,
        bpmSource: track.bpmSource,
        notes: track.notes,
        albumArt: null,
        externalId: null,
        rhythm: rhythmOfMeter(track.timeSignature),
        lengthSeconds: track.lengthSeconds ?? null,
        key: track.key ?? null,
        createdAt,
      })),
    );
    const updatedAt = new Date();
    await em.execute('update playlist set updated_at = ? where id = ?', [updatedAt, facts.id]);
    await emitPlaylistChange(em, facts.id, PlaylistChangeKind.TRACK_ADDED);
    return toPlaylistView(viewer, { ...facts, updatedAt }, await loadTracks(em, facts.id));
  });
}
