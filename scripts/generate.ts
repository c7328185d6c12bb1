/**
 * The only writer of generated/: turns every specs/<slug>.yaml into types (openapi-typescript), a typed
 * handler table, an operation table and an openapi-fetch client, plus generated/services.ts (what each service
 * is) and generated/index.ts (the registry: each service with its operations and validators).
 *
 *   tsx scripts/generate.ts            regenerate generated/
 *   tsx scripts/generate.ts --check    exit 1 and name the stale files when generated/ differs from the specs
 *   tsx scripts/generate.ts --watch    regenerate whenever a spec is saved
 *
 * Everything is rendered in memory first: a broken spec fails with its file and location and leaves
 * generated/ exactly as it was.
 */
import { existsSync, watch } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createConfig, getLineColLocation, lintFromString } from "@redocly/openapi-core";
import yaml from "js-yaml";
import { renderFormats } from "../src/compiler/ajv-instances";
import { SpecError } from "../src/compiler/openapi-document";
import {
  renderClient,
  renderHandlers,
  renderIndex,
  renderRoutes,
  renderRuntime,
  renderServiceInfo,
  validationConstName,
} from "../src/compiler/render";
import { collectOperations, type LoadedSpec, readServiceInfo } from "../src/compiler/spec";
import { typeDocument } from "../src/compiler/type-document";
import { renderValidators } from "../src/compiler/validators";

const root = path.resolve(__dirname, "..");
const specsDir = path.join(root, "specs");
const outDir = path.join(root, "generated");

async function lintSpec(file: string, source: string): Promise<void> {
  const config = await createConfig({
    rules: {
      struct: "error",
      "no-unresolved-refs": "error",
      "operation-operationId": "error",
      "operation-operationId-unique": "error",
      "path-parameters-defined": "error",
      "no-identical-paths": "error",
      "no-path-trailing-slash": "error",
    },
  });
  const problems = await lintFromString({ source, absoluteRef: file, config });
  const errors = problems.filter((p) => p.severity === "error");
  if (errors.length === 0) return;
  const lines = errors.map((p) => {
    const loc = p.location[0];
    const where = loc ? getLineColLocation(loc) : undefined;
    const at = where ? `${where.start.line}:${where.start.col}` : "?";
    return `${path.relative(root, file)}:${at}: ${p.message} (${loc?.pointer ?? "#"}, rule ${p.ruleId})`;
  });
  throw new SpecError(lines.join("\n"));
}

async function loadSpec(file: string): Promise<LoadedSpec> {
  const source = await readFile(file, "utf8");
  const rel = path.relative(root, file);
  let doc: unknown;
  try {
    doc = yaml.load(source, { filename: rel });
  } catch (err) {
    if (err instanceof yaml.YAMLException) {
      const m = err.mark;
      throw new SpecError(`${rel}:${m.line + 1}:${m.column + 1}: invalid YAML: ${err.reason}`);
    }
    throw err;
  }
  await lintSpec(file, source);
  const slug = path.basename(file, ".yaml");
  const info = readServiceInfo(rel, slug, doc);
  return {
    file: rel,
    slug,
    doc: doc as Record<string, unknown>,
    info,
    operations: collectOperations(rel, doc),
  };
}

async function renderTypes(spec: LoadedSpec): Promise<string> {
  // openapi-typescript is ESM-only; it is loaded where it is used.
  const { default: openapiTS, astToString } = await import("openapi-typescript");
  const ast = await openapiTS(typeDocument(spec.doc) as unknown as Parameters<typeof openapiTS>[0], {
    alphabetize: false,
    cwd: pathToFileURL(path.join(root, spec.file)),
  });
  return astToString(ast);
}

