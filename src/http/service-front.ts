/**
 * Serves the requests under a reference service's base path before Express handles them.
 *
 * Express gives every request and response object its own prototypes (Object.setPrototypeOf in
 * app.handle), and V8 then runs Node's HTTP code for those objects on slow paths: measured on this project's
 * 2-core machine, a one-middleware Express app spends 60-90 µs of CPU per request where node:http alone
 * spends about 20, more than validating a request and its response together. The service handlers
 * (service-router.ts) use only Node's own request and response API, so they run here, with the little that
 * Express would have set up (originalUrl, baseUrl, the mount-relative url, res.locals) and the same request
 * log. Everything else (health, metrics, admin, root aliases, proxied services) still goes through Express,
 * where the same handlers stay mounted.
 *
 * Before the gateway listens, the front also rehearses every operation of every service (rehearsal.ts).
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express, Request, RequestHandler, Response } from "express";
import { sendRequest } from "./rehearsal";
import type { ServiceRoutes } from "./service-router";

interface Mount {
  /** The base path in lower case: Express matches mount paths case-insensitively. */
  prefix: string;
  routes: ServiceRoutes;
}

/** What the rehearsal did, per service: how each operation answered its made-up request. */
export interface RehearsalReport {
  ms: number;
  services: { prefix: string; answers: { operation: string; status: number }[] }[];
}

/**
 * Passes over every operation. V8 gives a function inline caches only after it has run a few times, and
 * optimizes it later still: measured with `make bench`, one pass left first requests at up to 4.5× their
 * warm latency, three at 2.5× (about 0.3 s of start-up for the six services).
 */
const PASSES = 3;

type Handle = (req: IncomingMessage, res: ServerResponse, callback?: (err?: unknown) => void) => void;

/**
 * What Express's app.handle does to a request before routing it, for a handler that needs Express's
 * request and response methods after all (rare replies: see service-router.ts). A no-op for objects that
 * went through Express.
 */
export function adoptExpress(req: Request, res: Response): void {
  if (typeof res.json === "function") return;
  // The app's request and response prototypes, which Express's typings leave out.
  const app = req.app as unknown as { request: object; response: object };
  req.res = res;
  res.req = req;
  Object.setPrototypeOf(req, app.request);
  Object.setPrototypeOf(res, app.response);
}

export class ServiceFront {
  private readonly mounts: Mount[] = [];
  /** While the rehearsal runs: the scratch handler that serves each mount instead of its own. */
  private scratch: Map<Mount, RequestHandler> | undefined;

  /** `log` is the app's request log middleware, which these requests would have passed through. */
  constructor(private readonly log: RequestHandler) {}

  /** Serves a service at `basePath` ahead of Express; returns its handler, to be mounted in Express as well. */
  add(basePath: string, routes: ServiceRoutes): RequestHandler {
    this.mounts.push({ prefix: basePath.toLowerCase(), routes });
    // The longest base path first, as if each were its own Express mount tried in turn.
    this.mounts.sort((a, b) => b.prefix.length - a.prefix.length);
    return routes.handle;
  }

  /** Puts the front before Express's own request handling of `app`. */
  install(app: Express): void {
    const express = app as unknown as { handle: Handle };
    const viaExpress = express.handle;
    express.handle = (req, res, callback) => {
      if (!this.serve(app, req, res)) viaExpress.call(app, req, res, callback);
    };
  }

  /**
   * Sends every service's made-up requests, PASSES times, to `app` listening on an ephemeral loopback port,
   * so that they take the path of real requests (socket, HTTP parser, Node's request and response objects),
   * while the front serves each service by its scratch instance and logs nothing. For an app that is
   * not listening yet: nothing else can reach the scratch instances.
   */
  async rehearse(app: Express): Promise<RehearsalReport> {
    const started = performance.now();
    const rehearsals = this.mounts.map((mount) => ({ mount, ...mount.routes.rehearsal() }));
    this.scratch = new Map(rehearsals.map((r) => [r.mount, r.handle]));
    const server = http.createServer(app);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await new Promise<void>((resolve, reject) =>
        server.once("error", reject).listen(0, "127.0.0.1", resolve),
      );
      const { port } = server.address() as AddressInfo;
      const services: RehearsalReport["services"] = [];
      for (const { mount, requests } of rehearsals) {
        const answers: { operation: string; status: number }[] = [];
        for (let pass = 0; pass < PASSES; pass++) {
          for (const request of requests) {
            const status = await sendRequest(port, agent, request);
            if (pass === 0) answers.push({ operation: request.operation, status });
          }
        }
        services.push({ prefix: mount.prefix, answers });
      }
      return { ms: performance.now() - started, services };
    } finally {
      agent.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      this.scratch = undefined;
    }
  }

  private serve(app: Express, req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? "";
    // Absolute-form targets and fragments are left to Express's own URL parsing.
    if (url.charCodeAt(0) !== 47 || url.includes("#")) return false;
    const mount = this.mounts.find((m) => {
      if (url.length < m.prefix.length || url.slice(0, m.prefix.length).toLowerCase() !== m.prefix)
        return false;
      const after = url.charAt(m.prefix.length);
      return after === "" || after === "/" || after === "?";
    });
    if (!mount) return false;
    const r = req as Request;
    const s = res as Response;
    r.app = app;
    r.originalUrl = url;
    r.baseUrl = url.slice(0, mount.prefix.length);
    const rest = url.slice(mount.prefix.length);
    r.url = rest.charAt(0) === "/" ? rest : `/${rest}`;
    s.locals = Object.create(null);
    const scratch = this.scratch?.get(mount);
    if (scratch) scratch(r, s, () => undefined);
    else this.log(r, s, () => mount.routes.handle(r, s, () => undefined));
    return true;
  }
}
