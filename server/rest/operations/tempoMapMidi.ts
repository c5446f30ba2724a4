import { MIDI_EXPORT_BEATS_MAX, MIDI_IMPORT_MAX_BYTES, MIDI_TEMPO_EVENTS_MAX } from '../../../schema/limits';
import { midiImportQuerySchema } from '../../../schema/validation';
import { readMidiBody } from '../../http/midiBody';
import { exportSetListTempoMap } from '../../services/setListTempoMap';
import * as tempoMapMidi from '../../services/tempoMapMidi';
import { restTable, type RestOperation } from './restOperation';

/** A file name for the download: the track's title with only safe characters. */
function midiFileName(title: string): string {
  return `${title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'tempo map'}.mid`;
}

/** A MIDI file download's answer, its file named after `what`. */
const midiDownload = (what: string) => ({
  description: 'The MIDI file.',
  media: { type: 'audio/midi', schema: { type: 'string', format: 'binary' } },
  headers: {
    'Content-Disposition': { description: `attachment; filename="<${what}>.mid"`, schema: { type: 'string' } },
  },
});

/** Tempo maps out and in as Standard MIDI Files. */
export const tempoMapMidiOperations: RestOperation[] = [
  ...restTable(
    { tag: 'Playlists', who: 'user', pathParams: { trackId: 'Track id.' } },
    {
      exportTempoMap: {
        route: 'GET /api/tracks/:trackId/tempo-map.mid',
        summary: 'The track as a Standard MIDI File tempo map',
        description: `Type 1, 480 ticks per quarter note. Track 0: the tempo map (FF 51, µs per quarter; a ramp as one tempo a beat, so every beat starts where the click plays it), time signatures (FF 58) and each section's name as a marker (FF 06). Track 1: the click as notes on channel 10 (accent 127, normal 100, soft 64). Bar 1 is the song's first bar (no count-in). A track without a song map is written as its tempo and meter over its length (8 bars without one). For whoever may read the playlist; 409 when the file would hold more than ${MIDI_EXPORT_BEATS_MAX} beats.`,
        output: midiDownload('track title'),
        errors: [409],
        handle: async ({ ctx, params, res }) => {
          const { name, bytes } = await tempoMapMidi.exportTempoMap(ctx, params.trackId!);
          res.status(200).type('audio/midi').attachment(midiFileName(name)).send(Buffer.from(bytes));
        },
      },
    },
  ),
  ...restTable(
    { tag: 'Playlists', who: 'user', pathParams: { id: 'Playlist id.' } },
    {
      importTempoMap: {
        route: 'POST /api/playlists/:id/tracks.mid',
        summary: 'Add a track from a Standard MIDI File tempo map (owner or admin)',
        description: `An audio/midi body (type 0 or 1, ticks per quarter note) of at most ${MIDI_IMPORT_MAX_BYTES / 1024 / 1024} MB and ${MIDI_TEMPO_EVENTS_MAX} tempo events becomes one track at the end of the set list: tempo and meter changes become song-map sections (bars counted from ticks), a run of tempo events on a straight line becomes a ramp (within 0.5 BPM), markers and cue points name the sections; the title is the first track name, else "Imported tempo map". Tempos are whole BPM of the meter's note, else of the dotted note (compound meters) or the quarter note. With ?dryRun=true nothing is written: { track: what would be added, errors }. A file that cannot be read is a 400 saying why.`,
        query: { schema: midiImportQuerySchema },
        textBody: { mediaType: 'audio/midi', description: 'A Standard MIDI File.' },
        output: {
          description: 'The playlist with the new track; for a dry run, what was read.',
          view: { oneOf: [{ $ref: '#/components/schemas/Playlist' }, { $ref: '#/components/schemas/MidiCheck' }] },
        },
        errors: [409, 413, 415],
        handle: async ({ ctx, params, query, req, res }) =>
          tempoMapMidi.importTempoMap(ctx, params.id!, query, await readMidiBody(req, res)),
      },
      exportSetListTempoMap: {
        route: 'GET /api/playlists/:id/tempo-map.mid',
        summary: 'The whole set list as one Standard MIDI File tempo map',
        description: `Type 1, 480 ticks per quarter note; the songs one after another in set-list order. Each song starts with a one-bar count-in of its first meter at its first tempo (none when it counts in 0 beats) and is followed by a silent gap of its afterSongGap bars when it goes on after bars, else one bar (of its last meter, at the tempo it ends on). Track 0: the tempo map (FF 51), time signatures (FF 58), a marker (FF 06) with each song's title where its count-in starts and one with each section's name. Then one track per song, named by its title, with its click as notes on channel 10. A song without a song map is written as its tempo and meter over its length (8 bars without one). For whoever may read the playlist; 409 when it has no songs, or when the file would hold more than ${MIDI_EXPORT_BEATS_MAX} beats.`,
        output: midiDownload('set list name'),
        errors: [409],
        handle: async ({ ctx, params, res }) => {
          const { name, bytes } = await exportSetListTempoMap(ctx, params.id!);
          res.status(200).type('audio/midi').attachment(midiFileName(name)).send(Buffer.from(bytes));
        },
      },
    },
  ),
];
