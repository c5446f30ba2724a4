import type { FakeSource } from './fakeAudioContext';

/**
 * What fake sources put out on the audio clock from frame `fromFrame` on, at `rateHz`: each from
 * its start (at its offset into its buffer) until its stop time or its end, mixed. stop() without
 * a time stops a source at once: before it has played, in the tests that use it.
 */
export function mixdown(sources: FakeSource[], fromFrame: number, lengthFrames: number, rateHz: number): Float32Array {
  const out = new Float32Array(lengthFrames);
  for (const source of sources) {
    if (source.startedAt === null || !source.buffer) continue;
    const startFrame = Math.round(source.startedAt * rateHz);
    const offset = Math.round((source.startOffset ?? 0) * rateHz);
    const stopFrame =
      source.stoppedAt === null
        ? Number.POSITIVE_INFINITY
        : source.stoppedAt === 0
          ? startFrame
          : Math.round(source.stoppedAt * rateHz);
    const endFrame = Math.min(stopFrame, startFrame + source.buffer.data.length - offset);
    for (let frame = startFrame; frame < endFrame; frame++)
      out[frame - fromFrame] += source.buffer.data[offset + frame - startFrame]!;
  }
  return out;
}
