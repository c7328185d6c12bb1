/**
 * Some official clients cannot keep a base path: googleapis resolves each request path against the host of
 * its rootUrl (new URL("/v2/…", rootUrl)), so `/api-keys` is dropped. For services whose spec says
 * `x-root-alias: true`, a request at the root whose path matches one of the service's operations goes to the
 * service's own handler, which matches operations by their path after the base path: the same path here.
 * Nothing about the request is rewritten. The paths are looked up in a route table (route-table.ts), so that
 * a request pays for a lookup by path depth, not a pattern per aliased operation.
 */
import type { RequestHandler } from "express";
import type { OperationInfo } from "../../generated/runtime";
import type { Claim } from "./front-door";
import { RouteTable } from "./route-table";

export interface AliasedService {
  operations: readonly OperationInfo[];
  /** What serves the service at its base path. */
  handler: RequestHandler;
}

/** The root aliases as one Express layer, and which requests it may answer (for the front door). */
export function rootAliases(aliased: readonly AliasedService[]): { layer: RequestHandler; claim: Claim } {
  const table = new RouteTable<RequestHandler>();
  for (const s of aliased) for (const op of s.operations) table.add(op.path, s.handler);
  return {
    layer: (req, res, next) => {
      const handler = table.find(req.path)?.value;
      if (handler) handler(req, res, next);
      else next();
    },
    claim: (_method, path) => table.find(path) !== undefined,
  };
}
