/**
 * Reads a user's OpenAPI document as it comes: checks it with Redocly's OpenAPI linter (the structure of
 * OpenAPI 3.0 or 3.1, every `$ref` resolved, across files too) and bundles it into one document whose
 * references are all local (`#/components/...`), which is what the validator generator compiles. A document
 * that is not valid OpenAPI is refused with each problem's file, line, JSON pointer and message.
 *
 * Loaded only when a document must be compiled: a start from the compile cache does not pay for it.
 */
import path from "node:path";
import { bundle, createConfig, getLineColLocation, lint } from "@redocly/openapi-core";
import { SpecRefusal } from "./refusal";

/** The rules whose breach makes a document unusable for validation; style rules are the team's own business. */
const RULES = {
  struct: "error",
  "no-unresolved-refs": "error",
  "operation-operationId-unique": "error",
  "path-parameters-defined": "error",
  "no-identical-paths": "error",
  "no-ambiguous-paths": "warn",
} as const;

export interface BundledSpec {
  document: Record<string, unknown>;
  /** Every file the document is made of, the entry file first. */
  files: string[];
}

/** Checks and bundles the document at `file`; throws a SpecRefusal listing every problem. */
export async function checkAndBundle(file: string): Promise<BundledSpec> {
  const config = await createConfig({ rules: RULES });
  // Files under the working directory by their relative path, others by their absolute one.
  const where = (p: string) => {
    const rel = path.relative(process.cwd(), p);
    return rel && !rel.startsWith("..") ? rel : p;
  };
  let problems: Awaited<ReturnType<typeof lint>>;
  try {
    problems = await lint({ ref: file, config });
  } catch (err) {
    throw new SpecRefusal(`${where(file)}: cannot be read as OpenAPI: ${(err as Error).message}`);
  }
  const errors = problems.filter((p) => p.severity === "error");
  if (errors.length > 0) {
    const lines = errors.map((p) => {
      const loc = p.location[0];
      const lc = loc ? getLineColLocation(loc) : undefined;
      const at = lc ? `:${lc.start.line}:${lc.start.col}` : "";
      const source = loc ? where(loc.source.absoluteRef) : where(file);
      return `  ${source}${at}: ${loc?.pointer ?? "#"}: ${p.message} (rule ${p.ruleId})`;
    });
    throw new SpecRefusal(
      `${where(file)} is not a valid OpenAPI document (${errors.length} problem(s)):\n${lines.join("\n")}`,
    );
  }
  const bundled = await bundle({ ref: file, config, dereference: false });
  const document = bundled.bundle.parsed as Record<string, unknown>;
  const version = typeof document.openapi === "string" ? document.openapi : "";
  if (!/^3\.[01]\./.test(version)) {
    throw new SpecRefusal(
      `${where(file)}: #/openapi: only OpenAPI 3.0 and 3.1 are served, got ${JSON.stringify(version || document.swagger)}`,
    );
  }
  const absolute = path.resolve(file);
  const files = [absolute, ...[...bundled.fileDependencies].filter((f) => path.resolve(f) !== absolute)];
  return { document, files };
}
