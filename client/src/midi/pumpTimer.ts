/**
 * A steady tick for the MIDI scheduler that a hidden tab does not slow down: Chrome runs a hidden
 * tab's main-thread timers at most once a second, but a dedicated Worker's timers at their pace,
 * and the messages it posts reach the page at once. Where there is no Worker (tests), setInterval.
 */

/** A running tick; stop() ends it. */
export interface PumpTimer {
  stop(): void;
}

const WORKER_SOURCE = 'onmessage = (e) => { setInterval(() => postMessage(0), e.data); };';

/** Calls `tick` every `intervalMs`, from a Worker's timer where the browser has Workers. */
export function pumpTimer(tick: () => void, intervalMs: number): PumpTimer {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') {
    const id = setInterval(tick, intervalMs);
    return { stop: () => clearInterval(id) };
  }
  const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
  const worker = new Worker(url);
  worker.onmessage = () => {
    // Revoked once the worker runs: revoking before it has loaded could leave it without its script.
    URL.revokeObjectURL(url);
    worker.onmessage = tick;
    tick();
  };
  worker.postMessage(intervalMs);
  return { stop: () => worker.terminate() };
}
