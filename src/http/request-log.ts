/** Gives every request an id (kept from a well-formed x-request-id) and logs one line when it finishes. */
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "./logger";

const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const given = req.headers["x-request-id"] as string | undefined;
    const requestId = given && ACCEPTED_ID.test(given) ? given : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("x-request-id", requestId);
    // A silenced log (benchmarks, tests) costs nothing per request.
    if (!logger.isLevelEnabled("info")) {
      next();
      return;
    }
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      logger.info({
        requestId,
        method: req.method,
        path: req.originalUrl,
        status: res.statusCode,
        service: res.locals.service,
        operationId: res.locals.operationId,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
      });
    });
    next();
  };
}
