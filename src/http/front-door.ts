/**
 * The app's front door: the first code of every request, in place of Express's `app.handle`. A request whose
 * path falls under a base path served by a lane (a table of services at their base paths, base-paths.ts) goes
 * straight to it: the front door does what Express's request setup does that a lane needs (the request and
 * response get the app's prototypes, so `req.get`, `req.ip`, `req.query`, `req.accepts` and `req.is` work;
 * `req.res`, `res.req`, `req.originalUrl`, `req.baseUrl`, `res.locals`), runs the request entry (due work,
 * Date, live feed, request log: request-entry.ts), then the lane. Walking Express's router instead costs every
 * request a match against each layer before its own and a closure per layer passed. A bare lane (`Lane`) is
 * spared the prototypes and the entry's headers until it needs them: Node's HTTP code measurably runs slower
 * on a request and response whose prototypes were changed, and a header set before `writeHead` puts
 * `writeHead` on its slow path.
 *
 * Every other request goes to Express unchanged, which holds the same entry and the same lanes as layers, in
 * the same order: the answers do not depend on which way a request took. The front door keeps the mount order
 * as a list of stations: the lanes, and the paths an Express layer mounted before a lane may answer (docs
 * pages, the operator endpoints). A request that such a layer may answer is left to Express, as is every
 * request while a deployment adds middleware (`createApp({ middleware })`), which must see every request
 * in Express's order, and every request of an app mounted inside another (Express passes it a callback).
 *
 * An error a lane passes on (`next(err)`, or thrown) is rendered by the app's error handler, in the dialect of
 * the service its path names; a lane that passes a request on with `next()` ends it in the 404 that names the
 * base paths served, as the layers after the lanes would.
 *
 * Taking `app.handle` is the one place the gateway steps outside Express's public API, on purpose: a lane's
 * savings lie in Express's request setup itself (a bare lane keeps Node's prototypes, and properties added before
 * the prototypes change spare V8 a map per property), which no middleware can reach, since Express has made its
 * changes before the first one runs. What the rule protects still holds: middleware given to `createApp` sees
 * every request (the front door steps aside), and a layer added with `app.use` after `createApp` comes after
 * the app's 404 and error handlers, where Express would not reach it either.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from "express";
import { BasePaths, basePathsLayer, type ServeAt } from "./base-paths";

/**
 * Whether an Express layer may answer a request of `method` at `path` (the URL's path, in its own case). A
 * claim may take more than its layer answers: such a request only takes the slower way, through Express.
 */
export type Claim = (method: string, path: string) => boolean;

/**
 * What a request sees first, before any lane or layer: it must not call on anything after it. The headers it
 * gives every answer are set on `res`, or, given `held`, appended to it as a raw list (name, value, …).
 */
export type RequestEntry = (req: Request, res: Response, held?: string[]) => void;

/**
 * A lane's request path, and whether it is bare: a bare lane reads only what Node's own request and response
 * hold (the raw headers, the socket, `req.url`, `res.locals` and what the front door adds before it), so its
 * request and response keep Node's prototypes and nothing is set on the response before the lane writes its
 * head. What the app would have set is held in `res.locals` instead: `heldHeaders(res)` gives the headers to
 * write with the head (in one `writeHead`, which takes Node's fast path when nothing was set before), and
 * `dress(res)` gives the request and response Express's prototypes and those headers, for an answer that
 * needs Express's API (an error in the service's dialect, the 404). A request that takes the Express way is
 * dressed already, and both are then no-ops.
 */
export type Lane = readonly [basePath: string, serve: ServeAt, bare?: "bare"];

/** The headers a bare lane's answer must carry (X-Powered-By when on, Date, X-Request-Id); none when dressed. */
export function heldHeaders(res: Response): readonly string[] {
  return (res.locals.held as string[] | undefined) ?? NONE;
}

/** Gives a bare lane's request and response what Express's request setup would have; once. */
export function dress(res: Response): void {
  (res.locals.dress as ((res: Response) => void) | undefined)?.(res);
}

const NONE: readonly string[] = [];

/** A claim for Express layers mounted at `basePaths` (`app.use(basePath, …)`): every request under one. */
export function under(basePaths: readonly string[]): Claim {
  const mounted = new BasePaths(basePaths.map((basePath) => [basePath, true] as const));
  return (_method, path) => mounted.find(path) !== undefined;
}

/**
 * A request's `res.locals`: like Express's `Object.create(null)` it inherits nothing, but as an object with an
 * (empty) prototype of its own V8 keeps it in fast mode, where a null-prototype object starts as a hash table
 * (about 550 bytes a request against 210 for the five facts the request path keeps there).
 */
const Locals = function Locals() {} as unknown as new () => Record<string, unknown>;
Locals.prototype = Object.create(null);

