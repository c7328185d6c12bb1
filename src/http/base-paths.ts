/**
 * Every reference service at its base path, in one middleware. Express would mount each service as a layer of
 * its own: a request would be matched against each base path before its own, and the one it belongs to would
 * rewrite `req.url` for the service and parse it again. Here the request's path, parsed once, is looked up by
 * its first segment, and the service gets the path under its base path as an argument; the request keeps the
 * URL it came with. Base paths match as Express matches a mount path: case-insensitively, at a segment
 * boundary (`/api-keys` takes `/api-keys` and `/api-keys/…`, not `/api-keysx`).
 */
import type { Request, RequestHandler, Response } from "express";

/** A service's request path: `path` is the request's path under the service's base path ("/" at the base). */
export type ServeAt = (req: Request, res: Response, path: string) => void;

export interface AtBasePath {
  basePath: string;
  serve: ServeAt;
}

interface Candidate {
  /** The base path in lower case, without a trailing slash. */
  lower: string;
  serve: ServeAt;
}

/** The first segment of `path` in lower case, with its slash: `/api-keys` of `/API-KEYS/v2`. */
function firstSegment(path: string): string {
  const end = path.indexOf("/", 1);
  return (end < 0 ? path : path.slice(0, end)).toLowerCase();
}

export function basePaths(services: readonly AtBasePath[]): RequestHandler {
  const byFirstSegment = new Map<string, Candidate[]>();
  for (const s of services) {
    const lower = s.basePath.replace(/\/+$/, "").toLowerCase();
    const key = firstSegment(lower);
    const candidates = byFirstSegment.get(key) ?? [];
    candidates.push({ lower, serve: s.serve });
    // The longest base path first, so that `/a/v2` is tried before `/a`.
    candidates.sort((a, b) => b.lower.length - a.lower.length);
    byFirstSegment.set(key, candidates);
  }
  return (req, res, next) => {
    const path = req.path;
    const segment = firstSegment(path);
    const candidates = byFirstSegment.get(segment);
    if (candidates) {
      for (const c of candidates) {
        const n = c.lower.length;
        // A base path of one segment is that segment; a longer one is compared up to a segment boundary.
        const at =
          n === segment.length ||
          (path.length >= n &&
            (path.length === n || path[n] === "/") &&
            path.slice(0, n).toLowerCase() === c.lower);
        if (!at) continue;
        c.serve(req, res, path.length === n ? "/" : path.slice(n));
        return;
      }
    }
    next();
  };
}

/** A service's request path at the root, where its operations have the same paths as under its base path. */
export function atRoot(serve: ServeAt): RequestHandler {
  return (req, res) => serve(req, res, req.path);
}
