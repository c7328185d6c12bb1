/**
 * Injected time (DESIGN.md section 6). Every rule that depends on time reads `now()`, so tests and users
 * can move time forward through the admin API instead of waiting.
 */
import { Duration } from "luxon";
import { ServiceError } from "../errors/service-error";

export interface Clock {
  now(): Date;
  /** Moves time forward by a non-negative number of milliseconds. */
  advance(ms: number): Date;
  /** Sets the current time; it may not go backwards, so lifecycles stay monotonic. */
  set(to: Date): Date;
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
    if (!(ms >= 0)) throw new ServiceError("invalid_argument", "the clock only moves forward");
    this.offsetMs += ms;
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
    if (!(ms >= 0)) throw new ServiceError("invalid_argument", "the clock only moves forward");
    this.current += ms;
    return this.now();
  }

  set(to: Date): Date {
    return this.advance(to.getTime() - this.current);
  }
}

/** Parses an ISO 8601 duration such as PT5M or P30D into milliseconds (a day is 24 hours). */
export function parseDuration(iso: string): number {
  const d = Duration.fromISO(iso);
  if (!d.isValid) throw new ServiceError("invalid_argument", `not an ISO 8601 duration: ${iso}`);
  return d.toMillis();
}
