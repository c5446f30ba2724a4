// Test helper (imported by tests only, never by the app).
import { FakeAudioContext, type FakeNode } from './fakeAudioContext';

/** A fake context that can also decode (every file to `wordSeconds` of a steady 0.5) and has gain values. */
export class DecodingContext extends FakeAudioContext {
  gains: Array<FakeNode & { gain: { value: number } }> = [];
  constructor(private readonly wordSeconds = 0.2) {
    super();
  }
  async decodeAudioData() {
    const samples = new Float32Array(Math.round(this.wordSeconds * this.sampleRate)).fill(0.5);
    return { length: samples.length, getChannelData: () => samples };
  }
  override createGain() {
    const node = Object.assign(super.createGain(), { gain: { value: 1 } });
    this.gains.push(node);
    return node;
  }
}
