import { parseMidi, type MidiData } from 'midi-file';
import { MIDI_TEMPO_EVENTS_MAX } from '../../../schema/limits';
import { midiMessages } from '../../../schema/validation';
import { ValidationError } from '../../errors/appErrors';

/** A 400 naming the file as what is wrong. */
export function fileError(message: string): ValidationError {
  return new ValidationError(message, { file: message });
}

const tag = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * Checks the chunk frame before the parser runs (the parser reads a chunk that claims more bytes
 * than the file holds as if it were whole): an MThd header of 6 bytes, then chunks that each fit.
 */
function checkChunks(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 14 || tag(bytes, 0) !== 'MThd' || view.getUint32(4) !== 6) throw fileError(midiMessages.notMidi);
  for (let at = 0; at < bytes.length;) {
    if (at + 8 > bytes.length) throw fileError(midiMessages.chunkLength);
    const end = at + 8 + view.getUint32(at + 4);
    if (end > bytes.length) throw fileError(midiMessages.chunkLength);
    at = end;
  }
}

/**
 * The file parsed by midi-file with ticks per quarter note, or a 400 saying why not: not a
 * Standard MIDI File, a chunk longer than the file, too many tempo events, an unreadable event
 * (running status with no status, a cut-off event), type 2, a division of 0 or SMPTE time.
 */
export function parseSmf(bytes: Uint8Array): MidiData & { header: { ticksPerBeat: number } } {
  checkChunks(bytes);
  let data: MidiData;
  try {
    data = parseMidi(bytes);
  } catch {
    throw fileError(midiMessages.unreadable);
  }
  if (data.header.format === 2) throw fileError(midiMessages.format);
  if (data.header.ticksPerBeat === undefined) throw fileError(midiMessages.smpte);
  if (!(data.header.ticksPerBeat > 0)) throw fileError(midiMessages.divisionZero);
  const events = data.tracks.flat();
  const tempos = events.filter((event) => event.type === 'setTempo');
  if (tempos.length > MIDI_TEMPO_EVENTS_MAX) throw fileError(midiMessages.tooManyTempos);
  // The parser answers an event cut off at the end of its chunk with missing values instead of failing.
  const cut = (value: unknown) => !(typeof value === 'number' && Number.isFinite(value));
  if (tempos.some((event) => cut(event.microsecondsPerBeat) || event.microsecondsPerBeat <= 0))
    throw fileError(midiMessages.unreadable);
  if (events.some((event) => event.type === 'timeSignature' && (cut(event.numerator) || cut(event.denominator))))
    throw fileError(midiMessages.unreadable);
  return data as MidiData & { header: { ticksPerBeat: number } };
}
