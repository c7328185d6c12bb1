/**
 * Reads a user's OpenAPI document as it comes: checks it with Redocly's OpenAPI linter (the structure of
 * OpenAPI 3.0 or 3.1 or Swagger 2.0, every `$ref` resolved, across files too) and bundles it into one document
 * whose references are all local (`#/components/...`), which is what the validator generator compiles. A
 * Swagger 2.0 document is then converted to OpenAPI 3.0 (swagger2.ts); its findings keep its own pointers.
 *
 * Read tolerantly (the default), a document is refused only when it cannot be served: it cannot be parsed,
 * a `$ref` leads nowhere, or it is not OpenAPI 3.0, 3.1 or Swagger 2.0. Every other finding is a warning, with its file,
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
  type Source,
} from "@redocly/openapi-core";
import type { DocumentWarning } from "../compiler/openapi-document";
import { findingLine, SpecRefusal, shownPath } from "./refusal";
import { sourcePlaces } from "./source-lines";
import { isSwagger2, swagger2ToOpenApi3 } from "./swagger2";

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

/** A finding, the source file it is in (none: it has no place in a file), and whether it is at a member's name. */
export interface Finding {
  warning: DocumentWarning;
  source?: Document["source"];
  reportOnKey?: boolean;
}

export interface BundledSpec {
  document: Record<string, unknown>;
  /** Every file the document is made of, the entry file first. */
  files: string[];
  /** The linter's findings that did not refuse the document, not located yet. */
  findings: Finding[];
  /**
   * A finding's pointer into `document` as one into the document as written (they differ for a converted one);
   * the compiler names a parameter as `<operation pointer> parameter <name>`.
   */
  sourcePointer(pointer: string): string;
  /** What the document was written in when it is not OpenAPI 3 (it was converted to OpenAPI 3.0). */
  convertedFrom?: "Swagger 2.0";
  /**
   * The linter's findings and the compiler's (JSON pointers into the bundled document, placed as far as the
   * entry file has them) with their files and lines, in that order; each file is read for places once.
   */
  locate(lint: readonly Finding[], compiled: readonly DocumentWarning[]): LocatedWarning[];
}

const problemFinding = (p: NormalizedProblem): Finding => {
  const at = p.location[0];
  return {
    warning: { pointer: at?.pointer ?? "#", rule: p.ruleId, message: p.message },
    source: at?.source,
    reportOnKey: at?.reportOnKey,
  };
};

/** Findings with their files and lines; `fallback` names the file of a finding that has no place. */
function locateFindings(findings: readonly Finding[], fallback: string): LocatedWarning[] {
  const out: LocatedWarning[] = new Array(findings.length);
  const bySource = new Map<Document["source"], number[]>();
  findings.forEach((f, i) => {
    if (!f.source) {
      out[i] = { ...f.warning, file: shownPath(fallback) };
      return;
    }
    const at = bySource.get(f.source);
    if (at) at.push(i);
    else bySource.set(f.source, [i]);
  });
  for (const [source, at] of bySource) {
    // A pointer is looked up as far as it is one: `#/paths/~1a/get parameter id` is at its operation.
    const exact = at.map((i) => findings[i].warning.pointer.split(" ")[0]);
    const queries = at.flatMap((i, k) =>
      exact[k].startsWith("#/") ? [{ pointer: exact[k], reportOnKey: findings[i].reportOnKey === true }] : [],
    );
    const places = sourcePlaces(source.body, queries);
    let next = 0;
    at.forEach((i, k) => {
      out[i] = {
        ...findings[i].warning,
        file: shownPath(source.absoluteRef),
        ...(exact[k].startsWith("#/") ? places[next++] : undefined),
      };
    });
  }
  return out;
}

/**
 * Redocly's resolver, reading a JSON file with JSON.parse: its YAML parser (JSON is YAML) takes seconds on a
 * document of megabytes. A file that is not valid JSON goes to the YAML parser, which says where it breaks.
 */
class JsonFirstResolver extends BaseResolver {
  override parseDocument(source: Source, isRoot = false): Document {
    if (source.absoluteRef.endsWith(".json") || (isRoot && /^\s*[{[]/.test(source.body))) {
      try {
        return { source, parsed: JSON.parse(source.body) };
      } catch {
        // Not JSON after all: read as YAML below.
      }
    }
    return super.parseDocument(source, isRoot);
  }
}

/** Checks and bundles the document at `file`; throws a SpecRefusal listing every problem that refuses it. */
export async function checkAndBundle(file: string, o: { strict?: boolean } = {}): Promise<BundledSpec> {
  const config = await createConfig({ rules: RULES });
  const resolver = new JsonFirstResolver(config.resolve);
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
    const lines = locateFindings(refused.map(problemFinding), file).map((w) => `  ${findingLine(w)}`);
    const what = o.strict ? "is not a valid OpenAPI document" : "cannot be served";
    throw new SpecRefusal(`${shownPath(file)} ${what} (${refused.length} problem(s)):\n${lines.join("\n")}`);
  }
  const swagger2 = isSwagger2(root.parsed);
  const version = typeof root.parsed?.openapi === "string" ? root.parsed.openapi : "";
  if (!swagger2 && !/^3\.[01]\./.test(version)) {
    throw new SpecRefusal(
      `${shownPath(file)}:1:1: #/openapi: only OpenAPI 3.0 and 3.1 and Swagger 2.0 are served, got ${JSON.stringify(version || root.parsed?.swagger)}`,
    );
  }
  const absolute = path.resolve(file);
  const findings = problems.filter((p) => !refuses(p)).map(problemFinding);
  const locate = (lint: readonly Finding[], compiled: readonly DocumentWarning[]) =>
    locateFindings([...lint, ...compiled.map((warning) => ({ warning, source: root.source }))], file);
  let document = root.parsed as Record<string, unknown>;
  let files = [absolute];
  // The resolver read only the entry file: every `$ref` is local, and the document is its own bundle.
  if (resolver.cache.size > 1) {
    // The bundler rewrites the document it is given, but the findings' sources keep the text they were read from.
    const bundled = await bundleDocument({
      document: root,
      config: config.styleguide,
      externalRefResolver: resolver,
      dereference: false,
    });
    document = bundled.bundle.parsed as Record<string, unknown>;
    files = [absolute, ...[...bundled.fileDependencies].filter((f) => path.resolve(f) !== absolute)];
  }
  if (!swagger2) return { document, files, findings, locate, sourcePointer: (p) => p };
  const converted = await swagger2ToOpenApi3(document);
  for (const warning of converted.warnings) findings.push({ warning, source: root.source });
  return {
    document: converted.document,
    files,
    findings,
    locate,
    sourcePointer: converted.originalPointer,
    convertedFrom: "Swagger 2.0",
  };
}
