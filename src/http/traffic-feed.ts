/**
 * Finished requests for whoever watches them (the console's live traffic). It is kept apart from the request
 * log, which serves another purpose and can be silenced: while nobody listens, a request pays one test of a
 * set's size and nothing else; while someone does, its response gets one `finish` listener.
 */
import type { ServerResponse } from "node:http";
import type { Request, Response } from "express";
import type { Clock } from "../runtime/clock";
import { redactText } from "./log-redaction";

export interface TrafficRecord {
  requestId: string;
  /** When the response finished, by the gateway's clock. */
  time: string;
  method: string;
  /** The path and query as the client sent them, credentials written `[redacted]`. */
  path: string;
  status: number;
  /** The service or mounted document that answered; absent for the gateway's own pages. */
  service?: string;
  operationId?: string;
  durationMs: number;
}

export type TrafficListener = (record: TrafficRecord) => void;

const STARTED = Symbol("trafficStarted");

type Timed = Response & { [STARTED]: number };

export class TrafficFeed {
  private readonly listeners = new Set<TrafficListener>();
  private readonly finished: (this: ServerResponse) => void;

  constructor(clock: Clock) {
    const listeners = this.listeners;
    this.finished = function (this: ServerResponse) {
      const res = this as Timed;
      const req = res.req as Request;
      const record: TrafficRecord = {
        requestId: String(res.locals.requestId),
        time: clock.now().toISOString(),
        method: req.method,
        path: redactText(req.originalUrl),
        status: res.statusCode,
        service: res.locals.service,
        operationId: res.locals.operationId,
        durationMs: performance.now() - res[STARTED],
      };
      for (const listener of listeners) listener(record);
    };
  }

  /** Whether anyone listens: the one test a request pays while nobody does. */
  get watched(): boolean {
    return this.listeners.size > 0;
  }

  /** Starts telling `listener` of every finished request; the returned function stops it. */
  subscribe(listener: TrafficListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Follows one request to its end; called only while `watched`. */
  watch(res: Response): void {
    (res as Timed)[STARTED] = performance.now();
    res.on("finish", this.finished);
  }
}
