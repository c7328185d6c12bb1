/**
 * Slack's Web API as Slack publishes it (Swagger 2.0, `basePath: /api`, form-encoded writes) mocked as a team
 * would mount it: its test method answers, a form POST is checked field by field, and the start report's
 * warnings name places of the file as written.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadSpecs } from "../../src/any-spec/load";
import type { MountedSpec } from "../../src/any-spec/mounted-spec";
import { specLines } from "../../src/any-spec/start-report";
import { startGateway, type TestGateway } from "../support/gateway";
import { json, tempCache } from "./support";

const FILE = path.join(__dirname, "../corpus/slack_web_openapi_v2.json");
const cache = tempCache();
let spec: MountedSpec;
let gw: TestGateway;

beforeAll(async () => {
  [spec] = await loadSpecs(
    [{ name: "slack", file: FILE, target: { kind: "mock", policy: "enforce" } }],
    cache.dir,
    new Map(),
  );
  gw = await startGateway({ services: [], specs: [spec] });
}, 120_000);
afterAll(async () => {
  await gw.close();
  cache.remove();
});

// Slack's SDKs send the token as a bearer; the document asks for its OAuth scheme on every method.
const BEARER = { authorization: "Bearer xoxb-test" };

test("GET /api/api.test answers 200 with the document's example, with or without a token (its scope is `none`)", async () => {
  for (const headers of [BEARER, {}]) {
    const res = await fetch(`${gw.url}/api/api.test`, { headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  }
});

test("a method that asks for a real scope refuses a call without a token (401)", async () => {
  expect((await fetch(`${gw.url}/api/users.list`)).status).toBe(401);
  expect((await fetch(`${gw.url}/api/users.list`, { headers: BEARER })).status).toBe(200);
});

test("a form POST is checked: chat.postMessage needs its channel, and is answered once it has one", async () => {
  const post = (body: string) =>
    fetch(`${gw.url}/api/chat.postMessage`, {
      method: "POST",
      headers: { ...BEARER, token: "xoxb-test", "content-type": "application/x-www-form-urlencoded" },
      body,
    });
  const refused = await post("text=hello");
  expect(refused.status).toBe(400);
  expect((await json(refused)).errors).toEqual([expect.objectContaining({ pointer: "/body/channel" })]);
  const sent = await post("channel=C0123&text=hello");
  expect(sent.status).toBe(200);
  expect(await json(sent)).toEqual(expect.objectContaining({ ok: true }));
});

test("the start report counts its 174 operations, all checked, and says it was converted", () => {
  const [, about] = specLines(spec, "http://127.0.0.1:8080");
  expect(about).toContain("174 operations (0 not wholly checked), Swagger 2.0 converted to OpenAPI 3.0");
});

test("every warning is at a line of the file as written, by a pointer the file has", () => {
  const original = JSON.parse(readFileSync(FILE, "utf8")) as unknown;
  const has = (pointer: string) =>
    pointer
      .split("/")
      .slice(1)
      .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<{ node: unknown; found: boolean }>(
        (at, key) =>
          at.found && typeof at.node === "object" && at.node !== null && Object.hasOwn(at.node, key)
            ? { node: (at.node as Record<string, unknown>)[key], found: true }
            : { node: undefined, found: false },
        { node: original, found: true },
      ).found;
  expect(spec.warnings.length).toBeGreaterThan(0);
  const misplaced = spec.warnings.filter(
    (w) => w.file !== path.relative(process.cwd(), FILE) || !(w.line! > 1) || !has(w.pointer),
  );
  expect(misplaced).toEqual([]);
});
