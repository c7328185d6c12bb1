/**
 * The first step of every request, in one function: the work the clock has made due, the Date header, the
 * console's live feed (one test when no console is open) and the request log. The front door runs it before a
 * lane, and the app's first Express layer before everything else (front-door.ts).
 */
import type { Clock } from "../runtime/clock";
import type { Scheduler } from "../runtime/scheduler";
import { httpDate, stampDate } from "./date-header";
import type { RequestEntry } from "./front-door";
import type { Logger } from "./logger";
import { requestLog } from "./request-log";
import type { TrafficFeed } from "./traffic-feed";

export function requestEntry(o: {
  scheduler: Scheduler;
  clock: Clock;
  traffic: TrafficFeed;
  logger: Logger;
}): RequestEntry {
  const log = requestLog(o.logger);
  // Work the clock has reached is done before anything is answered, so no request sees state behind time.
  return (req, res, held) => {
    o.scheduler.runDue();
    if (held) held.push("Date", httpDate(o.clock));
    else stampDate(res, o.clock);
    if (o.traffic.watched) o.traffic.watch(res);
    log(req, res, held);
  };
}
