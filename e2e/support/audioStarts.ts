/** Page scripts that record what a page schedules on its AudioContexts (for `page.addInitScript` and `page.evaluate`). */

/** One AudioBufferSourceNode start: audio-clock time, buffer length, and when it was stopped, if it was. */
export interface AudioStart {
  whenSeconds: number;
  durationSeconds: number;
  stoppedAtSeconds?: number;
}

/** Page script: records each AudioBufferSourceNode start and stop (audio-clock times, buffer length) and every AudioContext. */
export function recordAudioStarts(): void {
  const target = window as unknown as { audioStarts: AudioStart[]; audioContexts: AudioContext[] };
  target.audioStarts = [];
  target.audioContexts = [];
  const recorded = new WeakMap<AudioBufferSourceNode, AudioStart>();
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function recordStart(
    this: AudioBufferSourceNode,
    ...args: Parameters<typeof start>
  ) {
    const entry: AudioStart = {
      whenSeconds: args[0] ?? this.context.currentTime,
      durationSeconds: this.buffer?.duration ?? 0,
    };
    target.audioStarts.push(entry);
    recorded.set(this, entry);
    return start.apply(this, args);
  };
  const stop = AudioBufferSourceNode.prototype.stop;
  AudioBufferSourceNode.prototype.stop = function recordStop(
    this: AudioBufferSourceNode,
    ...args: Parameters<typeof stop>
  ) {
    const entry = recorded.get(this);
    if (entry && entry.stoppedAtSeconds === undefined) entry.stoppedAtSeconds = args[0] ?? this.context.currentTime;
    return stop.apply(this, args);
  };
  const NativeAudioContext = window.AudioContext;
  window.AudioContext = class RecordedAudioContext extends NativeAudioContext {
    constructor(options?: AudioContextOptions) {
      super(options);
      target.audioContexts.push(this);
    }
  };
}

/** Page script: what {@link recordAudioStarts} saw, and the newest context's clock now. */
export function readAudioStarts(): { starts: AudioStart[]; audioTimeSeconds: number } {
  const target = window as unknown as { audioStarts: AudioStart[]; audioContexts: AudioContext[] };
  const context = target.audioContexts[target.audioContexts.length - 1];
  return { starts: target.audioStarts, audioTimeSeconds: context?.currentTime ?? 0 };
}

/**
 * The starts of a track that were heard: longer than the one-sample buffer that unlocks the output,
 * and not called off within a render quantum or two of their start. The player calls a start off
 * when the main thread was held between reading the audio clock and start() (a busy machine), and
 * starts it again further ahead on the same grid; the one called off never sounded.
 */
export function heardStarts(starts: AudioStart[]): AudioStart[] {
  const CALLED_OFF_WITHIN_SECONDS = 0.01;
  return starts.filter(
    (start) =>
      start.durationSeconds > 0.1 &&
      !(
        start.stoppedAtSeconds !== undefined && start.stoppedAtSeconds <= start.whenSeconds + CALLED_OFF_WITHIN_SECONDS
      ),
  );
}
