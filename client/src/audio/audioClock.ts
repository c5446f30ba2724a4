/**
 * What the player and the visuals need of an AudioContext. A real AudioContext satisfies it; tests
 * pass a small fake.
 */
export type AudioContextLike = Pick<
  AudioContext,
  'currentTime' | 'sampleRate' | 'state' | 'destination' | 'resume' | 'createBuffer' | 'createBufferSource'
> & {
  readonly outputLatency?: number;
  readonly baseLatency?: number;
  getOutputTimestamp?: () => AudioTimestamp;
};

/**
 * The audio-clock time of what is being heard now: currentTime minus the output latency (or, where
 * the browser does not report it, the base latency). Visuals compare this with beat times so a flash
 * coincides with the audible click, not with the moment the sample leaves the audio graph.
 */
export function audibleTimeSeconds(
  context: Pick<AudioContextLike, 'currentTime' | 'outputLatency' | 'baseLatency'>,
): number {
  return context.currentTime - (context.outputLatency || context.baseLatency || 0);
}

/**
 * Like audibleTimeSeconds, but smooth between audio callbacks: currentTime advances in steps of one
 * audio callback (often 10 ms or more), so where the browser offers getOutputTimestamp (the context
 * time at the output device and the performance.now() it was taken at) this interpolates it to
 * `nowMs`. Never later than currentTime; falls back to audibleTimeSeconds when no timestamp is valid.
 */
export function smoothAudibleTimeSeconds(
  context: Pick<AudioContextLike, 'currentTime' | 'outputLatency' | 'baseLatency' | 'getOutputTimestamp'>,
  nowMs: number = typeof performance === 'undefined' ? 0 : performance.now(),
): number {
  const stamp = context.getOutputTimestamp?.();
  if (!stamp || !stamp.performanceTime || stamp.contextTime === undefined) return audibleTimeSeconds(context);
  const interpolated = stamp.contextTime + Math.max(0, nowMs - stamp.performanceTime) / 1000;
  return Math.min(context.currentTime, interpolated);
}
