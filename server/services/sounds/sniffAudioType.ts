import { looksLikeWav } from './wavReader';

/** The audio formats an upload may be, told from its bytes. */
export type AudioType = 'wav' | 'mp3' | 'ogg';

/** An MPEG audio frame header at `at`: the sync bits and no reserved or free value. */
function isMpegFrame(bytes: Buffer, at: number): boolean {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return false;
  const version = (bytes[at + 1]! >> 3) & 3;
  const layer = (bytes[at + 1]! >> 1) & 3;
  const bitrate = bytes[at + 2]! >> 4;
  const rate = (bytes[at + 2]! >> 2) & 3;
  return version !== 1 && layer !== 0 && bitrate !== 0 && bitrate !== 15 && rate !== 3;
}

/** Where the audio starts after an ID3v2 tag (its size is four 7-bit bytes), or 0 without one. */
function afterId3(bytes: Buffer): number | null {
  if (bytes.length < 10 || bytes.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size = bytes.subarray(6, 10);
  if (size.some((byte) => byte > 0x7f)) return null;
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + footer + ((size[0]! << 21) | (size[1]! << 14) | (size[2]! << 7) | size[3]!);
}

/**
 * What the bytes are, whatever the file's name or Content-Type says: a RIFF/WAVE file, an MP3 (an
 * MPEG audio frame at the start or right after an ID3v2 tag) or an Ogg stream whose first packet is
 * a Vorbis header. Null for anything else.
 */
export function sniffAudioType(bytes: Buffer): AudioType | null {
  if (looksLikeWav(bytes)) return 'wav';
  if (bytes.length >= 35 && bytes.toString('latin1', 0, 4) === 'OggS') {
    const packet = 27 + bytes[26]!;
    return bytes.toString('latin1', packet, packet + 7) === '\x01vorbis' ? 'ogg' : null;
  }
  const start = afterId3(bytes);
  return start !== null && isMpegFrame(bytes, start) ? 'mp3' : null;
}
