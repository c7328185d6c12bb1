/**
 * The first layer of every request: the work the clock has made due, the Date header, the console's live feed
 * and the request log, then the middleware a deployment adds (tracing, rate limits), which sees every request.
 */
import type { RequestHandler } from "express";
import { stampDate } from "../http/date-header";
import { requestLog } from "../http/request-log";
import type { Mount } from "./context";

export function requestPath(middleware: readonly RequestHandler[] = []): Mount {
  return ({ app, scheduler, clock, traffic, logger }) => {
    const log = requestLog(logger);
    // Work the clock has reached is done before anything is answered, so no request sees state behind time.
    app.use((req, res, next) => {
      scheduler.runDue();
      stampDate(res, clock);
      if (traffic.watched) traffic.watch(res);
      log(req, res, next);
    });
    for (const m of middleware) app.use(m);
  };
}
