/**
 * What a mounted spec adds to the app: its middleware (the proxy's request path, to its upstream or its mock)
 * in its error format, and the document its docs page shows.
 */
import type { RequestHandler } from "express";
import { dialects } from "../errors";
import type { ErrorDialect } from "../errors/dialect";
import { problemJsonDialect } from "../errors/problem-json";
import type { ProxyMode } from "../http/proxy";
import { SpecMock } from "./mock";
import type { MountedSpec } from "./mounted-spec";

/** The dialect the document names with x-error-dialect when the gateway has it, else RFC 9457 problem+json. */
export function dialectOf(spec: MountedSpec): { name: string; dialect: ErrorDialect } {
  const named = spec.dialect;
  return named !== undefined && Object.hasOwn(dialects, named)
    ? { name: named, dialect: dialects[named as keyof typeof dialects] }
    : { name: "problem+json", dialect: problemJsonDialect };
}

export function specMiddleware(spec: MountedSpec, proxy: ProxyMode): RequestHandler {
  return proxy.specRouter(spec, dialectOf(spec).dialect, () => new SpecMock(spec));
}

/** The document as the docs page shows it: served by this gateway, so "Try it out" calls the gateway. */
export function servedDocument(spec: MountedSpec): object {
  return { ...spec.document, servers: [{ url: spec.basePath }] };
}
