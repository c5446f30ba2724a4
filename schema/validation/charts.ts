import { object, string, type InferType, type StringSchema } from 'yup';
import { CHART_IMPORT_MAX_BYTES, CHART_IMPORT_MAX_SONGS } from '../limits';
import { csvTrackSchema } from './csv';
import { messages } from './messages';
import { rhythmSchema } from './rhythm';

/** What the chart import answers when a body cannot be read as songs. */
export const chartMessages = {
  dryRun: messages.csvDryRun,
  notText: 'The file is not text: send ChordPro or OnSong charts as UTF-8 text',
  noSong: 'No song was found: a ChordPro chart needs a {title: …} line, an OnSong chart its title on the first line',
  tooManySongs: `One import may hold 1 to ${CHART_IMPORT_MAX_SONGS} songs`,
  title: 'Each song needs a title ({title: …} in ChordPro, the first line in OnSong)',
  hasErrors: 'Some songs have errors: nothing was imported',
  mediaType: 'Send the charts as text/plain',
  tooLarge: `The file must be at most ${CHART_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
} as const;

/** POST /api/playlists/{id}/charts: `?dryRun=true` answers what would be added without adding it. */
export const chartImportQuerySchema = object({
  dryRun: string().label('dryRun').oneOf(['true', 'false'], chartMessages.dryRun).optional(),
});
export type ChartImportQuery = InferType<typeof chartImportQuerySchema>;

/** One song of a chart import: a CSV row's fields and, when its tempo or meter changes, a song map. */
export const chartTrackSchema = csvTrackSchema.shape({
  name: (csvTrackSchema.fields.name as StringSchema).required(chartMessages.title),
  rhythm: rhythmSchema.label('Song map').nullable().optional().default(undefined),
});
export type ChartTrack = InferType<typeof chartTrackSchema>;
