/**
 * Bodies of media types other than JSON and forms, proxied with `--policy enforce`: a text body whose schema is a
 * string is checked as a string, a body whose schema is an object is checked as JSON (and refused when it is not
 * JSON), in requests and responses alike; a binary body is forwarded unchecked and is all the start report lists.
 */
import { loadSpecs } from "../../src/any-spec/load";
import type { MountedSpec } from "../../src/any-spec/mounted-spec";
import { specLines } from "../../src/any-spec/start-report";
import { listen, readAll, type Upstream, violationsAfter } from "../proxy/support";
import { startGateway, type TestGateway } from "../support/gateway";
import { json, proxied, tempCache } from "./support";

const cache = tempCache();
let upstream: Upstream;
const received: string[] = [];
let gw: TestGateway;
let spec: MountedSpec;

beforeAll(async () => {
  upstream = await listen(async (req, res) => {
    const body = await readAll(req);
    received.push(`${req.url} ${body.length}`);
    if (req.url === "/uploads") return void res.writeHead(204).end();
    res.statusCode = 201;
    res.setHeader("content-type", req.headers["content-type"] ?? "text/plain");
    // The upstream answers with what it was sent, twice over for a note: longer than its schema allows.
    res.end(req.url === "/notes" ? Buffer.concat([body, body]) : body);
  });
  [spec] = await loadSpecs([proxied("bodies", "bodies.yaml", upstream.url)], cache.dir, new Map());
  gw = await startGateway({ services: [], specs: [spec] });
});
afterAll(async () => {
  await gw.close();
  await upstream.close();
  cache.remove();
});

const post = (path: string, contentType: string, body: string | Buffer) =>
  fetch(`${gw.url}/bodies${path}`, { method: "POST", headers: { "content-type": contentType }, body });

test("a text/plain body is checked as a string: one over maxLength is refused and never forwarded", async () => {
  const before = received.length;
  const long = await post("/notes", "text/plain", "eleven char");
  expect(long.status).toBe(400);
  expect((await json(long)).errors).toEqual([
    { pointer: "/body", keyword: "maxLength", message: "must NOT have more than 10 characters" },
  ]);
  expect(received.length).toBe(before);
  // A short note passes; the upstream's doubled answer is longer than the response schema allows.
  const short = await post("/notes", "text/plain; charset=utf-8", "hello!");
  expect(short.status).toBe(201);
  expect(await short.text()).toBe("hello!hello!");
  const summary = await violationsAfter(gw, 2);
  expect(summary.recent).toContainEqual(
    expect.objectContaining({
      operationId: "createNote",
      direction: "response",
      errors: [{ pointer: "/body", keyword: "maxLength", message: "must NOT have more than 10 characters" }],
    }),
  );
});

test("a vendor media type whose schema is an object is checked as JSON, and refused when it is not JSON", async () => {
  const ok = await post("/objects", "application/vnd.github.object", JSON.stringify({ name: "octocat" }));
  expect(ok.status).toBe(201);
  expect(await ok.json()).toEqual({ name: "octocat" });
  const missing = await post("/objects", "application/vnd.github.object", JSON.stringify({ nom: "x" }));
  expect(missing.status).toBe(400);
  expect((await json(missing)).errors).toEqual([
    { pointer: "/body/name", keyword: "required", message: "must have required property 'name'" },
  ]);
  const notJson = await post("/objects", "application/vnd.github.object", "name=octocat");
  expect(notJson.status).toBe(400);
  expect((await json(notJson)).errors).toEqual([
    expect.objectContaining({ pointer: "/body", message: expect.stringMatching(/^is not valid JSON/) }),
  ]);
});

test("a binary body is forwarded unchecked, and is the only thing the start report lists as not checked", async () => {
  const res = await post("/uploads", "application/octet-stream", Buffer.from([0xff, 0x00, 0xfe]));
  expect(res.status).toBe(204);
  expect(received.at(-1)).toBe("/uploads 3");
  const lines = specLines(spec, "http://127.0.0.1:8080");
  const listed = lines.slice(lines.findIndex((l) => /not checked \(\d+\)/.test(l)) + 1);
  expect(lines.join("\n")).toMatch(/not checked \(1\)/);
  expect(listed).toEqual([
    expect.stringMatching(
      /#\/paths\/~1uploads\/post\/requestBody\/content\/application~1octet-stream: .*binary \(format: binary\)$/,
    ),
  ]);
});
