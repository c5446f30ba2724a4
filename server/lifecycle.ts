import { logger } from './logging/logger';

/** What a shutdown reports once it is done; main exits with it. */
export type ExitCode = 0 | 1;

/** Thrown by {@link Lifecycle.step} when a signal arrived before that step could begin. */
export class StoppedDuringStartup extends Error {
  constructor() {
    super('Stopped during start-up.');
    this.name = 'StoppedDuringStartup';
  }
}

/**
 * Start-up and shutdown of the server process. The signal handlers are in place from the first
 * moment: a SIGINT or SIGTERM that arrives while the server is still starting (or in the instant
 * between printing "running" and anything else) still stops, last started first, whatever was
 * started, the embedded PostgreSQL included, instead of killing the process and orphaning it.
 */
export class Lifecycle {
  private readonly stops: Array<() => Promise<void>> = [];
  private stopping = false;
  private startup: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly onStopped: (code: ExitCode) => void,
    private readonly graceMs: number,
  ) {}

  /** Installs the SIGINT/SIGTERM handlers; call before starting anything. */
  listenForSignals(): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void this.shutdown(signal));
  }

  /** Runs start-up; a signal during it waits for the step in progress, then stops what started. */
  run<T>(startup: () => Promise<T>): Promise<T> {
    const running = startup();
    this.startup = running.catch(() => undefined);
    return running;
  }

  /**
   * Runs one start-up step unless a signal already arrived, and registers how to undo it.
   * `stop` runs at shutdown, after the stops of every later step.
   */
  async step<T>(start: () => Promise<T>, stop?: (started: T) => Promise<void>): Promise<T> {
    if (this.stopping) throw new StoppedDuringStartup();
    const started = await start();
    if (stop) this.stops.push(() => stop(started));
    return started;
  }

  /** Stops everything started, last first; exits 1 if that takes longer than the grace period. */
  async shutdown(signal: string): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    logger.info(`${signal} received: finishing in-flight requests, then stopping.`);
    setTimeout(() => {
      logger.error('Shutdown took too long; exiting.');
      this.onStopped(1);
    }, this.graceMs).unref();
    await this.startup;
    await this.stopStarted();
    logger.info('Stopped.');
    this.onStopped(0);
  }

  /** After a failed start-up: stops what did start (the embedded PostgreSQL above all), then exits 1. */
  async abandon(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    await this.stopStarted().catch((error: unknown) =>
      logger.error({ err: error }, 'Stopping after the failed start-up failed too'),
    );
    this.onStopped(1);
  }

  private async stopStarted(): Promise<void> {
    for (const stop of this.stops.splice(0).reverse()) await stop();
  }
}
