/**
 * midi-file's writeMidi, in linear time. Its writer appends every multi-byte value (each delta
 * time of 128 ticks or more, i.e. every beat) with `Array.concat` over the whole track written so
 * far, and each track over the whole file, so a file takes time in the square of its events:
 * 10,000 beats took 5 s of the server's one thread, 20,000 took 28 s. The events are still encoded
 * by writeMidi, a slice at a time, and the slices joined here into each track's chunk.
 */
import { writeMidi, type MidiEvent, type MidiHeader } from 'midi-file';

/** Events encoded per call: small enough that writeMidi's appends stay cheap. */
const SLICE_EVENTS = 512;
/** 'MThd', its length and its 6 bytes of format, track count and division. */
const FILE_HEADER_BYTES = 14;
/** 'MTrk' and the track's length. */
const CHUNK_HEADER_BYTES = 8;

/** A track chunk's bytes: 'MTrk', the length, then the events (no running status, as writeMidi writes them). */
function trackChunk(header: MidiHeader, events: MidiEvent[]): Buffer {
  const slices: Buffer[] = [];
  for (let start = 0; start < events.length; start += SLICE_EVENTS) {
    const encoded = writeMidi({ header, tracks: [events.slice(start, start + SLICE_EVENTS)] });
    slices.push(Buffer.from(encoded.slice(FILE_HEADER_BYTES + CHUNK_HEADER_BYTES)));
  }
  const data = Buffer.concat(slices);
  const chunkHeader = Buffer.alloc(CHUNK_HEADER_BYTES);
  chunkHeader.write('MTrk', 0, 'latin1');
  chunkHeader.writeUInt32BE(data.length, 4);
  return Buffer.concat([chunkHeader, data]);
}

/** The Standard MIDI File of `header` and `tracks`, byte for byte what writeMidi writes. */
export function writeSmf(header: MidiHeader, tracks: MidiEvent[][]): Uint8Array {
  const fileHeader = writeMidi({ header, tracks: tracks.map(() => []) }).slice(0, FILE_HEADER_BYTES);
  return Uint8Array.from(Buffer.concat([Buffer.from(fileHeader), ...tracks.map((track) => trackChunk(header, track))]));
}
