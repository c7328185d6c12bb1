/**
 * What a reload of a mounted document changes for its clients, said once per reload (a log line): this is the
 * one place that compares the version served before with the one served after. Today it lists the operations
 * added and removed; a comparison that finds breaking changes within operations that stay belongs here too,
 * so that every caller of a reload (the log, /healthz) gets it without knowing how it is made.
 */
import type { MountedSpec } from "./mounted-spec";

export interface ReloadReport {
  /** Operations the new version serves that the old one did not, as `METHOD /path`. */
  added: string[];
  /** Operations the old version served that the new one does not. */
  removed: string[];
}

const operationNames = (spec: MountedSpec) =>
  new Set(spec.operations.map((o) => `${o.method.toUpperCase()} ${o.path}`));

export function reloadReport(before: MountedSpec, after: MountedSpec): ReloadReport {
  const old = operationNames(before);
  const now = operationNames(after);
  return {
    added: [...now].filter((o) => !old.has(o)),
    removed: [...old].filter((o) => !now.has(o)),
  };
}
