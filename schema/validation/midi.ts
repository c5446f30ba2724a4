import { object, string, type InferType } from 'yup';
import { MIDI_IMPORT_MAX_BYTES, MIDI_TEMPO_EVENTS_MAX } from '../limits';
import { messages } from './messages';

/** What the tempo map import answers when a file cannot be read as a song map. */
export const midiMessages = {
  dryRun: messages.csvDryRun,
  notMidi: 'The file is not a Standard MIDI File: it must start with an MThd header and hold MTrk chunks',
  chunkLength: 'A chunk of the file says it is longer than the file: the file is cut short or damaged',
  unreadable:
    'The file could not be read as MIDI: it is cut short or damaged (for example running status with no status byte)',
  format: 'Only Standard MIDI Files of type 0 or 1 can be imported',
  divisionZero: 'The file has a time division of 0 ticks per quarter note, so it has no tempo grid',
  smpte:
    'The file counts time in SMPTE frames; export it with ticks per quarter note (the usual setting) and try again',
  tooManyTempos: `The file has more than ${MIDI_TEMPO_EVENTS_MAX} tempo events`,
  meter: (meter: string) => `The time signature ${meter} is not one this app plays (1 to 16 beats of 2, 4, 8 or 16)`,
  tooLong: 'The tempo map is longer than a song map holds',
  tempo: 'A tempo in the file is outside what a track may have',
  mediaType: 'Send the file as audio/midi',
  tooLarge: `The file must be at most ${MIDI_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  defaultTitle: 'Imported tempo map',
} as const;

/** POST /api/playlists/{id}/tracks.mid: `?dryRun=true` answers what would be added without adding it. */
export const midiImportQuerySchema = object({
  dryRun: string().label('dryRun').oneOf(['true', 'false'], midiMessages.dryRun).optional(),
});
export type MidiImportQuery = InferType<typeof midiImportQuerySchema>;
