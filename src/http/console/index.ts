/**
 * The console: one page under the admin API (`/__admin/console`) showing what the gateway serves, its live
 * traffic, the contract violations and their trend, the clock with the work queued on it, and each service's
 * state. The page is plain HTML, JavaScript and CSS (page/), and its chart library (Chart.js) is served from
 * the installed package, so it works offline and needs no build. Everything it shows comes from the admin
 * API's JSON endpoints, and the live traffic from `GET /__admin/console/events` (server-sent events).
 *
 * The page's files hold no state and no secret: they pass the admin API's Host and Origin checks but not its
 * token, which the page asks for and sends on every call it makes (the events included: it reads them with
 * fetch, which can send a header, where EventSource cannot).
 */
import path from "node:path";
import express, { type RequestHandler, type Router } from "express";
import type { Clock } from "../../runtime/clock";
import { PROJECT_ROOT } from "../../runtime/project-root";
import type { ViolationLog } from "../proxy/violations";
import type { TrafficFeed, TrafficRecord } from "../traffic-feed";

const PAGE = path.join(PROJECT_ROOT, "src/http/console/page");
/**
 * Chart.js's built files; its package exports no package.json, so its main module's folder is resolved (when
 * the page first asks for it: resolving walks the package's folders, which a start need not wait for).
 */
let chartJs: string | undefined;
const chartJsDir = () => {
  chartJs ??= path.dirname(require.resolve("chart.js"));
  return chartJs;
};

/** A client that has this much unsent is not reading: it is let go (it reconnects and starts afresh). */
const MAX_BUFFERED_BYTES = 1 << 20;
/** Express matches routes in any case, so `/__ADMIN/clock` is the admin API too. */
const ADMIN_PATH = /^\/__admin(?:[/?]|$)/i;
/** How often the clock is sent, which also keeps the stream alive through proxies. */
const CLOCK_INTERVAL_MS = 1000;

/**
 * The page may not be framed (its reset button must not be clickjacked) and runs only its own scripts; Chart.js
 * sizes its canvas through the CSSOM, which a style-src without 'unsafe-inline' allows.
 */
const PAGE_HEADERS = {
  "content-security-policy":
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cache-control": "no-cache",
};

export interface ConsoleOptions {
  traffic: TrafficFeed;
  violations: ViolationLog;
  clock: Clock;
  /** Services and documents whose requests are checked against a spec (proxied or mocked): they record violations. */
  checked: ReadonlySet<string>;
}

/** A live-traffic entry: the finished request with the violations recorded for it. */
export interface ConsoleRequest extends TrafficRecord {
  violations: {
    direction: string;
    kind: string;
    action: string;
    errors: { pointer: string; message: string; keyword?: string }[];
    moreErrors?: number;
  }[];
}

/** The page and its files, answered before the admin token is checked. */
export function consolePage(): RequestHandler {
  const router = express.Router();
  const statics = { index: false, fallthrough: true, setHeaders: setPageHeaders } as const;
  router.get("/", (_req, res) => {
    res.set(PAGE_HEADERS).sendFile(path.join(PAGE, "index.html"));
  });
  router.use("/assets", express.static(PAGE, statics));
  router.get("/vendor/chart.umd.min.js", (_req, res) => {
    res.set(PAGE_HEADERS).sendFile(path.join(chartJsDir(), "chart.umd.min.js"));
  });
  return router;
}

function setPageHeaders(res: { setHeader(name: string, value: string): void }): void {
  for (const [name, value] of Object.entries(PAGE_HEADERS)) res.setHeader(name, value);
}

/** The events stream, behind the admin token. */
export function consoleApi(o: ConsoleOptions): Router {
  const router = express.Router();
  const withViolations = (r: TrafficRecord): ConsoleRequest => {
    const recorded =
      r.service !== undefined && o.checked.has(r.service)
        ? o.violations.summary({ service: r.service }).recent.filter((v) => v.requestId === r.requestId)
        : [];
    return {
      ...r,
      violations: recorded.map((v) => ({
        direction: v.direction,
        kind: v.kind,
        action: v.action,
        errors: v.errors,
        ...(v.moreErrors ? { moreErrors: v.moreErrors } : {}),
      })),
    };
  };
  router.get("/events", (_req, res) => {
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      // A reverse proxy that buffers responses (nginx does by default) would hold the events back.
      "x-accel-buffering": "no",
    });
    const send = (event: string, data: unknown) => {
      if (res.writableEnded) return;
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      if (res.writableLength > MAX_BUFFERED_BYTES) res.end();
    };
    const clock = () => send("clock", { now: o.clock.now().toISOString() });
    res.write("retry: 2000\n\n");
    clock();
    // The admin API's own calls, the console's among them, are not the services' traffic.
    const stop = o.traffic.subscribe((r) => {
      if (!ADMIN_PATH.test(r.path)) send("request", withViolations(r));
    });
    const timer = setInterval(clock, CLOCK_INTERVAL_MS);
    timer.unref();
    res.on("close", () => {
      stop();
      clearInterval(timer);
    });
  });
  return router;
}
