/**
 * Reads a user's OpenAPI document as it comes: checks it with Redocly's OpenAPI linter (the structure of
 * OpenAPI 3.0 or 3.1, every `$ref` resolved, across files too) and bundles it into one document whose
 * references are all local (`#/components/...`), which is what the validator generator compiles.
 *
 * Read tolerantly (the default), a document is refused only when it cannot be served: it cannot be parsed,
 * a `$ref` leads nowhere, or it is not OpenAPI 3.0 or 3.1. Every other finding is a warning, with its file,
 * line, JSON pointer and rule: published documents break the letter of OpenAPI in ways that leave their
 * meaning clear (docs/validate-your-own-api.md lists how each is read). Read strictly (`--strict`, for a CI
 * lint step), every error of the rules below refuses the document.
 *
 * Loaded only when a document must be compiled: a start from the compile cache does not pay for it.
 */
import path from "node:path";
import {
  BaseResolver,
  bundleDocument,
  createConfig,
  type Document,
  lintDocument,
  type NormalizedProblem,
} from "@redocly/openapi-core";
import type { DocumentWarning } from "../compiler/openapi-document";
import { findingLine, SpecRefusal, shownPath } from "./refusal";
import { sourcePlaces } from "./source-lines";

/** The rules whose breach makes a document unusable for validation; style rules are the team's own business. */
const RULES = {
  struct: "error",
  "no-unresolved-refs": "error",
  "operation-operationId-unique": "error",
  "path-parameters-defined": "error",
  "no-identical-paths": "error",
  "no-ambiguous-paths": "warn",
} as const;

/** What stops a document being served even when it is read tolerantly. */
const FATAL_RULES = new Set(["no-unresolved-refs"]);

/** A finding with the file it is in (and its line, unless the place is only in the bundled document). */
export type LocatedWarning = DocumentWarning & { file: string };

export interface BundledSpec {
  document: Record<string, unknown>;
  /** Every file the document is made of, the entry file first. */
  files: string[];
  /** The linter's findings that did not refuse the document. */
  warnings: LocatedWarning[];
  /** The file and line of JSON pointers into the bundled document, as far as the entry file has them. */
  locate(warnings: readonly DocumentWarning[]): LocatedWarning[];
}

/** A finding and whether it is at a member's name (rather than its value). */
type Finding = { warning: DocumentWarning; reportOnKey?: boolean };

/** Findings located in one source file, read for places once. */
function locateIn(source: Document["source"], findings: readonly Finding[]): LocatedWarning[] {
  // A pointer is looked up as far as it is one: `#/paths/~1a/get parameter id` is at its operation.
  const exact = findings.map((f) => f.warning.pointer.split(" ")[0]);
  const queries = findings.flatMap((f, i) =>
    exact[i].startsWith("#/") ? [{ pointer: exact[i], reportOnKey: f.reportOnKey === true }] : [],
  );
  const places = sourcePlaces(source.body, queries);
  let next = 0;
  return findings.map((f, i) => ({
    ...f.warning,
    file: shownPath(source.absoluteRef),
    ...(exact[i].startsWith("#/") ? places[next++] : undefined),
  }));
}

/** The linter's problems located, each source file read once; `fallback` names a problem with no place. */
function locateProblems(problems: readonly NormalizedProblem[], fallback: string): LocatedWarning[] {
  const out: LocatedWarning[] = new Array(problems.length);
  const bySource = new Map<Document["source"], number[]>();
  problems.forEach((p, i) => {
    const source = p.location[0]?.source;
    if (!source) {
      out[i] = { pointer: "#", rule: p.ruleId, message: p.message, file: shownPath(fallback) };
      return;
    }
    const at = bySource.get(source);
    if (at) at.push(i);
    else bySource.set(source, [i]);
  });
  for (const [source, at] of bySource) {
    const findings = at.map((i) => {
      const { pointer, reportOnKey } = problems[i].location[0];
      return {
        warning: { pointer: pointer ?? "#", rule: problems[i].ruleId, message: problems[i].message },
        reportOnKey,
      };
    });
    locateIn(source, findings).forEach((w, k) => {
      out[at[k]] = w;
    });
  }
  return out;
}

/** Checks and bundles the document at `file`; throws a SpecRefusal listing every problem that refuses it. */
export async function checkAndBundle(file: string, o: { strict?: boolean } = {}): Promise<BundledSpec> {
  const config = await createConfig({ rules: RULES });
  const resolver = new BaseResolver(config.resolve);
  let root: Document;
  let problems: NormalizedProblem[];
  try {
    const resolved = await resolver.resolveDocument(null, path.resolve(file), true);
    if (resolved instanceof Error) throw resolved;
    root = resolved as Document;
    problems = await lintDocument({
      document: root,
      config: config.styleguide,
      externalRefResolver: resolver,
    });
  } catch (err) {
    // A YAML or JSON syntax error says where it is.
    const e = err as Error & { originalError?: Error; line?: number; col?: number };
    const at = e.line === undefined ? "" : `:${e.line}:${e.col ?? 1}`;
    throw new SpecRefusal(
      `${shownPath(file)}${at}: cannot be read as OpenAPI: ${(e.originalError ?? e).message}`,
    );
  }
  // A discriminator's mapping names schemas by reference, but nothing the validators check follows it.
  const fatal = (p: NormalizedProblem) =>
    FATAL_RULES.has(p.ruleId) && !p.location[0]?.pointer?.includes("/discriminator/mapping/");
  const refuses = (p: NormalizedProblem) => p.severity === "error" && (o.strict === true || fatal(p));
  const refused = problems.filter(refuses);
  if (refused.length > 0) {
    const lines = locateProblems(refused, file).map((w) => `  ${findingLine(w)}`);
    const what = o.strict ? "is not a valid OpenAPI document" : "cannot be served";
    throw new SpecRefusal(`${shownPath(file)} ${what} (${refused.length} problem(s)):\n${lines.join("\n")}`);
  }
  const version = typeof root.parsed?.openapi === "string" ? root.parsed.openapi : "";
  if (!/^3\.[01]\./.test(version)) {
    throw new SpecRefusal(
      `${shownPath(file)}:1:1: #/openapi: only OpenAPI 3.0 and 3.1 are served, got ${JSON.stringify(version || root.parsed?.swagger)}`,
    );
  }
  // The bundler rewrites the document it is given: the linter's locations stay with the text, not the tree.
  const warnings = locateProblems(
    problems.filter((p) => !refuses(p)),
    file,
  );
  const bundled = await bundleDocument({
    document: root,
    config: config.styleguide,
    externalRefResolver: resolver,
    dereference: false,
  });
  const absolute = path.resolve(file);
  const files = [absolute, ...[...bundled.fileDependencies].filter((f) => path.resolve(f) !== absolute)];
  return {
    document: bundled.bundle.parsed as Record<string, unknown>,
    files,
    warnings,
    locate: (ws) =>
      locateIn(
        root.source,
        ws.map((warning) => ({ warning })),
      ),
  };
}
