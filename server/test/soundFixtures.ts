import type { Test } from 'supertest';

// Sound fixtures made in the test (nothing binary is committed): WAV files of every sample format
// the server reads, the hostile files an upload must refuse, and MP3 streams of silent frames.

/** Sample formats a WAV fixture may be written in. */
export type WavEncoding = 'pcm8' | 'pcm16' | 'pcm24' | 'pcm32' | 'float32';

const BITS: Record<WavEncoding, number> = { pcm8: 8, pcm16: 16, pcm24: 24, pcm32: 32, float32: 32 };

/** A WAV file of `channels` (−1…1 each, all the same length) in `encoding`. */
export function wavOf(channels: Float32Array[], sampleRate: number, encoding: WavEncoding = 'pcm16'): Buffer {
  const bits = BITS[encoding];
  const blockAlign = (channels.length * bits) / 8;
  const frames = channels[0]!.length;
  const out = Buffer.alloc(44 + frames * blockAlign);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + frames * blockAlign, 4);
  out.write('WAVEfmt ', 8, 'latin1');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(encoding === 'float32' ? 3 : 1, 20);
  out.writeUInt16LE(channels.length, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * blockAlign, 28);
  out.writeUInt16LE(blockAlign, 32);
  out.writeUInt16LE(bits, 34);
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(frames * blockAlign, 40);
  for (let frame = 0; frame < frames; frame++)
    channels.forEach((channel, index) => {
      const at = 44 + frame * blockAlign + (index * bits) / 8;
      const value = Math.max(-1, Math.min(1, channel[frame]!));
      if (encoding === 'float32') out.writeFloatLE(value, at);
      else if (encoding === 'pcm8') out[at] = Math.round(value * 127) + 128;
      else out.writeIntLE(Math.round(value * (2 ** (bits - 1) - 1)), at, bits / 8);
    });
  return out;
}

/**
 * A click: `silenceMs` of silence (or of noise at `noiseDb` dBFS), then a decaying 1.2 kHz burst
 * with a linear attack of `attackMs`, peaking at `peak`, `clickMs` long.
 */
export function clickSamples(
  sampleRate: number,
  {
    silenceMs = 50,
    clickMs = 60,
    attackMs = 0,
    peak = 0.5,
    noiseDb = null as number | null,
    frequency = 1200,
    seed = 1,
  } = {},
): { samples: Float32Array; onset: number } {
  const onset = Math.round((silenceMs / 1000) * sampleRate);
  const length = onset + Math.round((clickMs / 1000) * sampleRate);
  const samples = new Float32Array(length);
  let state = seed;
  const noise = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return (state / 2 ** 32) * 2 - 1;
  };
  const noiseLevel = noiseDb === null ? 0 : 10 ** (noiseDb / 20) * Math.sqrt(3); // uniform noise of that RMS
  const attack = Math.max(1, (attackMs / 1000) * sampleRate);
  for (let i = 0; i < length; i++) {
    const t = i - onset;
    const envelope = t < 0 ? 0 : Math.min(1, (t + 1) / attack) * Math.exp(-t / (0.015 * sampleRate));
    samples[i] =
      peak * envelope * Math.sin((2 * Math.PI * frequency * (t + 0.25 * (sampleRate / frequency))) / sampleRate) +
      noiseLevel * noise();
  }
  return { samples, onset };
}

/** A mono 16-bit click WAV: 50 ms of silence, then the click (44.1 kHz). */
export function clickWav(options: Parameters<typeof clickSamples>[1] = {}, sampleRate = 44_100): Buffer {
  return wavOf([clickSamples(sampleRate, options).samples], sampleRate);
}

/** A tiny WAV whose header declares `seconds` of 48 kHz stereo 16-bit audio it does not carry (a decode bomb). */
export function wavHeaderDeclaring(seconds: number): Buffer {
  const header = wavOf([new Float32Array(4), new Float32Array(4)], 48_000);
  const dataBytes = seconds * 48_000 * 4;
  header.writeUInt32LE(36 + dataBytes, 4);
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** An MP3 stream of `frames` silent frames (MPEG-2.5 Layer III, 8 kHz, 8 kbit/s: 72 bytes and 72 ms each). */
export function silentMp3(frames: number): Buffer {
  const frame = Buffer.alloc(72);
  Buffer.from([0xff, 0xe3, 0x18, 0xc0]).copy(frame);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** Sends `pending` as the browser's sound form does: multipart, field `sound` (a click WAV) and `name`. */
export function attachSound(pending: Test, bytes: Buffer = clickWav(), name = 'Rim click'): Test {
  return pending.field('name', name).attach('sound', bytes, { filename: 'click.wav', contentType: 'audio/wav' });
}
