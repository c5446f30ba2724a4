import { USER_SOUND_MAX_CHANNELS, USER_SOUND_SAMPLE_RATES } from '../../../schema/limits';
import { damaged, maxFramesAt, notAudio, tooLong, type DecodedSound } from './decodedSound';

const PCM = 1;
const IEEE_FLOAT = 3;
const EXTENSIBLE = 0xfffe;
const PCM_BITS = new Set([8, 16, 24, 32]);

interface WavFormat {
  format: number;
  channels: number;
  sampleRate: number;
  bits: number;
  blockAlign: number;
}

function fourCc(bytes: Buffer, at: number): string {
  return bytes.toString('latin1', at, at + 4);
}

/** The `fmt ` chunk, every field checked against the others. */
function readFormat(bytes: Buffer, at: number, size: number): WavFormat {
  if (size < 16) damaged();
  let format = bytes.readUInt16LE(at);
  const channels = bytes.readUInt16LE(at + 2);
  const sampleRate = bytes.readUInt32LE(at + 4);
  const byteRate = bytes.readUInt32LE(at + 8);
  const blockAlign = bytes.readUInt16LE(at + 12);
  const bits = bytes.readUInt16LE(at + 14);
  if (format === EXTENSIBLE) {
    if (size < 40) damaged();
    format = bytes.readUInt16LE(at + 24); // the sub-format GUID starts with the plain format tag
  }
  if (format !== PCM && format !== IEEE_FLOAT) notAudio();
  if (format === PCM ? !PCM_BITS.has(bits) : bits !== 32) notAudio();
  if (channels < 1 || channels > USER_SOUND_MAX_CHANNELS) notAudio();
  if (sampleRate < USER_SOUND_SAMPLE_RATES.min || sampleRate > USER_SOUND_SAMPLE_RATES.max) notAudio();
  if (blockAlign !== (channels * bits) / 8 || byteRate !== sampleRate * blockAlign) damaged();
  return { format, channels, sampleRate, bits, blockAlign };
}

function sampleReader(bytes: Buffer, { format, bits }: WavFormat): (at: number) => number {
  if (format === IEEE_FLOAT) return (at) => bytes.readFloatLE(at);
  if (bits === 8) return (at) => (bytes[at]! - 128) / 128;
  if (bits === 16) return (at) => bytes.readInt16LE(at) / 32768;
  if (bits === 24) return (at) => bytes.readIntLE(at, 3) / 8388608;
  return (at) => bytes.readInt32LE(at) / 2147483648;
}

/** True when `bytes` start as a RIFF/WAVE file does. */
export function looksLikeWav(bytes: Buffer): boolean {
  return bytes.length >= 12 && fourCc(bytes, 0) === 'RIFF' && fourCc(bytes, 8) === 'WAVE';
}

/**
 * Reads a WAV file strictly: PCM of 8, 16, 24 or 32 bits or 32-bit float (plain or extensible),
 * every size in the header checked against the bytes that are there, and the length the `data`
 * chunk declares checked against the limit before a single sample is read (a tiny file that claims
 * hours is refused from its header).
 */
export function readWav(bytes: Buffer): DecodedSound {
  if (!looksLikeWav(bytes)) notAudio();
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length || riffEnd < 12) damaged();
  let format: WavFormat | null = null;
  let at = 12;
  while (at + 8 <= riffEnd) {
    const id = fourCc(bytes, at);
    const size = bytes.readUInt32LE(at + 4);
    const body = at + 8;
    if (body + size > riffEnd) damaged();
    if (id === 'fmt ') format = readFormat(bytes, body, size);
    else if (id === 'data') return readData(bytes, body, size, format);
    at = body + size + (size % 2); // chunks are padded to even sizes
  }
  return damaged(); // no data chunk
}

function readData(bytes: Buffer, at: number, size: number, format: WavFormat | null): DecodedSound {
  if (!format || size % format.blockAlign !== 0) damaged();
  const frames = size / format.blockAlign;
  if (frames > maxFramesAt(format.sampleRate)) tooLong();
  const read = sampleReader(bytes, format);
  const width = format.bits / 8;
  const channels = Array.from({ length: format.channels }, (_, channel) => {
    const samples = new Float32Array(frames);
    for (let frame = 0; frame < frames; frame++)
      samples[frame] = read(at + frame * format.blockAlign + channel * width);
    return samples;
  });
  return { sampleRate: format.sampleRate, channels };
}
