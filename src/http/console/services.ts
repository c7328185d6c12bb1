/**
 * What the gateway serves, as the console lists it: every built-in service and every mounted document, with
 * its mode (a reference implementation, a validating proxy with its upstream and policy, or a mock), where it
 * is served, its operations and what of it goes unchecked. Served as `GET /__admin/services`.
 */
import path from "node:path";
import type { MountedSpec } from "../../any-spec/mounted-spec";
import type { MountedService } from "../mounted";
import { ProxyMode, type ServiceMode } from "../proxy";

export interface ServiceView {
  name: string;
  title: string;
  kind: "service" | "document";
  basePath: string;
  mode: ServiceMode;
  operations: number;
  /** A mounted document's file, relative to the gateway's working directory when it is under it. */
  file?: string;
  /** Parts of a mounted document its validators cannot check, each pointer once. */
  unchecked?: { pointer: string; problem: string }[];
  /** Operations whose requests go on unchecked, with why. */
  uncheckedOperations?: { operationId: string; reason: string }[];
  docs: string;
  spec: string;
}

function shortPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}

function links(name: string, basePath: string): { docs: string; spec: string } {
  return { docs: `/docs/${name}`, spec: `${basePath}/openapi.yaml` };
}

/** A built-in service's row: the reference implementation or a validating proxy. */
export function serviceView(s: MountedService, proxy: ProxyMode): ServiceView {
  return {
    name: s.slug,
    title: s.title,
    kind: "service",
    basePath: s.basePath,
    mode: proxy.describe(s.slug),
    operations: s.operations.length,
    ...links(s.slug, s.basePath),
  };
}

/** A mounted document's row, with what of it goes unchecked. */
export function documentView(s: MountedSpec): ServiceView {
  // A shared schema is reported once, where it is defined, as the start-up banner does.
  const seen = new Set<string>();
  return {
    name: s.name,
    title: s.title,
    kind: "document",
    basePath: s.basePath,
    mode: ProxyMode.describeMount(s.target),
    operations: s.operations.length,
    file: shortPath(s.file),
    unchecked: s.unchecked
      .filter((u) => !seen.has(u.pointer) && seen.add(u.pointer))
      .map(({ pointer, problem }) => ({ pointer, problem })),
    uncheckedOperations: [...s.uncheckedRequests].map(([operationId, reason]) => ({
      operationId,
      reason,
    })),
    ...links(s.name, s.basePath),
  };
}
