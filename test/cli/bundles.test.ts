/**
 * Which bundle runs a command line, and what the bundle of the documents' commands leaves out: the launcher
 * (dist/server.js) starts dist/documents.js for `mock`, `proxy`, `diff` and the help, dist/gateway.js for the
 * built-in services; a documents' command loads none of the services' modules, and the bundle that runs it
 * does not even hold them.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asciiSource } from "../../scripts/ascii-bundles";
import { bundleOf } from "../../src/cli/commands";

const root = path.resolve(__dirname, "../..");
const CONTENT = path.join(root, "test/corpus/twilio_content_v1.json");

/** The built-in services' own code: their handlers, generated tables and validators, fixtures, pdfkit. */
const SERVICE_CODE = /^(src\/handlers\/|generated\/[a-z-]+\/|fixtures\/)|(^|\/)pdfkit(\/|$)/;

test.each([
  [["mock", "api.yaml"], "documents"],
  [["proxy", "api.yaml", "--upstream", "http://127.0.0.1:1"], "documents"],
  [["diff", "old.yaml", "new.yaml"], "documents"],
  [["mock", "--help"], "documents"],
  [["--help"], "documents"],
  [["help"], "documents"],
  [["lint"], "documents"],
  [["serve"], "gateway"],
  [["serve", "api-keys"], "gateway"],
  [[], "gateway"],
  [["--spec", "api.yaml", "--mock", "api"], "gateway"],
])("%j runs in the %s bundle", (argv, bundle) => {
  expect(bundleOf(argv)).toBe(bundle);
});

/** The project's files a child process had required once `script` (CommonJS, run through tsx) resolved. */
function loadedAfter(script: string): string[] {
  const out = execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `Promise.resolve().then(async () => { ${script} }).then(() => {
  const root = ${JSON.stringify(`${root}/`)};
  process.stdout.write(JSON.stringify(Object.keys(require.cache).filter((f) => f.startsWith(root) && !f.includes("/node_modules/")).map((f) => f.slice(root.length))));
  process.exit(0);
});`,
    ],
    { cwd: root, encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "", LOG_LEVEL: "warn" } },
  );
  return JSON.parse(out.slice(out.lastIndexOf("\n[") + 1)) as string[];
}

test("mock, listening on a document, has loaded none of the built-in services' modules; serve's command has", () => {
  const cache = mkdtempSync(path.join(os.tmpdir(), "bundles-"));
  try {
    const mock = loadedAfter(`const { DOCUMENT_COMMANDS } = require("./src/cli/document-commands");
await DOCUMENT_COMMANDS.mock().main(${JSON.stringify([CONTENT, "--port", "0", "--cache-dir", cache])}, process.env);`);
    expect(mock).toContain("src/any-spec/load.ts");
    expect(mock.filter((f) => SERVICE_CODE.test(f))).toEqual([]);

    const serve = loadedAfter(`require("./src/cli/serve");`);
    expect(serve.filter((f) => SERVICE_CODE.test(f)).length).toBeGreaterThan(0);
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}, 120_000);

test("dist/documents.js holds none of the services' code, which dist/gateway.js holds", () => {
  execFileSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "pipe" });
  const meta = JSON.parse(readFileSync(path.join(root, ".cache/bundles-meta.json"), "utf8")) as {
    outputs: Record<string, { inputs: Record<string, unknown>; imports: { path: string }[]; bytes: number }>;
  };
  const contents = (bundle: string) => {
    const out = meta.outputs[`dist/${bundle}.js`];
    return [...Object.keys(out.inputs), ...out.imports.map((i) => i.path)];
  };
  expect(contents("documents").filter((f) => SERVICE_CODE.test(f))).toEqual([]);
  expect(contents("documents")).toContain("src/any-spec/load.ts");
  const services = contents("gateway").filter((f) => SERVICE_CODE.test(f));
  for (const part of ["src/handlers/", "generated/api-keys/", "pdfkit"])
    expect(services.some((f) => f.includes(part))).toBe(true);
  expect(meta.outputs["dist/documents.js"].bytes).toBeLessThan(meta.outputs["dist/gateway.js"].bytes / 2);
  // The launcher decodes the bundles as latin1, which reads only ASCII as UTF-8 would.
  for (const bundle of ["gateway", "documents"]) {
    const bytes = readFileSync(path.join(root, `dist/${bundle}.js`));
    expect(bytes.findIndex((byte) => byte > 0x7f)).toBe(-1);
  }
}, 120_000);

test("a regular expression made ASCII matches what it matched as written", () => {
  const written = "[/pok[eé]mon$/i, /^\\u{1F600}😀+$/u, /[😀]$/]";
  const ascii = asciiSource(written);
  expect(ascii).toBe("[/pok[e\\u00e9]mon$/i, /^\\u{1F600}\\ud83d\\ude00+$/u, /[\\ud83d\\ude00]$/]");
  const [pokemon, unicode, unit] = new Function(`return ${written}`)() as RegExp[];
  const [pokemonAscii, unicodeAscii, unitAscii] = new Function(`return ${ascii}`)() as RegExp[];
  for (const text of ["Pokémon", "POKÉMON", "pokemon", "pokeemon"])
    expect(pokemonAscii.test(text)).toBe(pokemon.test(text));
  for (const text of ["😀😀😀", "😀😀", "\ud83d\ud83d", "\ude00"])
    expect(unicodeAscii.test(text)).toBe(unicode.test(text));
  for (const text of ["a\ude00", "a\ud83d", "x"]) expect(unitAscii.test(text)).toBe(unit.test(text));
  expect([pokemonAscii.test("POKÉMON"), unicodeAscii.test("😀😀"), unitAscii.test("a\ude00")]).toEqual([
    true,
    true,
    true,
  ]);
  expect(() => asciiSource("/\\é/")).toThrow(/escaped non-ASCII/);
});
