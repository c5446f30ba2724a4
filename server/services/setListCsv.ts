import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import Papa from 'papaparse';
import {
  CSV_COLUMNS,
  CSV_IMPORT_MAX_ROWS,
  CSV_ROW_TYPES,
  PLAYLIST_BREAKS_MAX,
  PLAYLIST_TRACKS_MAX,
} from '../../schema/limits';
import { DEFAULT_TIME_SIGNATURE, resolveRhythm } from '../../schema/rhythm';
import { songKey } from '../../schema/songKey';
import { csvImportQuerySchema, csvTrackSchema, messages, setBreakName, type CsvTrack } from '../../schema/validation';
import { SetBreak, Track, type User } from '../entities';
import { Conflict, ValidationError } from '../errors/appErrors';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { accessPlaylist, type PlaylistFacts } from './playlistAccess';
import { loadSetList, toPlaylistView, type PlaylistView } from './playlistViews';
import { SET_BREAKS_FULL } from './setBreaks';
import { PLAYLIST_FULL } from './setList';
import { ALREADY_IN_PLAYLIST } from './tracks';
import { validateInput } from './validate';

/** A spreadsheet runs a cell starting with one of these as a formula: such cells are written with a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;
const BYTE_ORDER_MARK = '\uFEFF';

/** What a dry run answers: how many rows the file has and what is wrong with each bad one. */
export interface CsvCheck {
  rows: number;
  errors: Array<{ row: number; message: string }>;
}

/**
 * A playlist's set list as CSV (`name,artist,bpm,bpm_source,notes,time_signature,length_seconds,key,type`),
 * UTF-8 with a byte order mark so spreadsheets read accents right. A song's `type` is `song`; a
 * set break is a row of its own in its place, with its name, `type` `break` and the other cells empty.
 */
