/**
 * The admin API: reset all state, export or import it as a snapshot, read, advance or
 * set the clock, and run a service's own admin actions (loading fixtures, raising approval requests,
 * triggering alarms...).
 * Switched off with `admin: {enabled: false}`; guarded by a token when one is configured.
 *
 * It can reset every service, so it is safe by default even without a token: it answers only
 * requests whose Host is a loopback name or one of `allowedHosts` (a web page that rebinds its own domain to
 * 127.0.0.1 still sends its domain as Host), that come from no other web origin (a cross-site page's
 * Origin or Sec-Fetch-Site gives it away), and whose body, if any, is JSON (a cross-site `text/plain` or
 * form POST needs no CORS preflight; a JSON one does, and the gateway answers none).
 */
import type { IncomingMessage } from "node:http";
import express, { type RequestHandler, type Router } from "express";
import { gatewayDialect } from "../errors/gateway";
import { ServiceError } from "../errors/service-error";
import { sameSecret } from "../runtime/auth";
import { type Clock, parseDuration } from "../runtime/clock";
import { jsonObject } from "../runtime/json-input";
import { bareMediaType } from "../runtime/media-type";
import type { AdminAction } from "../runtime/service";
import { stampDate } from "./date-header";
import { dialectErrorHandler } from "./errors";
import type { Logger } from "./logger";

export interface AdminOptions {
  token?: string;
  /**
   * Host names (or host:port) the admin API answers besides loopback ones, for a gateway reached by name in
   * staging; loopback names (localhost, 127.0.0.0/8, [::1]) are always allowed.
   */
  allowedHosts?: readonly string[];
  clock: Clock;
  /** Runs what the clock's move made due, before the move is answered. */
  clockMoved(): void;
  reset(): void;
  actions(slug: string): Record<string, AdminAction> | undefined;
  logger: Logger;
  /** Every service's state as one JSON document (src/runtime/snapshot.ts). */
  snapshot(): unknown;
  /** Replaces every service's state with a snapshot's; refuses, changing nothing, what is not one. */
  restore(snapshot: unknown): void;
  /** The console (src/http/console/): its page is served past the Host checks alone, its data behind the token too. */
  console?: { page: RequestHandler; api: Router };
  /** Read-only views, each served as `GET /<name>` with the query string (e.g. `violations`): JSON, or Markdown text. */
  readers?: Record<string, (query: Record<string, unknown>) => unknown>;
}

/** Largest admin request body: actions take a few fields, not bulk data. */
const BODY_LIMIT = "100kb";

function parseInstant(value: unknown): Date {
  const d = typeof value === "string" ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(d.getTime()))
    throw new ServiceError("invalid_argument", "`now` must be an RFC 3339 timestamp");
  return d;
}

/** `localhost:8080` → localhost, `[::1]:8080` → ::1. */
function hostnameOf(host: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(host);
  if (bracketed) return bracketed[1];
  return host.replace(/:\d*$/, "");
}

function isLoopback(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname === "::1" ||
    /^127\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)$/.test(hostname)
  );
}

/** Host, Origin and Sec-Fetch-Site checks: who may reach the admin API at all. */
function callerGuard(allowedHosts: readonly string[]): RequestHandler {
  const allowed = new Set(allowedHosts.map((h) => h.trim().toLowerCase()).filter(Boolean));
  return (req, _res, next) => {
    const host = (req.headers.host ?? "").toLowerCase();
    const hostname = hostnameOf(host);
    if (!isLoopback(hostname) && !allowed.has(hostname) && !allowed.has(host)) {
      throw new ServiceError(
        "permission_denied",
        `the admin API does not answer for Host ${JSON.stringify(req.headers.host ?? "")}; allow it with ADMIN_HOSTS`,
      );
    }
    const origin = req.headers.origin;
    if (origin !== undefined) {
      let originHost: string | undefined;
      try {
        originHost = new URL(origin).host.toLowerCase();
      } catch {
        originHost = undefined;
      }
      if (originHost !== host)
        throw new ServiceError("permission_denied", `the admin API refuses requests from origin ${origin}`);
    }
    const site = req.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin" && site !== "none")
      throw new ServiceError("permission_denied", `the admin API refuses ${site} requests`);
    next();
  };
}