/** What makes parseurl hand a URL to Node's url.parse instead of cutting it at its `?`. */
const UNUSUAL_URL = /[\t\n\f\r #\u00a0\ufeff]/;

/**
 * The path of the request's URL as Express reads it (`req.path`, by parseurl), without parsing it when it is
 * an ordinary one: its text before the `?`. Express's reading parses the URL into an object kept on the
 * request, which a lane does not need.
 */
function pathOf(req: Request, expressRequest: object): string {
  const url = req.url;
  // Express's own reading, before the request has the app's prototype.
  if (url.charCodeAt(0) !== 0x2f || UNUSUAL_URL.test(url)) return Reflect.get(expressRequest, "path", req);
  const query = url.indexOf("?");
  return query < 0 ? url : url.slice(0, query);
}

type Station = { lanes: BasePaths<Lane>; claim?: undefined } | { claim: Claim };

type Handle = (req: IncomingMessage, res: ServerResponse, callback?: NextFunction) => void;

/** Express's own request setup, `app.handle`: the one member of Express the front door takes that is not public. */
interface ExpressHandle {
  handle: Handle;
}

export class FrontDoor {
  private readonly stations: Station[] = [];
  private entry: RequestEntry | undefined;
  private notFound: RequestHandler | undefined;
  private onError: ErrorRequestHandler | undefined;
  /** Off while a deployment's middleware must see every request through Express. */
  private open = true;

  constructor(private readonly app: Express) {
    const internals = app as unknown as ExpressHandle;
    const express = internals.handle;
    internals.handle = (req, res, callback) => {
      if (callback !== undefined || !this.open || !this.take(req as Request, res as Response))
        express.call(app, req, res, callback);
    };
  }

  /**
   * The request entry, first of every request, then a deployment's middleware; while there is any, every
   * request goes through Express.
   */
  entrance(entry: RequestEntry, middleware: readonly RequestHandler[]): void {
    this.entry = entry;
    this.app.use((req, res, next) => {
      entry(req, res);
      next();
    });
    for (const m of middleware) this.app.use(m);
    if (middleware.length > 0) this.open = false;
  }

  /** Requests an Express layer mounted from here on may answer are left to Express. */
  leave(claim: Claim): void {
    this.stations.push({ claim });
  }

  /**
   * Serves `services` (base path and request path) as one lane, after what is mounted so far, through the
   * front door and Express alike; among them the longest base path a request is under takes it.
   */
  serve(services: readonly Lane[]): void {
    this.stations.push({ lanes: new BasePaths(services.map((lane) => [lane[0], lane] as const)) });
    this.app.use(
      basePathsLayer(new BasePaths(services.map(([basePath, serve]) => [basePath, serve] as const))),
    );
  }

  /** The last layers: a request nothing answered, and an error nothing handled. */
  end(notFound: RequestHandler, onError: ErrorRequestHandler): void {
    this.notFound = notFound;
    this.onError = onError;
    this.app.use(notFound);
    this.app.use(onError);
  }

  /** Express's request setup: the app's prototypes, and the header it sets first. */
  private dressUp(req: Request, res: Response): void {
    Object.setPrototypeOf(req, this.app.request);
    Object.setPrototypeOf(res, this.app.response);
    if (this.app.enabled("x-powered-by")) res.setHeader("X-Powered-By", "Express");
  }

  /** Express's request setup given late to a bare lane's request, with the headers held for it. */
  private readonly dressBare = (res: Response): void => {
    const held = res.locals.held as string[];
    res.locals.held = undefined;
    res.locals.dress = undefined;
    Object.setPrototypeOf(res.req, this.app.request);
    Object.setPrototypeOf(res, this.app.response);
    // Once the lane has written its head, the held headers went with it.
    if (!res.headersSent) for (let i = 0; i < held.length; i += 2) res.setHeader(held[i], held[i + 1]);
  };

  /** Serves `req` if a lane takes it before any layer of Express may; false when it is Express's. */
  private take(req: Request, res: Response): boolean {
    const entry = this.entry;
    const notFound = this.notFound;
    const onError = this.onError;
    if (!entry || !notFound || !onError) return false;
    const path = pathOf(req, this.app.request);
    const method = req.method;
    for (const station of this.stations) {
      if (station.claim !== undefined) {
        if (station.claim(method, path)) return false;
        continue;
      }
      const lane = station.lanes.find(path);
      if (lane === undefined) continue;
      // Added before the prototypes change: V8 gives an object a map of its own when its prototype changes,
      // and every property added after that builds new maps (about 5 KB a request for these five, 1 KB for
      // one more).
      req.res = res;
      res.req = req;
      res.locals ??= new Locals();
      req.originalUrl ??= req.url;
      req.baseUrl = "";
      // A request with a body gets `req.body` from its body parser (undefined until it is read): here, early.
      if (req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined)
        req.body = undefined;
      const bare = lane.served[2] === "bare";
      let held: string[] | undefined;
      if (bare) {
        held = this.app.enabled("x-powered-by") ? ["X-Powered-By", "Express"] : [];
        res.locals.held = held;
        res.locals.dress = this.dressBare;
      } else this.dressUp(req, res);
      // Called once by the lane at most; a call after the app's last handlers has nothing left to answer with.
      let passed = false;
      const next: NextFunction = (err?: unknown) => {
        if (passed) {
          res.destroy();
          return;
        }
        passed = true;
        dress(res);
        if (err === undefined) notFound(req, res, next);
        else onError(err, req, res, next);
      };
      try {
        entry(req, res, held);
        lane.served[1](req, res, lane.under(path), next);
      } catch (err) {
        next(err);
      }
      return true;
    }
    return false;
  }
}
