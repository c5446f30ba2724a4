import { USER_SOUND_MAX_MS } from '../../../schema/limits';
import { messages } from '../../../schema/validation';
import { UnsupportedMediaType, ValidationError } from '../../errors/appErrors';

/** Decoded audio, one Float32Array (−1…1) per channel, all the same length. */
export interface DecodedSound {
  sampleRate: number;
  channels: Float32Array[];
}

/** The most frames an upload may decode to at `sampleRate`: anything longer is refused, not decoded further. */
export function maxFramesAt(sampleRate: number): number {
  return Math.ceil((USER_SOUND_MAX_MS / 1000) * sampleRate);
}

/** 415: the bytes are no audio format we read. */
export function notAudio(): never {
  throw new UnsupportedMediaType(messages.soundInvalidType);
}

/** 400: a file of a known format whose header disagrees with its contents (truncated, lying sizes). */
export function damaged(): never {
  throw new ValidationError(messages.soundDamaged, { sound: messages.soundDamaged });
}

/** 400: longer than {@link USER_SOUND_MAX_MS}. */
export function tooLong(): never {
  throw new ValidationError(messages.soundTooLong, { sound: messages.soundTooLong });
}
