/** Page scripts that record what a page schedules on its AudioContexts (for `page.addInitScript` and `page.evaluate`). */

/** Page script: records each AudioBufferSourceNode start (audio-clock time, buffer length) and every AudioContext. */
export function recordAudioStarts(): void {
  const target = window as unknown as { audioStarts: Array<{ whenSeconds: number; durationSeconds: number }>; audioContexts: AudioContext[] };
  target.audioStarts = [];
  target.audioContexts = [];
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function recordStart(this: AudioBufferSourceNode, ...args: Parameters<typeof start>) {
    target.audioStarts.push({ whenSeconds: args[0] ?? this.context.currentTime, durationSeconds: this.buffer?.duration ?? 0 });
    return start.apply(this, args);
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
export function readAudioStarts(): { starts: Array<{ whenSeconds: number; durationSeconds: number }>; audioTimeSeconds: number } {
  const target = window as unknown as { audioStarts: Array<{ whenSeconds: number; durationSeconds: number }>; audioContexts: AudioContext[] };
  const context = target.audioContexts[target.audioContexts.length - 1];
  return { starts: target.audioStarts, audioTimeSeconds: context?.currentTime ?? 0 };
}
