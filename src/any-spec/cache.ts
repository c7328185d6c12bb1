/**
 * The compile cache of mounted specs: one directory per document, named by the hash of the document's
 * bytes and of the compiler's own source, holding the compiled spec as data: the document bundled into one
 * (every `$ref` local), its findings located by file and line, and the validator table with every schema as
 * Ajv takes it. A start with an unchanged document reads it back and neither lints, bundles nor prepares a
 * schema; the other files a document `$ref`s are listed with their own hashes and checked before the entry
 * is used.
 *
 * What routing needs (the operation table, the findings) is `spec.json`, parsed at start; the bundled document
 * (`document.json`, most of an entry) and the schemas (`schemas.json`) are read at start too, but decoded and
 * parsed when first asked for: a proxy parses its document when its docs page is opened, and the schemas when
 * its first validator is compiled; a stateful mock whose plan is kept beside the entry
 * (stateful/plan-cache.ts) parses neither before its first request.
 *
 * An entry is written to a temporary directory and renamed into place, so a reader never sees half of one,
 * and two gateways starting on the same cache at once both end with a whole entry.
 *
 * What a start reads (the compiler's sources for the key, the entry) is read synchronously: a start has nothing
 * else to do meanwhile, and each asynchronous read would wait its turn on libuv's thread pool and for the event
 * loop to come back to it (about 5 ms of the 100 ms a cached start of a large document took).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { version as AJV_VERSION } from "ajv/package.json";
import type { TableData } from "../compiler/validators";
import { PROJECT_ROOT } from "../runtime/project-root";
import { readIfThere } from "../runtime/read-if-there";
import type { SpecData } from "./compile";

/** Bumped when the layout of an entry changes. */
const FORMAT = 5;

/** The sources whose change changes what the compiler makes, in the project's folder. */
const COMPILER_SOURCES = [
  "src/any-spec/check.ts",
  "src/any-spec/source-lines.ts",
  "src/any-spec/load.ts",
  "src/any-spec/swagger2.ts",
  "src/any-spec/swagger2-forms.ts",
  "src/any-spec/compile.ts",
  "src/compiler/validators.ts",
  "src/compiler/validator-schemas.ts",
  "src/compiler/ajv-keywords.ts",
  "src/compiler/ajv-keyword-names.ts",
  "src/compiler/ajv-instances.ts",
  "src/compiler/media-rows.ts",
  "src/compiler/body-schemas.ts",
  "src/compiler/openapi-document.ts",
  "package.json",
];

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

let compilerHash: string | undefined;

/**
 * The hash of the compiler's sources and of Ajv's version, read once per process. A compiled bundle deployed
 * without the sources is keyed by its package.json and Ajv's version alone.
 */
function compiler(): string {
  if (compilerHash === undefined) {
    const sources = COMPILER_SOURCES.map((f) => readIfThere(path.join(PROJECT_ROOT, f)) ?? Buffer.alloc(0));
    compilerHash = sha256(Buffer.concat([...sources, Buffer.from(AJV_VERSION)]));
  }
  return compilerHash;
}

interface Manifest {
  format: number;
  /** The files the document is made of besides its entry file, relative to the entry file's directory. */
  dependencies: { file: string; sha256: string }[];
}

export interface CacheEntry {
  dir: string;
  key: string;
}

/**
 * Where the entry of the document at `file` (whose bytes are `source`) is kept; read strictly, a document has
 * an entry of its own (a tolerant start must not let a strict one skip its refusals).
 */
export function cacheEntry(cacheDir: string, source: Buffer, strict = false): CacheEntry {
  const key = sha256(`${FORMAT}\0${compiler()}\0${strict ? "strict" : "tolerant"}\0${sha256(source)}`);
  return { dir: path.join(cacheDir, key), key };
}