export async function renderAll(): Promise<Map<string, string>> {
  const files = (await readdir(specsDir)).filter((f) => f.endsWith(".yaml")).sort();
  const specs: LoadedSpec[] = [];
  const failures: string[] = [];
  for (const f of files) {
    try {
      specs.push(await loadSpec(path.join(specsDir, f)));
    } catch (err) {
      if (err instanceof SpecError) failures.push(err.message);
      else throw err;
    }
  }
  if (failures.length > 0) throw new SpecError(failures.join("\n"));
  const seenBase = new Map<string, string>();
  for (const s of specs) {
    const other = seenBase.get(s.info.basePath);
    if (other)
      throw new SpecError(`${s.file}: servers[0].url ${s.info.basePath} is already used by ${other}`);
    seenBase.set(s.info.basePath, s.file);
  }
  const out = new Map<string, string>();
  out.set("runtime.ts", renderRuntime());
  out.set("formats.js", renderFormats());
  for (const s of specs) {
    out.set(`${s.slug}/types.ts`, header(s.file) + (await renderTypes(s)));
    out.set(`${s.slug}/handlers.ts`, header(s.file) + renderHandlers(s));
    out.set(`${s.slug}/routes.ts`, header(s.file) + renderRoutes(s));
    out.set(`${s.slug}/client.ts`, header(s.file) + renderClient(s));
    let validators: ReturnType<typeof renderValidators>;
    try {
      validators = renderValidators(s, validationConstName(s.slug));
    } catch (err) {
      if (err instanceof SpecError) throw err;
      throw new SpecError(`${s.file}: cannot compile a validator: ${(err as Error).message}`);
    }
    out.set(`${s.slug}/request-validators.js`, jsHeader(s.file) + validators.request);
    out.set(`${s.slug}/request-validators.d.ts`, header(s.file) + validators.declarations.request);
    out.set(`${s.slug}/response-validators.js`, jsHeader(s.file) + validators.response);
    out.set(`${s.slug}/response-validators.d.ts`, header(s.file) + validators.declarations.response);
    out.set(`${s.slug}/validation.ts`, header(s.file) + validators.table);
  }
  out.set("services.ts", renderServiceInfo(specs));
  out.set("index.ts", renderIndex(specs));
  return out;
}

function header(specFile: string): string {
  return `// generated from ${specFile} — do not edit; run \`make generate\`\n/* eslint-disable */\n\n`;
}

/** Ajv's standalone code, as one CommonJS module. */
function jsHeader(specFile: string): string {
  return `// generated from ${specFile} — do not edit; run \`make generate\`\n`;
}

async function listExisting(dir: string, prefix = ""): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  const found: string[] = [];
  for (const e of entries) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) found.push(...(await listExisting(path.join(dir, e.name), rel)));
    else found.push(rel);
  }
  return found.sort();
}

async function diff(wanted: Map<string, string>): Promise<{ changed: string[]; extra: string[] }> {
  const existing = await listExisting(outDir);
  const changed: string[] = [];
  for (const [rel, content] of wanted) {
    const p = path.join(outDir, rel);
    const current = existsSync(p) ? await readFile(p, "utf8") : undefined;
    if (current !== content) changed.push(rel);
  }
  const extra = existing.filter((rel) => !wanted.has(rel));
  return { changed, extra };
}

async function write(wanted: Map<string, string>): Promise<number> {
  const { changed, extra } = await diff(wanted);
  for (const rel of changed) {
    const p = path.join(outDir, rel);
    await mkdir(path.dirname(p), { recursive: true });
    await writeFile(p, wanted.get(rel)!);
  }
  for (const rel of extra) await rm(path.join(outDir, rel));
  for (const dir of await readdir(outDir, { withFileTypes: true })) {
    const p = path.join(outDir, dir.name);
    if (dir.isDirectory() && (await readdir(p)).length === 0) await rm(p, { recursive: true });
  }
  return changed.length + extra.length;
}

async function runOnce(mode: "write" | "check"): Promise<boolean> {
  let wanted: Map<string, string>;
  try {
    wanted = await renderAll();
  } catch (err) {
    if (!(err instanceof SpecError)) throw err;
    console.error(`generate: spec error, generated/ left unchanged\n${err.message}`);
    return false;
  }
  if (mode === "check") {
    const { changed, extra } = await diff(wanted);
    if (changed.length + extra.length === 0) {
      console.log(`generate --check: generated/ matches ${wanted.size} files from the specs`);
      return true;
    }
    for (const rel of changed) console.error(`stale: generated/${rel}`);
    for (const rel of extra) console.error(`not produced by any spec: generated/${rel}`);
    console.error("generate --check: generated/ is out of date; run `make generate` and commit the result");
    return false;
  }
  const n = await write(wanted);
  const specCount = [...wanted.keys()].filter((f) => f.endsWith("/routes.ts")).length;
  console.log(`generate: ${wanted.size} files from ${specCount} specs, ${n} changed`);
  return true;
}

function watchSpecs(): void {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  console.log(`generate --watch: watching ${path.relative(process.cwd(), specsDir) || "."} (Ctrl-C to stop)`);
  watch(specsDir, (_event, name) => {
    if (!name?.endsWith(".yaml")) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(() => runOnce("write").then(() => undefined));
    }, 150);
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== "--check" && a !== "--watch");
  if (unknown.length > 0) {
    console.error(`usage: generate [--check | --watch] (unknown: ${unknown.join(" ")})`);
    process.exit(2);
  }
  if (args.includes("--watch")) {
    await runOnce("write");
    watchSpecs();
    return;
  }
  const ok = await runOnce(args.includes("--check") ? "check" : "write");
  process.exit(ok ? 0 : 1);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
