/**
 * What a reload of a mounted document changes for its clients, said once per reload (a log line): this is the
 * one place that compares the version served before with the one served after. It lists the operations added
 * and removed, and what the breaking-change engine (src/diff/) finds that breaks clients of the version served
 * before, so that every caller of a reload (the log, /healthz) gets it without knowing how it is made.
 */
import { diffDocuments } from "../diff/engine";
import { atLeast } from "../diff/model";
import type { MountedSpec } from "./mounted-spec";

export interface ReloadReport {
  /** Operations the new version serves that the old one did not, as `METHOD /path`. */
  added: string[];
  /** Operations the old version served that the new one does not. */
  removed: string[];
  /**
   * What breaks clients of the old version (at the `wire` or `client` level), one line each:
   * `wire new-required-request-parameter GET /pets parameters[query owner]`.
   */
  breaking: string[];
}

const operationNames = (spec: MountedSpec) =>
  new Set(spec.operations.map((o) => `${o.method.toUpperCase()} ${o.path}`));

function breakingChanges(before: MountedSpec, after: MountedSpec): string[] {
  // The documents as served (bundled, a Swagger 2.0 one converted): their places are the served document's,
  // which has no text of its own to number lines in.
  const served = (spec: MountedSpec) => ({ source: spec.file, text: "", doc: spec.document });
  return diffDocuments(served(before), served(after))
    .findings.filter((f) => atLeast(f.level, "client"))
    .map((f) => {
      const op = f.operation ? ` ${f.operation.method} ${f.operation.path}` : "";
      return `${f.level} ${f.rule}${op} ${f.where}`;
    });
}

export function reloadReport(before: MountedSpec, after: MountedSpec): ReloadReport {
  const old = operationNames(before);
  const now = operationNames(after);
  return {
    added: [...now].filter((o) => !old.has(o)),
    removed: [...old].filter((o) => !now.has(o)),
    breaking: breakingChanges(before, after),
  };
}
