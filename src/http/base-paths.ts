/**
 * Services at their base paths, looked up in one table. Express would mount each service as a layer of its
 * own: a request would be matched against each base path before its own, and the one it belongs to would
 * rewrite `req.url` for the service and parse it again. Here the request's path, parsed once, is looked up by
 * its first segment, and the service gets the path under its base path as an argument; the request keeps the
 * URL it came with. Base paths match as Express matches a mount path: case-insensitively, at a segment
 * boundary (`/api-keys` takes `/api-keys` and `/api-keys/…`, not `/api-keysx`). The same table serves as one
 * Express layer and in the app's front door (front-door.ts), which also finds the Express layers mounted at
 * base paths with it.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * A service's request path: `path` is the request's path under the service's base path ("/" at the base).
 * `next(err)` hands an error to the app's error handler, which renders it in the dialect of the service the
 * path names; `next()` with no error hands the request on to what follows (in the end, the 404 that names the
 * base paths served).
 */
export type ServeAt = (req: Request, res: Response, path: string, next: NextFunction) => void;

/** A base path of the table, with what is served there. */
export class BasePath<T> {
  /** The base path in lower case, without a trailing slash. */
  readonly lower: string;

  constructor(
    basePath: string,
    readonly served: T,
  ) {
    this.lower = basePath.replace(/\/+$/, "").toLowerCase();
  }

  /** The path under the base path of a `path` that `BasePaths.find` gave this service. */
  under(path: string): string {
    return path.length === this.lower.length ? "/" : path.slice(this.lower.length);
  }
}

/** The first segment of `path` in lower case, with its slash: `/api-keys` of `/API-KEYS/v2`. */
function firstSegment(path: string): string {
  const end = path.indexOf("/", 1);
  return (end < 0 ? path : path.slice(0, end)).toLowerCase();
}

/** What is served at base paths (services, or the Express layers mounted there), by base path. */
export class BasePaths<T> {
  private readonly byFirstSegment = new Map<string, BasePath<T>[]>();

  constructor(entries: readonly (readonly [basePath: string, served: T])[]) {
    for (const [basePath, served] of entries) {
      const candidate = new BasePath(basePath, served);
      const key = firstSegment(candidate.lower);
      const candidates = this.byFirstSegment.get(key) ?? [];
      candidates.push(candidate);
      // The longest base path first, so that `/a/v2` is tried before `/a`.
      candidates.sort((a, b) => b.lower.length - a.lower.length);
      this.byFirstSegment.set(key, candidates);
    }
  }

  /** The base path `path` (a URL's path) is under, the longest first; undefined for none. */
  find(path: string): BasePath<T> | undefined {
    const segment = firstSegment(path);
    const candidates = this.byFirstSegment.get(segment);
    if (!candidates) return undefined;
    for (const c of candidates) {
      const n = c.lower.length;
      // A base path of one segment is that segment; a longer one is compared up to a segment boundary.
      if (
        n === segment.length ||
        (path.length >= n &&
          (path.length === n || path[n] === "/") &&
          path.slice(0, n).toLowerCase() === c.lower)
      )
        return c;
    }
    return undefined;
  }
}

/** Services at their base paths as one Express layer: a request under no base path is passed on. */
export function basePathsLayer(services: BasePaths<ServeAt>): RequestHandler {
  return (req, res, next) => {
    const path = req.path;
    const found = services.find(path);
    if (found) found.served(req, res, found.under(path), next);
    else next();
  };
}

/** A service's request path at the root, where its operations have the same paths as under its base path. */
export function atRoot(serve: ServeAt): RequestHandler {
  return (req, res, next) => serve(req, res, req.path, next);
}
