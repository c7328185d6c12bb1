/**
 * The admin API (DESIGN.md section 6): reset all state, export or import it as a snapshot, read, advance or
 * set the clock, and run a service's own admin actions (loading fixtures, raising approval requests,
 * triggering alarms...).
 * Switched off with `admin: {enabled: false}`; guarded by a token when one is configured.
 */
import express, { type ErrorRequestHandler, type Router } from "express";
import { DEFAULT_STATUS } from "../errors/dialect";
import { ServiceError } from "../errors/service-error";
import { sameSecret } from "../runtime/auth";
import { type Clock, parseDuration } from "../runtime/clock";
import type { AdminAction } from "../runtime/service";
import { toServiceError } from "./errors";
import type { Logger } from "./logger";

export interface AdminOptions {
  token?: string;
  clock: Clock;
  reset(): void;
  actions(slug: string): Record<string, AdminAction> | undefined;
  logger: Logger;
  /** Every service's state as one JSON document (src/runtime/snapshot.ts). */
  snapshot(): unknown;
  /** Replaces every service's state with a snapshot's; refuses, changing nothing, what is not one. */
  restore(snapshot: unknown): void;
  /** Read-only JSON views, each served as `GET /<name>` with the query string (e.g. `violations`). */
  readers?: Record<string, (query: Record<string, unknown>) => unknown>;
}

function parseInstant(value: unknown): Date {
  const d = typeof value === "string" ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(d.getTime()))
    throw new ServiceError("invalid_argument", "`now` must be an RFC 3339 timestamp");
  return d;
}

export function adminRouter(o: AdminOptions): Router {
  const router = express.Router();
  router.use((req, _res, next) => {
    if (o.token === undefined) return next();
    const given =
      /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "")?.[1] ?? req.get("x-admin-token") ?? "";
    if (!sameSecret(given, o.token)) throw new ServiceError("unauthenticated", "admin token required");
    next();
  });
  const clockState = () => ({ now: o.clock.now().toISOString() });
  // A shared dataset can be far larger than an admin command: the snapshot takes its own body limit.
  router.put("/snapshot", express.json({ limit: "512mb" }), (req, res) => {
    o.restore(req.body);
    res.json({ restored: true, ...clockState() });
  });
  router.get("/snapshot", (_req, res) => {
    res.json(o.snapshot());
  });
  router.use(express.json());

  router.post("/reset", (_req, res) => {
    o.reset();
    res.json({ reset: true, ...clockState() });
  });
  router.get("/clock", (_req, res) => {
    res.json(clockState());
  });
  router.post("/clock/advance", (req, res) => {
    const duration = req.body?.duration;
    if (typeof duration !== "string")
      throw new ServiceError("invalid_argument", "`duration` (ISO 8601, e.g. P30D) is required");
    o.clock.advance(parseDuration(duration));
    res.json(clockState());
  });
  router.put("/clock", (req, res) => {
    o.clock.set(parseInstant(req.body?.now));
    res.json(clockState());
  });
  for (const [name, read] of Object.entries(o.readers ?? {})) {
    router.get(`/${name}`, (req, res) => {
      res.json(read(req.query as Record<string, unknown>));
    });
  }
  router.post("/services/:slug/:action", async (req, res) => {
    const action = o.actions(req.params.slug)?.[req.params.action];
    if (!action)
      throw new ServiceError(
        "not_found",
        `no admin action ${req.params.action} for service ${req.params.slug}`,
      );
    const result = await action(req.body ?? {});
    res.json(result ?? {});
  });
  router.use((req) => {
    throw new ServiceError("not_found", `no admin endpoint ${req.method} ${req.originalUrl}`);
  });
  const errors: ErrorRequestHandler = (err, _req, res, _next) => {
    const e = toServiceError(err);
    if (!e) o.logger.error({ requestId: res.locals.requestId, err: String(err) }, "admin action failed");
    const kind = e?.kind ?? "internal";
    res.status(DEFAULT_STATUS[kind]).json({ error: { kind, message: e?.message ?? "internal error" } });
  };
  router.use(errors);
  return router;
}
