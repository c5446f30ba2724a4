import { CHART_IMPORT_MAX_BYTES, CHART_IMPORT_MAX_SONGS } from '../../../schema/limits';
import { chartImportQuerySchema } from '../../../schema/validation';
import { readChartBody } from '../../http/chartBody';
import * as chartImport from '../../services/chartImport';
import { restTable, type RestOperation } from './restOperation';

/** Chord charts in: ChordPro and OnSong text as tracks. */
export const chartOperations: RestOperation[] = restTable(
  { tag: 'Playlists', who: 'user', pathParams: { id: 'Playlist id.' } },
  {
    importCharts: {
      route: 'POST /api/playlists/:id/charts',
      summary: 'Add tracks from ChordPro or OnSong charts (owner or admin)',
      description: `A text/plain UTF-8 body of at most ${CHART_IMPORT_MAX_BYTES / 1024 / 1024} MB holding 1 to ${CHART_IMPORT_MAX_SONGS} songs, separated by {new_song} / {ns} or a line of ---. Each is read as ChordPro when it has a {directive} line, else as OnSong. Title, artist, key, tempo, time and duration become the track's; a tempo or time that changes inside a ChordPro song makes a song map. With ?dryRun=true the body is only read: { songs: [what was read], errors: [{ song, message }] }. Otherwise every song is added in order, or none when a song has an error (400 naming each bad song as "song N").`,
      query: { schema: chartImportQuerySchema },
      textBody: { mediaType: 'text/plain', description: 'ChordPro or OnSong charts, UTF-8.' },
      output: {
        description: 'The playlist with the new tracks; for a dry run, what was read.',
        view: { oneOf: [{ $ref: '#/components/schemas/Playlist' }, { $ref: '#/components/schemas/ChartCheck' }] },
      },
      errors: [409, 413, 415],
      handle: async ({ ctx, params, query, req, res }) =>
        chartImport.importCharts(ctx, params.id!, query, await readChartBody(req, res)),
    },
  },
);
