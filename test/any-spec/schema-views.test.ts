/**
 * A mounted document proxied with `--policy enforce`, whose schemas say more than a type: a request that sends a
 * readOnly property or lacks a required writeOnly one is refused and never forwarded; a response that sends a
 * writeOnly property back or lacks a required readOnly one is relayed and recorded; DigitalOcean's tag pattern
 * (valid only without the `u` flag) is checked; an integer no JavaScript number holds exactly is refused.
 */
import { loadSpecs } from "../../src/any-spec/load";
import type { MountedSpec } from "../../src/any-spec/mounted-spec";
import { specLines } from "../../src/any-spec/start-report";
import { listen, readAll, type Upstream, violationsAfter } from "../proxy/support";
import { startGateway, type TestGateway } from "../support/gateway";
import { json, proxied, tempCache } from "./support";

const cache = tempCache();
let upstream: Upstream;
const received: { url: string; body: string }[] = [];
let gw: TestGateway;
let spec: MountedSpec;

beforeAll(async () => {
  upstream = await listen(async (req, res) => {
    const body = (await readAll(req)).toString();
    received.push({ url: req.url ?? "", body });
    res.setHeader("content-type", "application/json");
    if (req.url === "/users") {
      const sent = JSON.parse(body) as Record<string, unknown>;
      res.statusCode = 201;
      // The upstream's two ways of breaking the contract, chosen by the name sent.
      if (sent.name === "echo") return void res.end(JSON.stringify({ id: 7, ...sent }));
      if (sent.name === "no-id") return void res.end(JSON.stringify({ name: sent.name }));
      return void res.end(JSON.stringify({ id: 7, name: sent.name }));
    }
    res.end(JSON.stringify({ name: "tag" }));
  });
  [spec] = await loadSpecs([proxied("accounts", "accounts.yaml", upstream.url)], cache.dir, new Map());
  gw = await startGateway({ services: [], specs: [spec] });
});
afterAll(async () => {
  await gw.close();
  await upstream.close();
  cache.remove();
});

const createUser = (body: unknown) =>
  fetch(`${gw.url}/accounts/users`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

test("a request that sends a readOnly property, or lacks a required writeOnly one, is refused", async () => {
  const before = received.length;
  const withId = await createUser({ id: 3, name: "ann", password: "correct horse" });
  expect(withId.status).toBe(400);
  expect((await json(withId)).errors).toEqual([
    { pointer: "/body/id", keyword: "readOnly", message: "is read-only" },
  ]);
  const noPassword = await createUser({ name: "ann" });
  expect(noPassword.status).toBe(400);
  expect((await json(noPassword)).errors).toEqual([
    { pointer: "/body/password", keyword: "required", message: "must have required property 'password'" },
  ]);
  expect(received.length).toBe(before);
  // The readOnly `id` is required of responses only: a request without it is forwarded.
  const ok = await createUser({ name: "ann", password: "correct horse" });
  expect(ok.status).toBe(201);
  expect(received.length).toBe(before + 1);
});

test("a response that sends a writeOnly property back, or lacks a required readOnly one, is recorded", async () => {
  const echoed = await createUser({ name: "echo", password: "correct horse" });
  expect(echoed.status).toBe(201);
  expect(await echoed.json()).toEqual({ id: 7, name: "echo", password: "correct horse" });
  const noId = await createUser({ name: "no-id", password: "correct horse" });
  expect(noId.status).toBe(201);
  const summary = await violationsAfter(gw, 2);
  const responses = summary.recent.filter((v) => v.direction === "response");
  expect(responses.map((v) => v.errors)).toEqual(
    expect.arrayContaining([
      [{ pointer: "/body/password", keyword: "writeOnly", message: "is write-only" }],
      [{ pointer: "/body/id", keyword: "required", message: "must have required property 'id'" }],
    ]),
  );
});

test("a pattern valid only without the u flag is checked: DigitalOcean's tag_id", async () => {
  const bad = await fetch(`${gw.url}/accounts/tags/bad%20tag`);
  expect(bad.status).toBe(400);
  expect((await json(bad)).errors).toEqual([
    expect.objectContaining({
      pointer: "/params/tag_id",
      message: 'must match pattern "^[a-zA-Z0-9_\\-\\:]+$"',
    }),
  ]);
  expect((await fetch(`${gw.url}/accounts/tags/env:prod`)).status).toBe(200);
});

test("an integer beyond 2^53 - 1 is refused in a parameter and in a JSON body, never read as another number", async () => {
  const before = received.length;
  const page = await fetch(`${gw.url}/accounts/tags/t1?page=552358231363893493714856001404928`);
  expect(page.status).toBe(400);
  expect((await json(page)).errors).toEqual([
    expect.objectContaining({ pointer: "/query/page", keyword: "safeInteger" }),
  ]);
  const visits = await createUser('{"name":"ann","password":"correct horse","visits":9007199254740993}');
  expect(visits.status).toBe(400);
  expect((await json(visits)).errors).toEqual([
    expect.objectContaining({ pointer: "/body/visits", keyword: "safeInteger" }),
  ]);
  expect(received.length).toBe(before);
  // The largest integer held exactly passes.
  expect((await fetch(`${gw.url}/accounts/tags/t1?page=9007199254740991`)).status).toBe(200);
});

test("the start report lists nothing of these schemas as not checked", () => {
  const lines = specLines(spec, "http://127.0.0.1:8080").join("\n");
  expect(lines).toMatch(/2 operations \(0 not wholly checked\)/);
  expect(lines).not.toMatch(/not checked/);
  expect(lines).not.toMatch(/warnings/);
});
