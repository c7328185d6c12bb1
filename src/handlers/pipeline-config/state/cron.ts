/**
 * Quartz cron expressions, the syntax Airbyte's cron schedules take (`scheduleData.cron.cronExpression`, read
 * by Quartz's CronExpression): seconds, minutes, hours, day of month, month, day of week (1 = Sunday) and an
 * optional year, with ranges, steps, lists, `?`, `L`, `W` and `#`. Croner evaluates them (Quartz weekday
 * numbering, second and year fields, `L`, `W`, `#`); the rules Quartz adds on top of what croner checks are
 * checked here: `?` in exactly one of the two day fields and nowhere else, a step from a single start
 * (`0/15`), weekdays 1 to 7, years 1970 to 2099. A schedule is also held to Airbyte's minimum interval: its
 * next three runs at least a minute apart (the server's CronExpressionHelper), so `* * * * * ?` is refused.
 */
import { Cron } from "croner";
import { invalidInput } from "./errors";

const FIELD = "scheduleData.cron.cronExpression";
const DAY_OF_MONTH = 3;
const DAY_OF_WEEK = 5;
const YEAR = 6;
/** The largest value of each field, for a Quartz step from a single start (`5/10` is `5-59/10`). */
const FIELD_MAX = ["59", "59", "23", "31", "12", "7", "2099"];
/** Airbyte's shortest gap between two runs of a cron schedule. */
const MIN_INTERVAL_MS = 60_000;
/** How many of the next runs Airbyte compares to find the gap. */
const RUNS_COMPARED = 3;

export interface CronSchedule {
  /** The first instant strictly after `after` at which the expression fires, if it fires again. */
  nextAfter(after: Date): Date | undefined;
}

function refuse(expression: string, reason: string): never {
  throw invalidInput(FIELD, `Invalid cron expression: ${reason}`, expression);
}

/** Numbers written in a field (ranges, lists, the base of `#` and `L`), not its steps or nth counts. */
function valuesOf(field: string): number[] {
  return field
    .split(",")
    .flatMap((part) => part.split("/")[0].split("#")[0].replace(/L$/, "").split("-"))
    .filter((v) => /^\d+$/.test(v))
    .map(Number);
}

/**
 * Rewrites Quartz-only forms croner does not read; refuses what Quartz refuses and croner would take. The
 * schema has already held the expression to 6 or 7 fields.
 */
function toCroner(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  fields.forEach((f, i) => {
    if (f.includes("?") && (f !== "?" || (i !== DAY_OF_MONTH && i !== DAY_OF_WEEK)))
      refuse(expression, "'?' stands alone, in the day-of-month or the day-of-week field only");
  });
  // Quartz does not combine a day of month with a day of week: exactly one of them is '?'.
  if ((fields[DAY_OF_MONTH] === "?") === (fields[DAY_OF_WEEK] === "?"))
    refuse(expression, "exactly one of day-of-month and day-of-week must be '?'");
  if (valuesOf(fields[DAY_OF_WEEK]).some((d) => d < 1 || d > 7))
    refuse(expression, "day-of-week values run from 1 (Sunday) to 7 (Saturday)");
  if (fields[YEAR] !== undefined && valuesOf(fields[YEAR]).some((y) => y < 1970 || y > 2099))
    refuse(expression, "year values run from 1970 to 2099");
  return fields
    .map((f, i) =>
      f.replace(/^(\d+)\/(\d+)$/, (_all, start: string, step: string) => `${start}-${FIELD_MAX[i]}/${step}`),
    )
    .join(" ");
}

/** Parses a Quartz expression for a time zone, or throws Airbyte's 422 naming the cron expression. */
export function quartzCron(expression: string, timeZone: string): CronSchedule {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
  } catch {
    throw invalidInput("scheduleData.cron.cronTimeZone", "is not a known time zone", timeZone);
  }
  let cron: Cron;
  try {
    cron = new Cron(toCroner(expression), {
      timezone: timeZone,
      mode: "6-or-7-parts",
      alternativeWeekdays: true,
      paused: true,
    });
  } catch (err) {
    if (!(err instanceof Error) || !err.message.startsWith("CronPattern")) throw err;
    refuse(expression, err.message.replace(/^CronPattern:\s*/, ""));
  }
  return { nextAfter: (after) => cron.nextRun(after) ?? undefined };
}

/**
 * A schedule a connection may take from `now`: a Quartz expression Airbyte accepts, whose next runs are at
 * least a minute apart; otherwise Airbyte's 422 naming the cron expression.
 */
export function connectionCron(expression: string, timeZone: string, now: Date): CronSchedule {
  const cron = quartzCron(expression, timeZone);
  let previous = cron.nextAfter(now);
  for (let i = 1; previous && i < RUNS_COMPARED; i++) {
    const next = cron.nextAfter(previous);
    if (next && next.getTime() - previous.getTime() < MIN_INTERVAL_MS)
      refuse(expression, "Cron executions must be more than 1 minute apart");
    previous = next;
  }
  return cron;
}