function tokenGuard(token: string): RequestHandler {
  return (req, _res, next) => {
    const given =
      /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "")?.[1] ?? req.get("x-admin-token") ?? "";
    if (!sameSecret(given, token)) throw new ServiceError("unauthenticated", "admin token required");
    next();
  };
}

const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json$/;

function mediaTypeOf(req: IncomingMessage): string {
  return bareMediaType(req.headers["content-type"] ?? "");
}

/** A request that carries a body, or says what its body is, must say JSON. */
const jsonOnly: RequestHandler = (req, _res, next) => {
  const type = req.headers["content-type"];
  const hasBody =
    req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  if ((type !== undefined || hasBody) && !JSON_TYPE.test(mediaTypeOf(req)))
    throw new ServiceError("unsupported_media_type", "admin requests take a JSON body (application/json)");
  next();
};

export function adminRouter(o: AdminOptions): Router {
  const router = express.Router();
  router.use(callerGuard(o.allowedHosts ?? []));
  if (o.console) router.use("/console", o.console.page);
  if (o.token !== undefined) router.use(tokenGuard(o.token));
  router.use(jsonOnly);
  if (o.console) router.use("/console", o.console.api);
  const isJson = (req: IncomingMessage) => JSON_TYPE.test(mediaTypeOf(req));
  const clockState = () => ({ now: o.clock.now().toISOString() });
  // A shared dataset can be far larger than an admin command: the snapshot takes its own body limit.
  router.put("/snapshot", express.json({ limit: "512mb", type: isJson }), (req, res) => {
    o.restore(req.body);
    res.json({ restored: true, ...clockState() });
  });
  router.get("/snapshot", (_req, res) => {
    res.json(o.snapshot());
  });
  router.use(express.json({ limit: BODY_LIMIT, type: isJson }));

  // Each command refuses a field it does not take, naming it, rather than answering as if it had used it.
  const body = (req: IncomingMessage & { body?: unknown }, fields: readonly string[]) =>
    jsonObject(req.body ?? {}, "body", fields);
  router.post("/reset", (req, res) => {
    body(req, []);
    o.reset();
    res.json({ reset: true, ...clockState() });
  });
  router.get("/clock", (_req, res) => {
    res.json(clockState());
  });
  router.post("/clock/advance", (req, res) => {
    const duration = body(req, ["duration"]).duration;
    if (typeof duration !== "string")
      throw new ServiceError("invalid_argument", "`duration` (ISO 8601, e.g. P30D) is required");
    o.clock.advance(parseDuration(duration));
    o.clockMoved();
    // The answer is made after the move: its Date is the new time, as the body's `now` is.
    stampDate(res, o.clock);
    res.json(clockState());
  });
  router.put("/clock", (req, res) => {
    o.clock.set(parseInstant(body(req, ["now"]).now));
    o.clockMoved();
    stampDate(res, o.clock);
    res.json(clockState());
  });
  for (const [name, read] of Object.entries(o.readers ?? {})) {
    router.get(`/${name}`, (req, res) => {
      const view = read(req.query as Record<string, unknown>);
      // A reader answers JSON, or a Markdown report as text.
      if (typeof view === "string") res.type("text/markdown; charset=utf-8").send(view);
      else res.json(view);
    });
  }
  router.post("/services/:slug/:action", async (req, res) => {
    const actions = o.actions(req.params.slug);
    // Own properties only: `__proto__` or `toString` name no action, whatever Object.prototype holds.
    const action =
      actions && Object.hasOwn(actions, req.params.action) ? actions[req.params.action] : undefined;
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
  router.use(dialectErrorHandler(gatewayDialect, o.logger));
  return router;
}
