// Total blocking time from the page's own CPU time. Lighthouse's simulated TBT multiplies each
// task's wall-clock length by the phone's slowdown (4×). On a shared machine a task's wall clock
// also counts the time the renderer waited for a core (other builds, Lighthouse's own trace
// processing), so the figure grows with the load average: on this 2-core machine at load 17–20 the
// same /login load gave 2.1–6.5 s from wall clock and 70–120 ms from CPU time. Counting the main
// thread's CPU time (`tdur`) instead keeps what the page computes and drops what the machine made
// it wait: what a phone that runs only the page would block for.

/** Lighthouse's threshold: the part of a task beyond 50 ms blocks input. */
const BLOCKING_AFTER_MS = 50;

/**
 * TBT as Lighthouse defines it (the sum over main-thread tasks after the first contentful paint of
 * their length beyond 50 ms), with each task's length its thread CPU time × `slowdown`.
 * @param {{ traceEvents: Array<{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: { name?: string } }> }} trace
 * @param {number} slowdown Lighthouse's `cpuSlowdownMultiplier` (4 on its mobile default)
 * @returns {number | null} milliseconds, or null when the trace has no renderer main thread or no first paint
 */
export function cpuBlockingTimeMs(trace, slowdown) {
  const events = trace.traceEvents;
  const mainThreads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const busiest = (thread) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask').length;
  const main = mainThreads.sort((a, b) => busiest(b) - busiest(a))[0];
  if (!main) return null;
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === main.pid);
  if (!firstPaint) return null;
  const blocking = events
    .filter(
      (event) =>
        event.name === 'RunTask' && event.pid === main.pid && event.tid === main.tid && event.ts >= firstPaint.ts,
    )
    .map((task) => Math.max(0, ((task.tdur ?? 0) / 1000) * slowdown - BLOCKING_AFTER_MS));
  return Math.round(blocking.reduce((sum, ms) => sum + ms, 0));
}
