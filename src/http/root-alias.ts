/**
 * Some official clients cannot keep a base path: googleapis resolves each request path against the host of
 * its rootUrl (new URL("/v2/…", rootUrl)), so `/api-keys` is dropped. For services whose spec says
 * `x-root-alias: true`, a request at the root whose path matches one of the service's operations is
 * rewritten under the service's base path before routing.
 */
import type { RequestHandler } from "express";
import type { OperationInfo } from "../../generated/runtime";

export interface AliasedService {
  basePath: string;
  operations: readonly OperationInfo[];
}

/** `/v2/{name}:undelete` → /^\/v2\/[^/]+:undelete$/ */
export function pathTemplateRegExp(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith("{") ? "[^/]+" : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

export function rootAliases(aliased: readonly AliasedService[]): RequestHandler {
  const matchers = aliased.flatMap((s) =>
    s.operations.map((op) => ({ re: pathTemplateRegExp(op.path), basePath: s.basePath })),
  );
  return (req, _res, next) => {
    const hit = matchers.find((m) => m.re.test(req.path));
    if (hit) {
      req.url = hit.basePath + req.url;
      req.originalUrl = hit.basePath + req.originalUrl;
    }
    next();
  };
}
