/**
 * Structured logging (pino): one JSON line per event, with every credential replaced by `[redacted]`
 * (log-redaction.ts) in whatever is logged, message and fields alike. Tests pass a silent logger, or a
 * destination to read the lines from.
 */
import pino from "pino";
import { redact } from "./log-redaction";

export type Logger = pino.Logger;

export function createLogger(
  level: string = process.env.LOG_LEVEL ?? "info",
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => redact(arg)) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export function silentLogger(): Logger {
  return pino({ level: "silent" });
}
