/**
 * The breaking-change report, as a library:
 *
 *   const report = diffDocuments(await readDocument("git:main:openapi.yaml"), await readDocument("openapi.yaml"));
 *   report.worst;     // "wire" | "client" | "compatible" | undefined (nothing changed a client sees)
 *   report.findings;  // each: rule, level, operation {method, path, operationId}, where, message,
 *                     //       old/new {pointer, line}, before/after
 *
 * `readDocument` takes a file path or `git:<ref>:<path>` (YAML or JSON, OpenAPI 3.0 or 3.1) and throws
 * DocumentReadError with a one-line message when it cannot. `diffDocuments` is synchronous and pure: the same
 * two documents always give the same report, ordered worst level first. A finding's `level` says whom the
 * change breaks: `wire` (requests valid before are refused, or responses clients parsed differ incompatibly),
 * `client` (generated typed clients stop compiling or stop accepting responses), `compatible` (nobody).
 */
export type { LoadedDoc } from "./document";
export { DocumentReadError, loadedDocument, readDocument } from "./document";
export { diffDocuments } from "./engine";
export type { DiffReport, Finding, Level, OperationName, Place } from "./model";
export { atLeast, LEVELS } from "./model";
