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
 */
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { Express, Request, RequestHandler, Response } from "express";

interface Mount {
  /** The base path in lower case: Express matches mount paths case-insensitively. */
  prefix: string;
  handler: RequestHandler;
}

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

  /** `log` is the app's request log middleware, which these requests would have passed through. */
  constructor(private readonly log: RequestHandler) {}

  /** Serves `handler` at `basePath` ahead of Express; returns it, to be mounted in Express as well. */
  add(basePath: string, handler: RequestHandler): RequestHandler {
    this.mounts.push({ prefix: basePath.toLowerCase(), handler });
    // The longest base path first, as if each were its own Express mount tried in turn.
    this.mounts.sort((a, b) => b.prefix.length - a.prefix.length);
    return handler;
  }

  /** Puts the front before Express's own request handling of `app`, and warms it up. */
  async install(app: Express): Promise<void> {
    const express = app as unknown as { handle: Handle };
    const viaExpress = express.handle;
    express.handle = (req, res, callback) => {
      if (!this.serve(app, req, res)) viaExpress.call(app, req, res, callback);
    };
    await this.warmUp(app);
  }

  /**
   * Sends one request that names no operation to each service (answered 401 or 404: no state changes),
   * without a socket, so that the code all their requests share is compiled before the first real one.
   */
  private async warmUp(app: Express): Promise<void> {
    for (const mount of this.mounts) {
      const req = Object.assign(Readable.from([]), {
        method: "GET",
        url: `${mount.prefix}/`,
        headers: {},
        complete: false,
        socket: { readable: true },
      });
      const headers = new Map<string, unknown>();
      await new Promise<void>((resolve) => {
        const res = Object.assign(new EventEmitter(), {
          statusCode: 200,
          headersSent: false,
          setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
          getHeader: (name: string) => headers.get(name.toLowerCase()),
          hasHeader: (name: string) => headers.has(name.toLowerCase()),
          end: () => resolve(),
        });
        this.serve(app, req as unknown as IncomingMessage, res as unknown as ServerResponse);
      });
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
    this.log(r, s, () => mount.handler(r, s, () => undefined));
    return true;
  }
}
