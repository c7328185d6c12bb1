/**
 * A published document that breaks the letter of OpenAPI is served as its authors meant, each flaw a warning
 * with file, line, JSON pointer and rule (at start, in /healthz, on /docs/<name>); `strict` refuses it.
 */
import { loadSpec } from "../../src/any-spec/load";
import { SpecRefusal } from "../../src/any-spec/refusal";
import { specLines } from "../../src/any-spec/start-report";
import { startGateway } from "../support/gateway";
import { json, mocked, tempCache } from "./support";

const cache = tempCache();
afterAll(() => cache.remove());

test("each flaw is a warning naming file, line, pointer and rule, and the validators read it as meant", async () => {
  const spec = await loadSpec(mocked("imperfect", "imperfect.yaml"), cache.dir);
  const lines = specLines(spec, "http://127.0.0.1:8080").join("\n");
  const at = (line: number, pointer: string, rule: string) =>
    new RegExp(`imperfect\\.yaml:${line}:\\d+: ${pointer.replace(/[{}~/]/g, "\\$&")}: .*\\(rule ${rule}\\)`);
  const widget = "#/components/schemas/Widget/properties";
  expect(lines).toMatch(/warnings \(7\); served as read, --strict refuses them:/);
  expect(lines).toMatch(at(39, `${widget}/name/optional`, "struct"));
  expect(lines).toMatch(at(41, `${widget}/owner/nullable`, "struct"));
  expect(lines).toMatch(at(44, `${widget}/weight/exclusiveMinimum`, "struct"));
  expect(lines).toMatch(at(45, `${widget}/colour/enum`, "enum-empty"));
  // `^[\w-\.]+$` is ECMA-262 without the u flag only (a class range from `\w` is a literal `-`): checked so.
  expect(lines).not.toMatch(/pattern-invalid/);
  expect(lines).toMatch(at(46, `${widget}/sku/format`, "format-unknown"));
  expect(lines).toMatch(at(50, `${widget}/tags/examples`, "struct"));
  expect(lines).toMatch(
    /imperfect\.yaml:24:\d+: .*this operation is named GET \/widgets\/\{id\} \(rule operation-operationId-unique\)/,
  );

  // The duplicate operationId does not hide an operation.
  expect(Object.keys(spec.validation).sort()).toEqual(["GET /widgets/{id}", "createWidget"]);
  const body = spec.validation.createWidget.body?.content["application/json"];
  if (!body) throw new Error("createWidget's JSON body has no validator");
  // nullable without type: null, or an Owner.
  expect(body({ name: "a", owner: null })).toBe(true);
  expect(body({ name: "a", owner: {} })).toBe(false);
  // The 3.1 form of exclusiveMinimum in a 3.0 document keeps its meaning.
  expect(body({ name: "a", weight: 0 })).toBe(false);
  expect(body({ name: "a", weight: 0.5 })).toBe(true);
  // An empty enum and an unknown format check nothing; the rest of the schema still does.
  expect(body({ name: "a", colour: "red", sku: "a.b" })).toBe(true);
  expect(body({ name: "a", sku: "a b" })).toBe(false);
  expect(body({ name: 1 })).toBe(false);
});

test("the warnings are counted in /healthz and listed on the spec's /docs page", async () => {
  const spec = await loadSpec(mocked("imperfect", "imperfect.yaml"), cache.dir);
  expect(spec.cached).toBe(true);
  expect(spec.warnings).toHaveLength(7);
  const gw = await startGateway({ services: [], specs: [spec] });
  try {
    const health = await json(await fetch(`${gw.url}/healthz`));
    expect(health.services).toEqual([
      expect.objectContaining({ slug: "imperfect", warnings: 7, uncheckedOperations: 0 }),
    ]);
    const page = await (await fetch(`${gw.url}/docs/imperfect`)).text();
    expect(page).toMatch(/<summary>Warnings \(7\)/);
    expect(page).toMatch(
      /imperfect\.yaml:45:\d+: #\/components\/schemas\/Widget\/properties\/colour\/enum: an empty enum/,
    );
    // A valid request passes the mock; an invalid one is refused as before.
    const ok = await fetch(`${gw.url}/imperfect/widgets`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "w", owner: null, colour: "any" }),
    });
    expect(ok.status).toBe(201);
    const bad = await fetch(`${gw.url}/imperfect/widgets`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "w", weight: 0 }),
    });
    expect(bad.status).toBe(400);
  } finally {
    await gw.close();
  }
});

test("read strictly, the linter's findings and a schema Ajv cannot compile refuse the document, with where", async () => {
  const strictly = (file: string) =>
    loadSpec({ ...mocked(file.replace(".yaml", ""), file), strict: true }, cache.dir).catch((e: Error) => e);
  const imperfect = await strictly("imperfect.yaml");
  expect(imperfect).toBeInstanceOf(SpecRefusal);
  expect((imperfect as Error).message).toMatch(
    /imperfect\.yaml is not a valid OpenAPI document \(5 problem\(s\)\)/,
  );
  const pattern = await strictly("bad-pattern.yaml");
  expect(pattern).toBeInstanceOf(SpecRefusal);
  expect((pattern as Error).message).toMatch(
    /bad-pattern\.yaml:23:20: #\/components\/schemas\/Code\/properties\/value\/pattern: pattern "\[a-z" is not a valid ECMA-262 regular expression .*\(rule pattern-invalid\)/,
  );
  // Tolerantly, the same pattern is a warning and the document is served.
  const served = await loadSpec(mocked("bad-pattern", "bad-pattern.yaml"), cache.dir);
  expect(served.warnings.map((w) => w.rule)).toEqual(["pattern-invalid"]);
});
