import { object, string, type InferType } from 'yup';
import { messages } from './messages';
import { trackKey, trackLengthSeconds, trackNotes, trackSchema } from './playlists';
import { timeSignatureSchema } from './rhythm';

/** POST /api/playlists/{id}/tracks.csv: `?dryRun=true` checks the file without importing it. */
export const csvImportQuerySchema = object({
  dryRun: string().label('dryRun').oneOf(['true', 'false'], messages.csvDryRun).optional(),
});
export type CsvImportQuery = InferType<typeof csvImportQuerySchema>;

/** One row of an imported set list: a track as POST /api/playlists/{id}/tracks takes it, with its notes, meter, length and key. */
export const csvTrackSchema = trackSchema.pick(['name', 'artist', 'bpm', 'bpmSource']).shape({
  notes: trackNotes.default(''),
  timeSignature: timeSignatureSchema,
  lengthSeconds: trackLengthSeconds.nullable().default(null),
  key: trackKey.nullable().default(null),
});
export type CsvTrack = InferType<typeof csvTrackSchema>;