/** The document of an entry, or undefined when there is none or a file it depends on has changed. */
export function readCached(entry: CacheEntry, file: string): SpecData | undefined {
  const at = (name: string) => path.join(entry.dir, name);
  const manifestBytes = readIfThere(at("manifest.json"));
  if (!manifestBytes) return undefined;
  try {
    const manifest = JSON.parse(manifestBytes.toString("utf8")) as Manifest;
    if (manifest.format !== FORMAT) return undefined;
    for (const d of manifest.dependencies) {
      const bytes = readIfThere(path.resolve(path.dirname(file), d.file));
      if (!bytes || sha256(bytes) !== d.sha256) return undefined;
    }
    // Read as bytes: decoding the document's megabyte is left to its first use too.
    const [spec, document, schemas] = ["spec.json", "document.json", "schemas.json"].map((f) =>
      readFileSync(at(f)),
    );
    return withParts(
      JSON.parse(spec.toString("utf8")) as Routing,
      parsedOnUse(document),
      parsedOnUse(schemas),
    );
  } catch {
    // A damaged entry is read again and replaced.
    return undefined;
  }
}

/** What `spec.json` holds: the spec without its document and its schemas. */
type Routing = Omit<SpecData, "document" | "table"> & {
  table: Omit<TableData, "components" | "requests" | "responses"> & {
    requests: { exports: TableData["requests"]["exports"] };
    responses: { exports: TableData["responses"]["exports"] };
  };
};

/** What `schemas.json` holds. */
interface Schemas {
  components: TableData["components"];
  requests: TableData["requests"]["schemas"];
  responses: TableData["responses"]["schemas"];
}

/** The JSON `bytes` hold, decoded and parsed the first time it is asked for. */
function parsedOnUse<T>(bytes: Buffer): () => T {
  let value: T | undefined;
  return () => {
    value ??= JSON.parse(bytes.toString("utf8")) as T;
    return value;
  };
}

/** The whole spec from its three parts, the document and the schemas as properties parsed on first read. */
function withParts(routing: Routing, document: () => SpecData["document"], schemas: () => Schemas): SpecData {
  const onRead = <T>(get: () => T) => ({ get, enumerable: true, configurable: true });
  Object.defineProperty(routing, "document", onRead(document));
  Object.defineProperty(
    routing.table,
    "components",
    onRead(() => schemas().components),
  );
  Object.defineProperty(
    routing.table.requests,
    "schemas",
    onRead(() => schemas().requests),
  );
  Object.defineProperty(
    routing.table.responses,
    "schemas",
    onRead(() => schemas().responses),
  );
  return routing as SpecData;
}

/** The three parts of `spec` as an entry writes them. */
function parts(spec: SpecData): { spec: Routing; document: SpecData["document"]; schemas: Schemas } {
  const { document, table, ...rest } = spec;
  const { components, requests, responses, ...routes } = table;
  return {
    spec: {
      ...rest,
      table: {
        ...routes,
        requests: { exports: requests.exports },
        responses: { exports: responses.exports },
      },
    },
    document,
    schemas: { components, requests: requests.schemas, responses: responses.schemas },
  };
}

/** Keeps `spec` as the entry of the document at `files[0]`, made of `files`. */
export async function writeCached(
  cacheDir: string,
  entry: CacheEntry,
  files: readonly string[],
  spec: SpecData,
): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const tmp = await mkdtemp(path.join(cacheDir, `.${entry.key.slice(0, 12)}-`));
  const entryDir = path.dirname(files[0]);
  const manifest: Manifest = {
    format: FORMAT,
    dependencies: await Promise.all(
      files
        .slice(1)
        .map(async (f) => ({ file: path.relative(entryDir, f), sha256: sha256(await readFile(f)) })),
    ),
  };
  for (const [name, part] of Object.entries(parts(spec)))
    await writeFile(path.join(tmp, `${name}.json`), JSON.stringify(part));
  // The manifest last: an entry without one is not an entry.
  await writeFile(path.join(tmp, "manifest.json"), JSON.stringify(manifest));
  await rm(entry.dir, { recursive: true, force: true });
  try {
    await rename(tmp, entry.dir);
  } catch {
    // Another gateway put the same entry in place first.
    await rm(tmp, { recursive: true, force: true });
  }
}
