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
  getAstNodeByPointer,
  lintDocument,
  type NormalizedProblem,
} from "@redocly/openapi-core";
import { safeLoad, type YAMLNode } from "yaml-ast-parser";
import type { DocumentWarning } from "../compiler/openapi-document";
import { findingLine, SpecRefusal, shownPath } from "./refusal";

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
  /** The file and line of a JSON pointer into the bundled document, as far as the entry file has it. */
  locate(warning: DocumentWarning): LocatedWarning;
}

/**
 * Line and column of JSON pointers in one source file: its YAML AST (JSON is YAML) parsed once, and the
 * offsets of its lines, so that many findings cost one parse and a binary search each.
 */
class Lines {
  private ast: YAMLNode | undefined;
  private starts: number[] | undefined;

  constructor(private readonly body: string) {}

  at(pointer: string, reportOnKey = false): { line: number; col: number } | undefined {
    this.ast ??= safeLoad(this.body);
    // Redocly declares the AST by its own copy of yaml-ast-parser's types: the same package, version and shape.
    const node = getAstNodeByPointer(
      this.ast as Parameters<typeof getAstNodeByPointer>[0],
      pointer,
      reportOnKey,
    );
    if (!node) return undefined;
    if (!this.starts) {
      this.starts = [0];
      for (let i = this.body.indexOf("\n"); i !== -1; i = this.body.indexOf("\n", i + 1))
        this.starts.push(i + 1);
    }
    const pos = node.startPosition;
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: pos - this.starts[lo] + 1 };
  }
}

/** The located findings of the linter, each source file parsed for lines at most once. */
function locator(): {
  problem(p: NormalizedProblem, fallback: string): LocatedWarning;
  pointer(source: Document["source"], w: DocumentWarning, reportOnKey?: boolean): LocatedWarning;
} {
  const bySource = new Map<string, Lines>();
  const lines = (source: Document["source"]) => {
    let l = bySource.get(source.absoluteRef);
    if (!l) {
      l = new Lines(source.body);
      bySource.set(source.absoluteRef, l);
    }
    return l;
  };
  const pointer = (source: Document["source"], w: DocumentWarning, reportOnKey = false): LocatedWarning => {
    // A pointer is looked up as far as it is one: `#/paths/~1a/get parameter id` is at its operation.
    const exact = w.pointer.split(" ")[0];
    const lc = exact.startsWith("#/") ? lines(source).at(exact, reportOnKey) : undefined;
    return { ...w, file: shownPath(source.absoluteRef), ...lc };
  };
  return {
    pointer,
    problem(p, fallback) {
      const loc = p.location[0];
      const w = { pointer: loc?.pointer ?? "#", rule: p.ruleId, message: p.message };
      return loc ? pointer(loc.source, w, loc.reportOnKey) : { ...w, file: shownPath(fallback) };
    },
  };
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
  const locate = locator();
  // A discriminator's mapping names schemas by reference, but nothing the validators check follows it.
  const fatal = (p: NormalizedProblem) =>
    FATAL_RULES.has(p.ruleId) && !p.location[0]?.pointer?.includes("/discriminator/mapping/");
  const refuses = (p: NormalizedProblem) => p.severity === "error" && (o.strict === true || fatal(p));
  const refused = problems.filter(refuses);
  if (refused.length > 0) {
    const lines = refused.map((p) => `  ${findingLine(locate.problem(p, file))}`);
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
  const warnings = problems.filter((p) => !refuses(p)).map((p) => locate.problem(p, file));
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
    locate: (w) => locate.pointer(root.source, w),
  };
}
