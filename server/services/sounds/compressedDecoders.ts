import { damaged, maxFramesAt, tooLong, type DecodedSound } from './decodedSound';

/** Fed to a decoder a piece at a time, so decoding stops as soon as the sound is known to be too long. */
const CHUNK_BYTES = 16 * 1024;

interface ChunkResult {
  channelData: Float32Array[];
  samplesDecoded: number;
  sampleRate: number;
}

/** Collects decoded chunks, refusing the sound the moment it passes the length limit. */
class Collected {
  private chunks: Float32Array[][] = [];
  private frames = 0;
  sampleRate = 0;

  add(result: ChunkResult): void {
    if (result.samplesDecoded === 0) return;
    if (this.sampleRate && result.sampleRate !== this.sampleRate) damaged();
    this.sampleRate = result.sampleRate;
    this.frames += result.samplesDecoded;
    if (this.frames > maxFramesAt(this.sampleRate)) tooLong();
    this.chunks.push(result.channelData.map((channel) => channel.subarray(0, result.samplesDecoded)));
  }

  sound(): DecodedSound {
    if (this.frames === 0 || this.chunks.some((chunk) => chunk.length !== this.chunks[0]!.length)) damaged();
    const channels = this.chunks[0]!.map((_, channel) => {
      const joined = new Float32Array(this.frames);
      let at = 0;
      for (const chunk of this.chunks) {
        joined.set(chunk[channel]!, at);
        at += chunk[channel]!.length;
      }
      return joined;
    });
    return { sampleRate: this.sampleRate, channels };
  }
}

function* chunksOf(bytes: Buffer): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES) yield new Uint8Array(bytes.subarray(at, at + CHUNK_BYTES));
}

/** Decodes an MP3 (mpg123 in WebAssembly), stopping once it is longer than allowed. */
export async function decodeMp3(bytes: Buffer): Promise<DecodedSound> {
  const { MPEGDecoder } = await import('mpg123-decoder');
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const collected = new Collected();
    for (const chunk of chunksOf(bytes)) collected.add(decoder.decode(chunk));
    return collected.sound();
  } finally {
    decoder.free();
  }
}

/** Decodes an Ogg Vorbis file (libvorbis in WebAssembly), stopping once it is longer than allowed. */
export async function decodeOggVorbis(bytes: Buffer): Promise<DecodedSound> {
  const { OggVorbisDecoder } = await import('@wasm-audio-decoders/ogg-vorbis');
  const decoder = new OggVorbisDecoder();
  await decoder.ready;
  try {
    const collected = new Collected();
    for (const chunk of chunksOf(bytes)) collected.add(await decoder.decode(chunk));
    collected.add(await decoder.flush());
    return collected.sound();
  } finally {
    decoder.free();
  }
}
