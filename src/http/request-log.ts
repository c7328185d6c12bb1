/**
 * Gives every request an id (kept from a well-formed x-request-id) and, when the request log is on, logs one
 * line when it finishes. The line is written by one `finish` listener shared by every request, from the start
 * time kept in `res.locals`; with the log off no listener is added and nothing is kept.
 */
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { Request, Response } from "express";
import { redactUrl } from "./log-redaction";
import { type Logger, writeInfoLine } from "./logger";

const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** What the gateway knows of a request once its response has been sent: the request log's line. */
export interface FinishedRequest {
  requestId: string;
  method: string;
  /** The URL as the client sent it, with every credential in it redacted. */
  path: string;
  status: number;
  service: string | undefined;
  operationId: string | undefined;
  durationMs: number;
}

/**
 * The one place where a finished request's record is made. Only the URL can carry a credential: the id is
 * either generated or limited to ACCEPTED_ID's characters, Node's parser admits only a token as the method,
 * and the service and operation come from the gateway's own tables.
 */
function finishedRequest(res: Response): FinishedRequest {
  const req = res.req as Request;
  return {
    requestId: res.locals.requestId,
    method: req.method,
    path: redactUrl(req.originalUrl),
    status: res.statusCode,
    service: res.locals.service,
    operationId: res.locals.operationId,
    durationMs: performance.now() - res.locals.startedAt,
  };
}

/**
 * The record's fields as JSON, in its order, a field that is undefined left out: what pino's generic
 * serialiser makes of it (a loop over the keys, a character loop over each string), at a quarter of its cost
 * in a profile under load. Every field is redacted already, so the logger's redaction is not needed either.
 */
function fieldsJson(r: FinishedRequest): string {
  let json = `,"requestId":${JSON.stringify(r.requestId)},"method":${JSON.stringify(r.method)},"path":${JSON.stringify(r.path)},"status":${r.status}`;
  if (r.service !== undefined) json += `,"service":${JSON.stringify(r.service)}`;
  if (r.operationId !== undefined) json += `,"operationId":${JSON.stringify(r.operationId)}`;
  return `${json},"durationMs":${r.durationMs}`;
}

/** The id is set on `res` as X-Request-Id, or appended to `held` (a raw header list) when given. */
export function requestLog(logger: Logger): (req: Request, res: Response, held?: string[]) => void {
  function finished(this: ServerResponse): void {
    writeInfoLine(logger, fieldsJson(finishedRequest(this as Response)));
  }
  return (req, res, held) => {
    const given = req.headers["x-request-id"];
    // Node's own UUIDs come from a pool of random bytes it refills 128 ids at a time.
    const requestId = typeof given === "string" && ACCEPTED_ID.test(given) ? given : randomUUID();
    res.locals.requestId = requestId;
    if (held) held.push("x-request-id", requestId);
    else res.setHeader("x-request-id", requestId);
    // A silenced log (benchmarks, tests) costs nothing per request.
    if (logger.isLevelEnabled("info")) {
      // Kept with the request's other facts: a property of its own on the response would change the shape
      // of an object Node's HTTP code reads on every write.
      res.locals.startedAt = performance.now();
      res.on("finish", finished);
    }
  };
}
