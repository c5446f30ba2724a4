import { renderClickTrack } from './renderClickTrack';
import type { ClickTrackSettings } from './types';

const WAV_HEADER_BYTES = 44;

/** One sample in [-1, 1] as signed 16-bit PCM: clamped, -1 → -32768, 1 → 32767, rounded. */
export function toInt16Sample(value: number): number {
  const clamped = Math.max(-1, Math.min(1, Number.isNaN(value) ? 0 : value));
  return Math.round(clamped < 0 ? clamped * 32768 : clamped * 32767);
}

/** Encodes mono samples in [-1, 1] as a RIFF/WAVE file: PCM, 16-bit, one channel, little-endian. */
export function encodeWav(samples: Float32Array, sampleRateHz: number): ArrayBuffer {
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);
  const writeAscii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index++) view.setUint8(offset + index, text.charCodeAt(index));
  };
  writeAscii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(8, 'WAVE');
  writeAscii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRateHz, true);
  view.setUint32(28, sampleRateHz * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  writeAscii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < samples.length; index++)
    view.setInt16(WAV_HEADER_BYTES + index * 2, toInt16Sample(samples[index]), true);
  return buffer;
}

/** Renders `settings` and returns it as a downloadable WAV Blob (audio/wav). */
export function renderClickTrackWav(settings: ClickTrackSettings, sampleRateHz = 44100): Blob {
  const track = renderClickTrack(settings, sampleRateHz);
  return new Blob([encodeWav(track.samples, sampleRateHz)], { type: 'audio/wav' });
}
