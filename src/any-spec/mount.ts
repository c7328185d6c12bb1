/**
 * What a mounted spec adds to the app: its lane (the proxy's request path, to its upstream or its mock)
 * in its error format, and the document its docs page shows. A mocked spec keeps records in the gateway's
 * store (stateful/stateful-mock.ts) unless it is mocked stateless.
 */
import { dialects } from "../errors";
import type { ErrorDialect } from "../errors/dialect";
import { problemJsonDialect } from "../errors/problem-json";
import type { ServeAt } from "../http/base-paths";
import type { ProxyMode } from "../http/proxy";
import type { Target } from "../http/proxy/router";
import type { Clock } from "../runtime/clock";
import type { Store } from "../runtime/store";
import { SpecMock } from "./mock";
import type { MountedSpec } from "./mounted-spec";
import { planOf } from "./stateful/plan";
import { StatefulMock } from "./stateful/stateful-mock";

/** The dialect the document names with x-error-dialect when the gateway has it, else RFC 9457 problem+json. */
export function dialectOf(spec: MountedSpec): { name: string; dialect: ErrorDialect } {
  const named = spec.dialect;
  return named !== undefined && Object.hasOwn(dialects, named)
    ? { name: named, dialect: dialects[named as keyof typeof dialects] }
    : { name: "problem+json", dialect: problemJsonDialect };
}

/** The mock of a spec that keeps records, or undefined (proxied, or mocked stateless). */
export function statefulMockOf(
  spec: MountedSpec,
  deps: { store: Store; clock: Clock },
): StatefulMock | undefined {
  const plan = planOf(spec);
  return plan && new StatefulMock(spec, plan, deps);
}

/** The request path of a mounted spec: a lane at its base path (src/http/base-paths.ts). */
export function specLane(spec: MountedSpec, proxy: ProxyMode, mock?: Target): ServeAt {
  return proxy.specRouter(spec, dialectOf(spec).dialect, () => mock ?? new SpecMock(spec));
}

/** The document as the docs page shows it: served by this gateway, so "Try it out" calls the gateway. */
export function servedDocument(spec: MountedSpec): object {
  return { ...spec.document, servers: [{ url: spec.basePath }] };
}
