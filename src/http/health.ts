/** `GET /healthz`: the gateway is up, its clock, and what it serves. */
import type { RequestHandler } from "express";
import type { Clock } from "../runtime/clock";

export function healthHandler(clock: Clock, services: () => readonly unknown[]): RequestHandler {
  return (_req, res) => {
    res.json({ status: "ok", now: clock.now().toISOString(), services: services() });
  };
}

/** The last handler: a path no service is mounted at, answered with the base paths that are. */
export function notMounted(basePaths: () => readonly string[]): RequestHandler {
  return (req, res) => {
    res.status(404).json({ error: `no service is mounted at ${req.path}`, services: basePaths() });
  };
}
