import type { MikroORM } from '@mikro-orm/postgresql';
import { logger } from '../../logging/logger';
import type { DeletedRows, SweepOptions } from './expiredRows';
import { sweepExpiredRows } from './sweepExpiredRows';

/** How often each instance tries to sweep. */
export const TABLE_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** What {@link startTableSweeper} accepts; tests shorten the interval and listen to each sweep. */
export interface TableSweeperOptions extends Omit<SweepOptions, 'now'> {
  /** Pause between the end of one sweep and the start of the next; the first runs at once. */
  intervalMs?: number;
  /** Called after each successful sweep with what it deleted (null: another instance swept). */
  onSweep?: (deleted: DeletedRows | null) => void;
  /** Where a failed sweep's one line goes; default the server log (error). */
  log?: (line: string) => void;
}

/** A running sweeper. */
export interface TableSweeper {
  /** Cancels the next sweep and waits for one in progress, so the ORM can be closed after. */
  stop(): Promise<void>;
}

/** A failure as one line; a refused connection to "localhost" is an AggregateError without a message. */
function oneLine(error: unknown): string {
  const inner = error instanceof AggregateError && error.errors.length ? error.errors[0] : error;
  if (!(inner instanceof Error)) return String(inner);
  return inner.message || (inner as NodeJS.ErrnoException).code || inner.name;
}

/**
 * Sweeps expired rows (login failures, music caches) now and then every `intervalMs`, on a timer
 * that does not keep the process alive. A failed sweep logs one line and the schedule goes on.
 */
export function startTableSweeper(orm: MikroORM, options: TableSweeperOptions = {}): TableSweeper {
  const {
    intervalMs = TABLE_SWEEP_INTERVAL_MS,
    onSweep,
    log = (line: string) => logger.error(line),
    ...sweepOptions
  } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const sweep = async () => {
    try {
      // Not `onSweep?.(await …)`: without a listener that would skip the sweep itself.
      const deleted = await sweepExpiredRows(orm, sweepOptions);
      onSweep?.(deleted);
    } catch (error) {
      log(`[sweep] could not delete expired rows: ${oneLine(error)}`);
    }
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = sweep().finally(() => {
        running = undefined;
        if (!stopped) schedule(intervalMs);
      });
    }, delayMs);
    timer.unref();
  };

  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
