import { CSV_COLUMNS, CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MAX_ROWS } from '../../../schema/limits';
import { csvImportQuerySchema } from '../../../schema/validation';
import { readCsvBody } from '../../http/csvBody';
import * as setListCsv from '../../services/setListCsv';
import { restTable, type RestOperation, type TableDefaults } from './restOperation';

const COLUMNS = CSV_COLUMNS.join(',');

const DEFAULTS: TableDefaults = { tag: 'Playlists', who: 'user', pathParams: { id: 'Playlist id.' } };

/** A file name for the download: the playlist's name with only safe characters. */
function csvFileName(playlistName: string): string {
  return `${playlistName.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'set list'}.csv`;
}

/** A set list as CSV, out and in. */
export const setListCsvOperations: RestOperation[] = restTable(DEFAULTS, {
  exportTracksCsv: {
    route: 'GET /api/playlists/:id/tracks.csv',
    summary: 'The tracks as CSV',
    description: `Columns ${COLUMNS}; UTF-8 with a byte order mark. A cell starting with =, +, -, @, a tab or a carriage return is written with a leading ' so spreadsheets never run it.`,
    output: {
      description: 'The CSV file.',
      media: { type: 'text/csv', schema: { type: 'string' } },
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="<playlist name>.csv"',
          schema: { type: 'string' },
        },
      },
    },
    handle: async ({ ctx, params, res }) => {
      const { name, csv } = await setListCsv.exportTracksCsv(ctx, params.id!);
      res.status(200).type('text/csv; charset=utf-8').attachment(csvFileName(name)).send(csv);
    },
  },
  importTracksCsv: {
    route: 'POST /api/playlists/:id/tracks.csv',
    summary: 'Add tracks from CSV (owner or admin)',
    description: `A text/csv body of at most ${CSV_IMPORT_MAX_BYTES / 1024 / 1024} MB and ${CSV_IMPORT_MAX_ROWS} rows under the header ${COLUMNS} (name and bpm required). With ?dryRun=true the file is only checked: { rows, errors: [{ row, message }] }. Otherwise every row is added in file order, or none when a row has an error (400 naming each bad row as "row N").`,
    query: { schema: csvImportQuerySchema },
    textBody: { mediaType: 'text/csv', description: `The CSV file (header ${COLUMNS}).` },
    output: {
      description: 'The playlist with the new tracks; for a dry run, the check.',
      view: { oneOf: [{ $ref: '#/components/schemas/Playlist' }, { $ref: '#/components/schemas/CsvCheck' }] },
    },
    errors: [409, 413, 415],
    handle: async ({ ctx, params, query, req, res }) =>
      setListCsv.importTracksCsv(ctx, params.id!, query, await readCsvBody(req, res)),
  },
});
