/**
 * Structured logging (pino): one JSON line per event, with every credential replaced by `[redacted]`
 * (log-redaction.ts) in whatever is logged, message and fields alike. Tests pass a silent logger, or a
 * destination to read the lines from.
 *
 * The time of a line is milliseconds since the epoch (a number costs nothing to format). Lines to stdout are
 * buffered and written 4 KB at a time, or at the latest FLUSH_MS after they were logged, instead of one
 * write per line; pino writes what is buffered when the process exits, and the server flushes it on shutdown.
 */
import pino from "pino";
import { redact } from "./log-redaction";

export type Logger = pino.Logger;

/** The longest a buffered line waits for its write, so that a quiet server's log still reads live. */
const FLUSH_MS = 200;

function stdoutBuffered(): pino.DestinationStream {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => stream.flush(), FLUSH_MS).unref();
  return stream;
}

export function createLogger(
  level: string = process.env.LOG_LEVEL ?? "info",
  destination: pino.DestinationStream = stdoutBuffered(),
): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.epochTime,
      hooks: {
        logMethod(args, method) {
          for (let i = 0; i < args.length; i++) args[i] = redact(args[i]);
          method.apply(this, args);
        },
      },
    },
    destination,
  );
}

export function silentLogger(): Logger {
  return pino({ level: "silent" });
}
