import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Where the lines go now: process.stdout (synchronous for files, pipes and terminals on Linux, so
 * nothing is lost when the process exits right after), not a raw fd, so whatever wraps stdout sees them.
 */
let target: DestinationStream = process.stdout;

/**
 * The server's one logger: JSON lines (pino) at the level of LOG_LEVEL (default 'info'). Request
 * code logs through {@link requestLogger} so each line carries its request id; errors go under
 * `err` so pino writes their type, message and stack.
 */
export const logger: Logger = pino(
  { level: process.env.LOG_LEVEL || 'info' },
  // A forwarder rather than the stream itself, so tests can capture lines of a logger made at import time.
  { write: (line: string) => target.write(line) },
);

/** The logger of one request: every line it writes carries `requestId` (the request's X-Request-Id). */
export function requestLogger(requestId: string): Logger {
  return logger.child({ requestId });
}

/** One parsed log line. */
export type LogLine = Record<string, unknown> & { level: number; msg?: string };

/** What {@link captureLogs} hands a test: the lines written so far, and how to stop capturing. */
export interface CapturedLogs {
  lines: LogLine[];
  restore(): void;
}

/**
 * Test helper: from now on, lines at `level` and above are parsed into `lines` instead of written
 * out, until `restore()` puts back the previous destination and level. Loggers made by
 * {@link requestLogger} before the call keep the level they had.
 */
export function captureLogs(level: pino.LevelWithSilent = 'info'): CapturedLogs {
  const previous = { target, level: logger.level };
  const lines: LogLine[] = [];
  target = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  logger.level = level;
  return {
    lines,
    restore() {
      target = previous.target;
      logger.level = previous.level;
    },
  };
}

/** Test set-up: no lines at all (LOG_LEVEL, when set, still wins so a failing test can be read with its logs). */
export function quietLogsUnderTest(): void {
  logger.level = process.env.LOG_LEVEL || 'silent';
}
