/**
 * When an active connection syncs by itself: its next scheduled run is one entry on the service's schedule
 * (`sync:<connectionId>`), put again whenever the run happens, the schedule changes or the connection is
 * enabled, and dropped when the connection is disabled, deleted or made manual.
 *
 * A basic schedule runs every N units after the start of the connection's latest sync job, as Airbyte's
 * scheduler measures the wait from the previous run's start; a manual sync thus moves the next scheduled one
 * too. A connection with a basic schedule and no sync job yet runs at once, as Airbyte documents ("When a
 * scheduled connection is first created, a sync is executed immediately"): its entry falls due now, so the
 * scheduler runs it before the next request is answered. A cron schedule waits for the expression's next
 * instant in its time zone.
 * A run that falls due while the clock jumped (or the gateway was down) runs once: the handler computes the
 * next run from now, not from the missed instant, as Airbyte's scheduler starts one job when it finds a
 * connection overdue instead of replaying every missed slot (a day's jump of an hourly schedule is one
 * catch-up job, not 24).
 */
import { DateTime } from "luxon";
import type { Schedule } from "../../../runtime/scheduler";
import type { ConnectionRecord } from "./configuration-records";
import { quartzCron } from "./cron";

export const SCHEDULED_SYNC = "scheduled-sync";

export interface ScheduledSync {
  connectionId: string;
}

const keyOf = (connectionId: string) => `sync:${connectionId}`;

/** The fields that decide when a connection runs: a write that changes none of them keeps its next run. */
function scheduleOf(c: ConnectionRecord): string {
  return JSON.stringify([c.status, c.scheduleType, c.scheduleData]);
}

export class SyncSchedules {
  constructor(
    private readonly schedule: Schedule,
    /** The creation time of the connection's latest sync job, if it has one. */
    private readonly latestSyncAt: (connectionId: string) => Date | undefined,
  ) {}

  /** The connection's next scheduled run, if one is pending. */
  next(connectionId: string): Date | undefined {
    return this.schedule.get(keyOf(connectionId))?.at;
  }

  /** After a write of the connection: reschedules when what decides its runs changed (or none is pending). */
  written(c: ConnectionRecord, before: ConnectionRecord | undefined, now: Date): void {
    if (before && scheduleOf(before) === scheduleOf(c) && this.next(c.connectionId)) return;
    this.plan(c, now);
  }

  /** After a sync job of the connection was created at `at` (by its schedule or by hand). */
  ran(c: ConnectionRecord, at: Date): void {
    this.plan(c, at, at);
  }

  /** Puts the connection's next run after `now`, or drops it when the connection does not run by itself. */
  plan(c: ConnectionRecord, now: Date, lastRun?: Date): void {
    const at = this.nextRun(c, now, lastRun);
    if (at)
      this.schedule.at<ScheduledSync>(keyOf(c.connectionId), at, SCHEDULED_SYNC, {
        connectionId: c.connectionId,
      });
    else this.schedule.cancel(keyOf(c.connectionId));
  }

  private nextRun(c: ConnectionRecord, now: Date, lastRun?: Date): Date | undefined {
    if (c.status !== "active") return undefined;
    if (c.scheduleType === "basic" && c.schedule) {
      const from = lastRun ?? this.latestSyncAt(c.connectionId);
      if (!from) return now;
      // Calendar arithmetic in UTC: a monthly schedule from 31 January runs on the last day of February.
      return DateTime.fromJSDate(from, { zone: "utc" })
        .plus({ [c.schedule.timeUnit]: c.schedule.units })
        .toJSDate();
    }
    const cron = c.scheduleType === "cron" ? cronOf(c) : undefined;
    return cron ? quartzCron(cron.cronExpression, cron.cronTimeZone).nextAfter(now) : undefined;
  }
}

function cronOf(c: ConnectionRecord): { cronExpression: string; cronTimeZone: string } | undefined {
  return c.scheduleData?.cron as { cronExpression: string; cronTimeZone: string } | undefined;
}
