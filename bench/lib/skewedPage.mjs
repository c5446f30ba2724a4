// What bench/sync.mjs installs in each page before the app's code runs (page.addInitScript):
//  1. a wrong clock, as a real device has one: the page's epoch clock reads
//     true + offsetMs + driftPpm·1e-6·(true − navigation), so
//       performance.now()  = true·(1 + drift) + offsetMs + 500   (+500 so it stays positive),
//       performance.timeOrigin = true origin − 500                (timeOrigin + now() = the skewed epoch),
//       Date.now()         = the skewed epoch clock, whole ms,
//       AudioContext.getOutputTimestamp().performanceTime on the same skewed scale.
//     The audio clock itself (currentTime, contextTime) is the real one: headless Chromium's audio
//     output follows the machine's clock, which the page cannot change.
//  2. a recorder, on the real (unwrapped) functions, of every click the page schedules: for each
//     AudioBufferSourceNode.start, its buffer is scanned for click onsets (a sample above -60 dBFS
//     after 20 ms of silence) and each is mapped to the true epoch time it sounds at through the
//     real output timestamp; a source's stop() drops its onsets from then on.
// Read the result with `globalThis.__sync.onsets()` and `globalThis.__sync.trueNow()`.

/* global AudioContext, AudioBufferSourceNode -- this function runs in the page, not in Node */

/** @param {{ offsetMs: number, driftPpm: number }} skew */
export function installSkewAndRecorder({ offsetMs, driftPpm }) {
  const THRESHOLD = 0.001;
  const QUIET_MS = 20;
  const realNow = performance.now.bind(performance);
  const realOrigin = performance.timeOrigin;
  const realDateNow = Date.now;
  const realStamp = AudioContext.prototype.getOutputTimestamp;
  const realStart = AudioBufferSourceNode.prototype.start;
  const realStop = AudioBufferSourceNode.prototype.stop;
  const drift = driftPpm * 1e-6;
  const SHIFT = 500;
  const skewPerf = (realPerfMs) => realPerfMs * (1 + drift) + offsetMs + SHIFT;

  Object.defineProperty(Performance.prototype, 'now', {
    value: function now() {
      return skewPerf(realNow());
    },
    configurable: true,
    writable: true,
  });
  Object.defineProperty(performance, 'now', {
    value: function now() {
      return skewPerf(realNow());
    },
    configurable: true,
    writable: true,
  });
  Object.defineProperty(Performance.prototype, 'timeOrigin', { get: () => realOrigin - SHIFT, configurable: true });
  Date.now = function now() {
    const trueEpoch = realDateNow();
    return Math.floor(trueEpoch + offsetMs + drift * (trueEpoch - realOrigin));
  };
  AudioContext.prototype.getOutputTimestamp = function getOutputTimestamp() {
    const stamp = realStamp.call(this);
    // 0 means "not yet" (a context that has not run): the app checks for it, keep it.
    return {
      contextTime: stamp.contextTime,
      performanceTime: stamp.performanceTime ? skewPerf(stamp.performanceTime) : stamp.performanceTime,
    };
  };

  /** True epoch ms (this machine's clock) at which audio time `seconds` of `context` sounds. */
  const trueTimeOf = (context, seconds) => {
    const stamp = realStamp.call(context);
    if (!stamp.performanceTime) return null;
    return realOrigin + stamp.performanceTime + (Math.max(seconds, context.currentTime) - stamp.contextTime) * 1000;
  };
  const sources = [];
  const bySource = new WeakMap();

  AudioBufferSourceNode.prototype.start = function start(when = 0, offset = 0, ...rest) {
    const result = realStart.call(this, when, offset, ...rest);
    try {
      const startTrue = trueTimeOf(this.context, when);
      const buffer = this.buffer;
      if (startTrue !== null && buffer) {
        const data = buffer.getChannelData(0);
        const rate = buffer.sampleRate;
        const quiet = Math.round((QUIET_MS / 1000) * rate);
        const first = Math.round(offset * rate);
        // Contiguous with a source before it (the next part of the same track) that was loud at its end: not an onset at sample 0.
        const continues = sources.some(
          (other) =>
            other.lastLoudTrue !== null &&
            Math.abs(other.lastLoudTrue - startTrue) < QUIET_MS &&
            other.stopTrue > startTrue,
        );
        const onsets = [];
        let lastLoud = continues ? first : first - quiet - 1;
        let lastLoudIndex = null;
        for (let index = first; index < data.length; index++) {
          if (Math.abs(data[index]) > THRESHOLD) {
            if (index - lastLoud > quiet) onsets.push(startTrue + ((index - first) / rate) * 1000);
            lastLoud = index;
            lastLoudIndex = index;
          }
        }
        const record = {
          startTrue,
          onsets,
          lastLoudTrue: lastLoudIndex === null ? null : startTrue + ((lastLoudIndex - first) / rate) * 1000,
          stopTrue: Infinity,
          recordedAt: realOrigin + realNow(),
        };
        sources.push(record);
        bySource.set(this, record);
      }
    } catch (error) {
      console.warn('[bench recorder]', error);
    }
    return result;
  };
  AudioBufferSourceNode.prototype.stop = function stop(when = 0, ...rest) {
    const record = bySource.get(this);
    if (record) {
      const stopTrue = trueTimeOf(this.context, when);
      if (stopTrue !== null) record.stopTrue = Math.min(record.stopTrue, stopTrue);
    }
    return realStop.call(this, when, ...rest);
  };

  globalThis.__sync = {
    trueNow: () => realOrigin + realNow(),
    /** Every onset still to sound or sounded (those after their source's stop dropped), sorted, true epoch ms. */
    onsets: () =>
      sources
        .flatMap((record) => record.onsets.filter((onset) => onset < record.stopTrue - 0.01))
        .sort((a, b) => a - b),
    sourceCount: () => sources.length,
  };
}
