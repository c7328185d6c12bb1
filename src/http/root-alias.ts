/**
 * Some official clients cannot keep a base path: googleapis resolves each request path against the host of
 * its rootUrl (new URL("/v2/…", rootUrl)), so `/api-keys` is dropped. For services whose spec says
 * `x-root-alias: true`, a request at the root whose path matches one of the service's operations is
 * rewritten under the service's base path before routing. The paths are looked up in a route table
 * (route-table.ts), so that the requests of other services pay for a lookup by path depth, not a pattern
 * per aliased operation.
 */
import type { RequestHandler } from "express";
import type { OperationInfo } from "../../generated/runtime";
import { RouteTable } from "./route-table";

export interface AliasedService {
  basePath: string;
  operations: readonly OperationInfo[];
}

export function rootAliases(aliased: readonly AliasedService[]): RequestHandler {
  const table = new RouteTable<string>();
  for (const s of aliased) for (const op of s.operations) table.add(op.path, s.basePath);
  return (req, _res, next) => {
    const basePath = table.find(req.path)?.value;
    if (basePath) {
      req.url = basePath + req.url;
      req.originalUrl = basePath + req.originalUrl;
    }
    next();
  };
}
