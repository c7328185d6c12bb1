/**
 * Structured logging (pino): one JSON line per event, with every credential replaced by `[redacted]`
 * (log-redaction.ts) in whatever is logged, message and fields alike. Tests pass a silent logger, or a
 * destination to read the lines from.
 *
 * The time of a line is milliseconds since the epoch (a number costs nothing to format). Lines to stdout are
 * gathered and handed to pino's asynchronous destination 16 KB at a time, or at the latest FLUSH_MS after they
 * were logged, instead of one write per line; what is gathered is written when the process exits, and the
 * server flushes it on shutdown.
 */
import pino from "pino";
import { redact } from "./log-redaction";

export type Logger = pino.Logger;

/** The longest a gathered line waits for its write, so that a quiet server's log still reads live. */
const FLUSH_MS = 200;
/**
 * Characters gathered before they are handed on together. Each asynchronous write wakes a libuv worker
 * thread, which on a busy machine takes the core from the request path: few large writes rather than many.
 */
const BATCH = 16 * 1024;

/**
 * Gathers lines and hands them to pino's destination (sonic-boom) a batch at a time. sonic-boom's own
 * buffering (`minLength`) appends each line to a string and measures that string's byte length on every
 * write, which flattens it: a copy of up to 16 KB per line while a write is in flight. Here a line costs a
 * push onto an array, and the destination measures one joined batch.
 */
class LineBatches implements pino.DestinationStream {
  private lines: string[] = [];
  private size = 0;

  constructor(private readonly out: ReturnType<typeof pino.destination>) {
    setInterval(() => this.handOn(), FLUSH_MS).unref();
    process.on("exit", () => this.flushSync());
  }

  write(line: string): void {
    this.lines.push(line);
    this.size += line.length;
    if (this.size >= BATCH) this.handOn();
  }

  private handOn(): void {
    if (this.size === 0) return;
    const text = this.lines.length === 1 ? this.lines[0] : this.lines.join("");
    this.lines = [];
    this.size = 0;
    this.out.write(text);
  }

  /** Writes everything logged so far, then calls `done` (pino's logger.flush). */
  flush(done: (err?: Error) => void = () => undefined): void {
    this.handOn();
    this.out.flush(done);
  }

  flushSync(): void {
    this.handOn();
    this.out.flushSync();
  }
}

function stdoutBatched(): pino.DestinationStream {
  return new LineBatches(pino.destination({ dest: 1, sync: false }));
}

export function createLogger(
  level: string = process.env.LOG_LEVEL ?? "info",
  destination: pino.DestinationStream = stdoutBatched(),
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

/**
 * Writes an info line whose fields were serialised and redacted by their maker (`,"name":value` each), as
 * pino writes a record: level and time first, then the logger's bindings, then the fields. The caller has
 * checked that info is enabled.
 */
export function writeInfoLine(logger: Logger, fieldsJson: string): void {
  const own = logger as unknown as Record<symbol, unknown>;
  const stream = own[pino.symbols.streamSym] as pino.DestinationStream;
  stream.write(
    `{"level":${logger.levels.values.info},"time":${Date.now()}${own[pino.symbols.chindingsSym]}${fieldsJson}}\n`,
  );
}

export function silentLogger(): Logger {
  return pino({ level: "silent" });
}
