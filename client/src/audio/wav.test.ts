import { resolveRhythm } from '../../../schema/rhythm';
import { planClickTrack, renderClickTrack, renderClickTrackRange } from './renderClickTrack';
import { firstDifference } from './testing/firstDifference';
import type { ClickTrackSettings } from './types';
import { encodeWav, renderClickTrackWav, toInt16Sample } from './wav';

const ascii = (view: DataView, offset: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, index) => view.getUint8(offset + index)));

/** The bytes of a Blob (jsdom's Blob has no arrayBuffer()). */
const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const settings: ClickTrackSettings = {
  bpm: 120,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 3,
  countInBeats: 2,
  volumePercent: 75,
};

describe('encodeWav', () => {
  it('writes a PCM 16-bit mono RIFF/WAVE header', () => {
    const view = new DataView(encodeWav(new Float32Array(10), 48000));
    expect(view.byteLength).toBe(44 + 20);
    expect(ascii(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 20);
    expect(ascii(view, 8, 4)).toBe('WAVE');
    expect(ascii(view, 12, 4)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(48000);
    expect(view.getUint32(28, true)).toBe(96000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(20);
  });

  it('scales and clamps samples to int16, little-endian', () => {
    const view = new DataView(encodeWav(Float32Array.from([0, 1, -1, 0.5, -0.5, 2, -2]), 44100));
    const values = Array.from({ length: 7 }, (_, index) => view.getInt16(44 + index * 2, true));
    expect(values).toEqual([0, 32767, -32768, 16384, -16384, 32767, -32768]);
    expect(view.getUint8(44 + 2)).toBe(0xff); // 32767 = 0x7fff, low byte first
    expect(view.getUint8(44 + 3)).toBe(0x7f);
  });
});

describe('renderClickTrackWav', () => {
  it('is an audio/wav Blob of the rendered track at 44100 Hz by default', async () => {
    const blob = renderClickTrackWav(settings);
    expect(blob.type).toBe('audio/wav');
    expect(blob.size).toBe(44 + renderClickTrack(settings, 44100).samples.length * 2);
    expect(renderClickTrackWav(settings, 48000).size).toBe(44 + renderClickTrack(settings, 48000).samples.length * 2);
  });

  it('holds the whole track, the same samples the player plays as a head and a rest', async () => {
    const long = { ...settings, bpm: 181, countInBeats: 3, durationSeconds: 5 };
    const view = new DataView(await readBlob(renderClickTrackWav(long, 48000)));
    const plan = planClickTrack(long, 48000);
    const played = [
      ...renderClickTrackRange(plan, 0, 48000),
      ...renderClickTrackRange(plan, 48000, plan.lengthSamples),
    ];
    expect(view.getUint32(40, true)).toBe(played.length * 2);
    const pcm = Array.from({ length: played.length }, (_, index) => view.getInt16(44 + index * 2, true));
    const int16 = (value: number) => toInt16Sample(value) + 0; // + 0: -0 reads back as 0
    expect(firstDifference(pcm, played.map(int16))).toBeNull();
    expect(firstDifference(pcm, Array.from(renderClickTrack(long, 48000).samples, int16))).toBeNull();
  });

  it('holds a whole song map, the same samples the player plays', async () => {
    const rhythm = resolveRhythm({
      subdivision: 'sixteenths',
      swingPercent: 60,
      sections: [
        { name: 'Intro', bars: 1, bpm: 100, muted: true },
        { name: 'Verse', bars: 2, bpm: 100, endBpm: 140, timeSignature: '5/8' },
      ],
    });
    const song = { ...settings, rhythm, countInBars: 1, durationSeconds: 600 };
    const view = new DataView(await readBlob(renderClickTrackWav(song, 48000)));
    const plan = planClickTrack(song, 48000);
    const played = [
      ...renderClickTrackRange(plan, 0, 48000),
      ...renderClickTrackRange(plan, 48000, plan.lengthSamples),
    ];
    expect(plan.lengthSamples).toBeLessThan(10 * 48000); // the song map's length, not durationSeconds
    expect(view.getUint32(40, true)).toBe(played.length * 2);
    const pcm = Array.from({ length: played.length }, (_, index) => view.getInt16(44 + index * 2, true));
    expect(pcm).toEqual(played.map((value) => toInt16Sample(value) + 0));
  });
});
