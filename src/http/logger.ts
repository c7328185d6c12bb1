/** Structured logging (pino): one JSON line per event. Tests pass a silent logger. */
import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string = process.env.LOG_LEVEL ?? "info"): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}

export function silentLogger(): Logger {
  return pino({ level: "silent" });
}
