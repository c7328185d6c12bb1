/**
 * Injected time. Every rule that depends on time reads `now()`, so tests and users
 * can move time forward through the admin API instead of waiting.
 */
import { ServiceError } from "../errors/service-error";

export interface Clock {
  now(): Date;
  /** Moves time forward by a non-negative number of milliseconds; never past LATEST_INSTANT. */
  advance(ms: number): Date;
  /** Sets the current time; it may not go backwards, so lifecycles stay monotonic. */
  set(to: Date): Date;
}

/**
 * The latest time the clock may show. Timestamps leave the gateway as RFC 3339 strings, whose years have four
 * digits (a Date itself ends in year 275760, past which it is invalid and toISOString throws), and rules add
 * durations to now (a 30-day purge, an approval's expiry, a retention window): a millennium of headroom keeps
 * every timestamp they produce writable.
 */
export const LATEST_INSTANT = Date.UTC(9000, 0, 1);

/**
 * The instant `ms` after `from`, or an invalid_argument that leaves the clock as it was: the one check
 * both clocks make before they move, so that no admin call can push time out of the representable range.
 */
function movedBy(from: number, ms: number): number {
  if (!(ms >= 0)) throw new ServiceError("invalid_argument", "the clock only moves forward");
  const to = from + ms;
  if (!(to <= LATEST_INSTANT))
    throw new ServiceError(
      "invalid_argument",
      `the clock cannot move past ${new Date(LATEST_INSTANT).toISOString()}`,
    );
  return to;
}

/** Follows the machine's clock plus an offset that `advance` and `set` grow. */
export class SystemClock implements Clock {
  /** `offsetMs`: where an earlier run left the clock; `onChange` hears of every new offset (STATE_DIR keeps it). */
  constructor(
    private offsetMs = 0,
    private readonly onChange?: (offsetMs: number) => void,
  ) {}

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): Date {
    const now = Date.now();
    this.offsetMs = movedBy(now + this.offsetMs, ms) - now;
    this.onChange?.(this.offsetMs);
    return this.now();
  }

  set(to: Date): Date {
    return this.advance(to.getTime() - this.now().getTime());
  }
}

/** Stands still until moved: what tests use, so that every timestamp is predictable. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = "2026-01-01T00:00:00.000Z") {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): Date {
    this.current = movedBy(this.current, ms);
    return this.now();
  }

  set(to: Date): Date {
    return this.advance(to.getTime() - this.current);
  }
}

/** Parses an ISO 8601 duration such as PT5M or P30D into milliseconds (a day is 24 hours). */
export function parseDuration(iso: string): number {
  // Luxon is loaded when a first duration is read: most starts read none.
  const { Duration } = require("luxon") as typeof import("luxon");
  const d = Duration.fromISO(iso);
  const ms = d.isValid ? d.toMillis() : Number.NaN;
  // Luxon reads any number of digits; a duration no Date can span is as unusable as a malformed one.
  if (!Number.isFinite(ms)) throw new ServiceError("invalid_argument", `not an ISO 8601 duration: ${iso}`);
  return ms;
}
