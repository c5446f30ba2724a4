import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks';

/**
 * How often the event loop is sampled, in ms. Each sample is late by however long the loop was
 * blocked, give or take this much: 10 ms (node's default) would hide the 10 ms blocks we look for.
 */
export const EVENT_LOOP_SAMPLE_MS = 2;
/** The figures cover the last completed window of this length and the current one (1–2 minutes). */
export const EVENT_LOOP_WINDOW_MS = 60_000;

/** Event-loop delay in ms, as `/healthz/ready` reports it. */
export interface EventLoopDelay {
  p99: number;
  max: number;
}

let current: ELDHistogram | undefined;
let rotation: NodeJS.Timeout | undefined;
let lastWindow: EventLoopDelay = { p99: 0, max: 0 };
/** Apps of this process that started the monitor and have not stopped it (tests run several). */
let users = 0;

/** A histogram's figures as delays: node records the whole interval between samples, so the sampling period is taken off. */
function delayOf(histogram: ELDHistogram): EventLoopDelay {
  if (histogram.count === 0) return { p99: 0, max: 0 };
  const toDelayMs = (nanoseconds: number) =>
    Math.max(0, Math.round((nanoseconds / 1e6 - EVENT_LOOP_SAMPLE_MS) * 100) / 100);
  return { p99: toDelayMs(histogram.percentile(99)), max: toDelayMs(histogram.max) };
}

/**
 * Starts measuring this process's event-loop delay (one monitor per process, however many apps it
 * runs): a histogram of how late a timer due every {@link EVENT_LOOP_SAMPLE_MS} fires, started
 * afresh every {@link EVENT_LOOP_WINDOW_MS} so the figures follow what happens now, not since start.
 */
export function startEventLoopDelayMonitor(): void {
  users++;
  if (current) return;
  const monitor = monitorEventLoopDelay({ resolution: EVENT_LOOP_SAMPLE_MS });
  monitor.enable();
  current = monitor;
  rotation = setInterval(() => {
    lastWindow = delayOf(monitor);
    monitor.reset();
  }, EVENT_LOOP_WINDOW_MS).unref();
}

/** Stops the monitor once every app that started it has stopped it (a closed test app; production runs until exit). */
export function stopEventLoopDelayMonitor(): void {
  users = Math.max(0, users - 1);
  if (users > 0 || !current) return;
  current.disable();
  clearInterval(rotation);
  current = undefined;
  lastWindow = { p99: 0, max: 0 };
}

/**
 * p99 and max of the event-loop delay in ms: the larger of the last completed window's and the
 * current window's (two windows' samples cannot be merged into one p99), so 1–2 minutes are covered.
 */
export function eventLoopDelay(): EventLoopDelay {
  const now = current ? delayOf(current) : { p99: 0, max: 0 };
  return { p99: Math.max(now.p99, lastWindow.p99), max: Math.max(now.max, lastWindow.max) };
}
