/**
 * Reading a document to compare: a file or `git:<ref>:<path>`, YAML or JSON, OpenAPI 3.0 or 3.1, or Swagger 2.0
 * (compared as converted to OpenAPI 3.0, each place named as the original writes it). The text is kept beside
 * the parsed document so that every finding can name its line.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import yaml from "js-yaml";
import { sourcePlaces } from "../any-spec/source-lines";
import { isSwagger2, swagger2ToOpenApi3 } from "../any-spec/swagger2";
import { isObj, type Obj } from "../compiler/openapi-document";

export interface LoadedDoc {
  /** As the user named it: `specs/api-keys.yaml`, `git:main:specs/api-keys.yaml`. */
  source: string;
  text: string;
  /** The parsed OpenAPI 3.x document (a Swagger 2.0 one as converted). */
  doc: Obj;
  /** Where a pointer of `doc` is written in `text`, when they differ (a converted Swagger 2.0 document). */
  originalPointer?: (pointer: string) => string;
}

/** A document that cannot be read or is not an OpenAPI document; its message is one line. */
export class DocumentReadError extends Error {}

const run = promisify(execFile);

async function readText(source: string): Promise<string> {
  const git = /^git:([^:]+):(.+)$/.exec(source);
  if (git) {
    const [, ref, file] = git;
    try {
      const { stdout } = await run("git", ["show", `${ref}:${file}`], {
        encoding: "utf8",
        maxBuffer: 512 * 1024 * 1024,
      });
      return stdout;
    } catch (err) {
      const said = (err as { stderr?: string }).stderr?.trim().split("\n")[0];
      throw new DocumentReadError(`${source}: ${said || "git cannot show it"}`);
    }
  }
  try {
    return await readFile(source, "utf8");
  } catch (err) {
    throw new DocumentReadError(`${source}: cannot read (${(err as NodeJS.ErrnoException).code ?? err})`);
  }
}

function parse(source: string, text: string): unknown {
  if (/^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch (err) {
      throw new DocumentReadError(`${source}: invalid JSON: ${(err as Error).message}`);
    }
  }
  try {
    return yaml.load(text, { filename: source });
  } catch (err) {
    if (!(err instanceof yaml.YAMLException)) throw err;
    throw new DocumentReadError(`${source}:${err.mark.line + 1}: invalid YAML: ${err.reason}`);
  }
}

/** A document already in memory (its text for line numbers), checked as `readDocument` checks a file's. */
export function loadedDocument(
  source: string,
  text: string,
  parsed: unknown = parse(source, text),
): LoadedDoc {
  if (!isObj(parsed))
    throw new DocumentReadError(`${source}: not an OpenAPI document (no object at its root)`);
  if (typeof parsed.swagger === "string")
    throw new DocumentReadError(
      `${source}: Swagger ${parsed.swagger} documents are not read yet; convert it to OpenAPI 3 first`,
    );
  if (typeof parsed.openapi !== "string" || !/^3\.[01]\./.test(parsed.openapi))
    throw new DocumentReadError(
      `${source}: not an OpenAPI 3.0/3.1 or Swagger 2.0 document (no "openapi: 3.x" field)`,
    );
  return { source, text, doc: parsed };
}

/**
 * Reads a document to compare from a file path or `git:<ref>:<path>` (the file as committed at that ref, read
 * with `git show` in the current directory's repository). Throws DocumentReadError with a one-line message when
 * it cannot be read, parsed, or is neither OpenAPI 3.0/3.1 nor Swagger 2.0.
 */
export async function readDocument(source: string): Promise<LoadedDoc> {
  const text = await readText(source);
  const parsed = parse(source, text);
  if (!isSwagger2(parsed)) return loadedDocument(source, text, parsed);
  try {
    const converted = await swagger2ToOpenApi3(parsed as Obj);
    return { source, text, doc: converted.document, originalPointer: converted.originalPointer };
  } catch (err) {
    const first = String((err as Error).message ?? err).split("\n")[0];
    throw new DocumentReadError(`${source}: cannot convert the Swagger 2.0 document: ${first}`);
  }
}

/** `#/a/b/c`, then `#/a/b`, `#/a`, `#`. */
function parentOf(pointer: string): string | undefined {
  const cut = pointer.lastIndexOf("/");
  return cut < 0 ? undefined : pointer.slice(0, cut);
}

/**
 * The line of each pointer in the document's text, looked up in one pass; a pointer the text lacks (a node
 * only a `$ref` reaches) takes its nearest parent's line. A document given without its text has no lines (0).
 */
export function linesOf(doc: LoadedDoc, pointers: readonly string[]): number[] {
  if (doc.text === "") return pointers.map(() => 0);
  // The YAML reader decodes pointer tokens as URI components: a literal % must be encoded for it.
  const json = /^\s*[{[]/.test(doc.text);
  const lines = new Array<number>(pointers.length).fill(0);
  let pending = pointers.map((pointer, i) => ({ i, pointer: pointer as string | undefined }));
  while (pending.length > 0) {
    const asked = pending.filter((p): p is { i: number; pointer: string } => p.pointer !== undefined);
    const places = sourcePlaces(
      doc.text,
      asked.map((p) => ({ pointer: json ? p.pointer : p.pointer.replace(/%/g, "%25"), reportOnKey: true })),
    );
    pending = [];
    asked.forEach((p, k) => {
      const place = places[k];
      if (place) lines[p.i] = place.line;
      else pending.push({ i: p.i, pointer: parentOf(p.pointer) });
    });
  }
  return lines;
}