export async function exportTracksCsv(ctx: RequestContext, playlistId: string): Promise<{ name: string; csv: string }> {
  const viewer = requireViewer(ctx.viewer);
  const facts = await accessPlaylist(ctx.em, viewer, playlistId, 'read');
  const { tracks, breaks } = await loadSetList(ctx.em, facts.id);
  const songRows = tracks.map((track) => ({
    position: track.position,
    cells: [
      track.name,
      track.artist,
      String(track.bpm),
      track.bpmSource,
      track.notes,
      track.rhythm?.timeSignature ?? DEFAULT_TIME_SIGNATURE,
      track.lengthSeconds === null ? '' : String(track.lengthSeconds),
      track.key ?? '',
      'song',
    ],
  }));
  const breakRows = breaks.map((setBreak) => ({
    position: setBreak.position,
    cells: [setBreak.name, '', '', '', '', '', '', '', 'break'],
  }));
  const rows = [...songRows, ...breakRows].sort((a, b) => a.position - b.position).map((row) => row.cells);
  const csv = Papa.unparse(
    { fields: [...CSV_COLUMNS], data: rows },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  return { name: facts.name, csv: `${BYTE_ORDER_MARK}${csv}\r\n` };
}

/** A row's meter as a track's rhythm; a steady 4/4 stays without one, so an exported track comes back as it was. */
export function rhythmOfMeter(timeSignature: string | null | undefined) {
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

/** One good row of a file: a song, or a set break's name; `row` counts from 1 under the header. */
type CsvItem =
  { row: number; track: CsvTrack; breakName?: undefined } | { row: number; breakName: string; track?: undefined };

/** A `break` row as its name, or what is wrong with it; its other cells are not read. */
function breakOfRow(row: Record<string, string | undefined>): string | { error: string } {
  try {
    return setBreakName.validateSync(cellText(row.name));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** The file's rows as songs and set breaks, and what is wrong with the others (rows counted from 1 after the header). */
function readRows(text: string): { items: CsvItem[]; check: CsvCheck } {
  const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const columns = parsed.meta.fields ?? [];
  if (
    !columns.includes('name') ||
    !columns.includes('bpm') ||
    columns.some((column) => !(CSV_COLUMNS as readonly string[]).includes(column))
  ) {
    throw new ValidationError(messages.csvHeader, { file: messages.csvHeader });
  }
  if (parsed.data.length === 0 || parsed.data.length > CSV_IMPORT_MAX_ROWS)
    throw new ValidationError(messages.csvRows, { file: messages.csvRows });
  const items: CsvItem[] = [];
  const errors: CsvCheck['errors'] = [];
  parsed.data.forEach((cells, index) => {
    const row = index + 1;
    // A file without the column (made before set breaks) is all songs, as is an empty cell.
    const type = cellText(cells.type)?.trim().toLowerCase() || 'song';
    if (!(CSV_ROW_TYPES as readonly string[]).includes(type)) {
      errors.push({ row, message: messages.csvRowType });
    } else if (type === 'break') {
      const breakName = breakOfRow(cells);
      if (typeof breakName === 'string') items.push({ row, breakName });
      else errors.push({ row, message: breakName.error });
    } else {
      const track = trackOfRow(cells);
      if (typeof track === 'string') errors.push({ row, message: track });
      else items.push({ row, track });
    }
  });
  return { items, check: { rows: parsed.data.length, errors } };
}

/** Song rows naming a song the playlist (or an earlier row) already has. */
export function duplicateRows(items: CsvItem[], existing: Array<{ name: string; artist: string }>): CsvCheck['errors'] {
  const seen = new Set(existing.map((track) => songKey(track.name, track.artist)));
  return items.flatMap(({ row, track }) => {
    if (!track) return [];
    const key = songKey(track.name, track.artist);
    if (!seen.has(key)) {
      seen.add(key);
      return [];
    }
    return [{ row, message: ALREADY_IN_PLAYLIST }];
  });
}

/** A song row as a track row to insert. */
export function trackRowOf(track: CsvTrack, playlistId: string, position: number, createdAt: Date) {
  return {
    id: randomUUID(),
    playlist: playlistId,
    position,
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
  };
}

/**
 * Imports a set list from CSV into a playlist the viewer may edit. `?dryRun=true`
 * only checks the file. Otherwise every row — song or set break — is added at the end, in file
 * order, in one transaction under the playlist lock; or none when any row has an error (400, each
 * bad row named) or the playlist would hold too many tracks or breaks (409).
 */
export async function importTracksCsv(
  ctx: RequestContext,
  playlistId: string,
  query: unknown,
  text: string,
): Promise<CsvCheck | PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  const { dryRun } = validateInput(csvImportQuerySchema, query);
  const { items, check } = readRows(text);
  return ctx.em.transactional(async (em) => {
    const facts = await accessPlaylist(em, viewer, playlistId, 'edit', { lock: true });
    const current = await loadSetList(em, facts.id);
    const existing = current.tracks;
    const errors = [...check.errors, ...duplicateRows(items, existing)].sort((a, b) => a.row - b.row);
    if (dryRun === 'true') return { rows: check.rows, errors };
    if (errors.length)
      throw new ValidationError(
        messages.csvHasErrors,
        Object.fromEntries(errors.map((error) => [`row ${error.row}`, error.message])),
      );
    const newBreaks = items.filter((item) => item.breakName !== undefined).length;
    if (existing.length + items.length - newBreaks > PLAYLIST_TRACKS_MAX) throw new Conflict(PLAYLIST_FULL);
    if (current.breaks.length + newBreaks > PLAYLIST_BREAKS_MAX) throw new Conflict(SET_BREAKS_FULL);
    const start = [...existing, ...current.breaks].reduce((next, place) => Math.max(next, place.position + 1), 0);
    const createdAt = new Date();
    const tracks = items.flatMap((item, index) =>
      item.track ? [trackRowOf(item.track, facts.id, start + index, createdAt)] : [],
    );
    const breaks = items.flatMap((item, index) =>
      item.breakName !== undefined
        ? [{ id: randomUUID(), playlist: facts.id, position: start + index, name: item.breakName, createdAt }]
        : [],
    );
    if (tracks.length) await em.insertMany(Track, tracks);
    if (breaks.length) await em.insertMany(SetBreak, breaks);
    return viewAfterImport(em, viewer, facts);
  });
}

/** After an import's inserts: marks the playlist changed now and answers its view with the new set list. */
export async function viewAfterImport(em: EntityManager, viewer: User, facts: PlaylistFacts): Promise<PlaylistView> {
  const updatedAt = new Date();
  await em.execute('update playlist set updated_at = ? where id = ?', [updatedAt, facts.id]);
  return toPlaylistView(viewer, { ...facts, updatedAt }, await loadSetList(em, facts.id));
}
