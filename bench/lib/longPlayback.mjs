/**
 * (f) A click that plays until stopped, for an hour, on a stand-in audio clock the bench moves on
 * (no one waits an hour): the real engine plans the hour, renders and schedules it a part at a time
 * as the clock passes, and lets played parts go. Measured: the JavaScript heap after a full garbage
 * collection each minute (flat = nothing grows with the length played), the sources held at once,
 * whether every part starts on the sample where the one before it ends, and whether any part was
 * scheduled after its start had passed (a late click).
 */
import v8 from 'node:v8';
import vm from 'node:vm';

/** Audio time the stand-in clock moves per step; the player's poller runs between steps. */
const STEP_SECONDS = 10;
/** The player polls every 20 ms of real time; a step waits a little longer for it. */
const POLL_WAIT_MS = 25;

/** A full garbage collection, without starting Node with --expose-gc. */
function collector() {
  if (typeof globalThis.gc === 'function') return globalThis.gc;
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc');
}

/** An AudioContext stand-in that records each start's frame and length, not its samples. */
function standInContext(starts) {
  const destination = {};
  const context = {
    currentTime: 10,
    sampleRate: 48000,
    state: 'suspended',
    outputLatency: 0,
    baseLatency: 0,
    destination,
    connected: 0,
    async resume() {
      context.state = 'running';
    },
    async close() {},
    createBuffer(_channels, length) {
      const data = new Float32Array(length);
      return { length, duration: length / context.sampleRate, getChannelData: () => data };
    },
    createBufferSource() {
      return {
        buffer: null,
        onended: null,
        connect() {
          context.connected++;
        },
        disconnect() {
          context.connected--;
        },
        start(when = 0, offset = 0) {
          const frames = this.buffer ? this.buffer.length - Math.round(offset * context.sampleRate) : 0;
          starts.push({
            startFrame: Math.round(when * context.sampleRate),
            frames,
            lateBySeconds: Math.max(0, context.currentTime - when),
          });
        },
        stop() {},
      };
    },
  };
  return context;
}

/**
 * Plays `settings` (planned for `minutes` or longer) for `minutes` of stand-in audio time with the
 * engine script `engineCode` (testkit/audioBundle.mjs) and reports heap, sources and part joins.
 */
export async function measureLongPlayback(engineCode, { settings, minutes }) {
  const gc = collector();
  const ClickAudio = new Function(`${engineCode}; return ClickAudio;`)();
  const starts = [];
  const context = standInContext(starts);
  const player = new ClickAudio.ClickTrackPlayer({ createContext: () => context });
  const heapMb = [];
  let maxConnected = 0;
  await player.play(settings);
  const startTime = player.getTimeline().startAudioTimeSeconds;
  const measure = () => {
    gc();
    heapMb.push(Number((process.memoryUsage().heapUsed / 2 ** 20).toFixed(2)));
  };
  measure();
  for (let seconds = STEP_SECONDS; seconds <= minutes * 60; seconds += STEP_SECONDS) {
    context.currentTime = startTime + seconds;
    await new Promise((resolve) => setTimeout(resolve, POLL_WAIT_MS));
    maxConnected = Math.max(maxConnected, context.connected);
    if (seconds % 60 === 0) measure();
  }
  const state = player.getState();
  player.stop();
  player.dispose?.();
  // The one-sample unlock buffer comes first; the track is every start after it.
  const track = starts.slice(1);
  let joinErrorsFrames = 0;
  for (let index = 1; index < track.length; index++) {
    const before = track[index - 1];
    joinErrorsFrames = Math.max(
      joinErrorsFrames,
      Math.abs(before.startFrame + before.frames - track[index].startFrame),
    );
  }
  const firstMinute = heapMb[1] ?? heapMb[0];
  return {
    minutes,
    bpm: settings.bpm,
    stillPlayingAtEnd: state !== 'idle',
    parts: track.length,
    lateParts: track.filter((start) => start.lateBySeconds > 0).length,
    maxJoinErrorFrames: joinErrorsFrames,
    maxSourcesConnected: maxConnected,
    heapMbPerMinute: heapMb,
    heapGrowthMbAfterFirstMinute: Number((Math.max(...heapMb.slice(1)) - firstMinute).toFixed(2)),
  };
}
