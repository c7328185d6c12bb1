/**
 * Gives every request an id (kept from a well-formed x-request-id) and logs one line when it finishes. The
 * line is written by one `finish` listener shared by every request, from the start time kept on the response.
 */
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "./logger";

const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const STARTED = Symbol("started");

type Timed = Response & { [STARTED]: number };

export function requestLog(logger: Logger): RequestHandler {
  function finished(this: ServerResponse): void {
    const res = this as Timed;
    const req = res.req as Request;
    logger.info({
      requestId: res.locals.requestId,
      method: req.method,
      path: req.originalUrl,
      status: res.statusCode,
      service: res.locals.service,
      operationId: res.locals.operationId,
      durationMs: performance.now() - res[STARTED],
    });
  }
  return (req, res, next) => {
    const given = req.headers["x-request-id"];
    // Node's own UUIDs come from a pool of random bytes it refills 128 ids at a time.
    const requestId = typeof given === "string" && ACCEPTED_ID.test(given) ? given : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("x-request-id", requestId);
    // A silenced log (benchmarks, tests) costs nothing per request.
    if (logger.isLevelEnabled("info")) {
      (res as Timed)[STARTED] = performance.now();
      res.on("finish", finished);
    }
    next();
  };
}
