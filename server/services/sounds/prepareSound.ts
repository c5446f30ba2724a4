import { messages } from '../../../schema/validation';
import { ValidationError } from '../../errors/appErrors';
import { decodeMp3, decodeOggVorbis } from './compressedDecoders';
import { damaged, notAudio, type DecodedSound } from './decodedSound';
import { findOnset, peakOf } from './onset';
import { sniffAudioType } from './sniffAudioType';
import { readWav } from './wavReader';
import { writeWav16 } from './wavWriter';

/** The peak a stored sound is normalised to: −1 dBFS. */
export const NORMALISED_PEAK = 10 ** (-1 / 20);

/** A sound ready to store: always our own WAV encoding, never the uploaded bytes. */
export interface PreparedSound {
  /** 16-bit PCM mono WAV. */
  wav: Buffer;
  sampleRate: number;
  durationMs: number;
}

async function decode(upload: Buffer): Promise<DecodedSound> {
  const type = sniffAudioType(upload);
  if (type === 'wav') return readWav(upload);
  if (type === null) notAudio();
  try {
    return type === 'mp3' ? await decodeMp3(upload) : await decodeOggVorbis(upload);
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    return damaged();
  }
}

/** The channels averaged into one. */
export function mixDown({ channels }: DecodedSound): Float32Array {
  if (channels.length === 1) return channels[0]!;
  const mono = new Float32Array(channels[0]!.length);
  for (const channel of channels) for (let i = 0; i < mono.length; i++) mono[i]! += channel[i]! / channels.length;
  return mono;
}

/**
 * Checks and prepares an uploaded click sound: WAV, MP3 or Ogg Vorbis by its bytes, at most
 * `USER_SOUND_MAX_MS` long (refused from the WAV header, or as soon as a compressed file has
 * decoded that much), mixed down to mono, the silence before its onset cut, peak-normalised to −1
 * dBFS and written as 16-bit WAV at its own sample rate.
 */
export async function prepareSound(upload: Buffer): Promise<PreparedSound> {
  const decoded = await decode(upload);
  const mono = mixDown(decoded);
  const onset = findOnset(mono, decoded.sampleRate);
  if (onset === null) throw new ValidationError(messages.soundSilent, { sound: messages.soundSilent });
  const trimmed = mono.slice(onset);
  const gain = NORMALISED_PEAK / peakOf(trimmed).peak;
  for (let i = 0; i < trimmed.length; i++) trimmed[i]! *= gain;
  return {
    wav: writeWav16(trimmed, decoded.sampleRate),
    sampleRate: decoded.sampleRate,
    durationMs: Math.max(1, Math.round((trimmed.length / decoded.sampleRate) * 1000)),
  };
}
