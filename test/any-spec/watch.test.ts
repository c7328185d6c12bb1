/**
 * `--watch`: a document's file edited while the gateway serves it. A path added is served within 3 s of the
 * write (saved in place, or by an editor that renames a new file over the old); a write that no longer loads
 * leaves the last good version serving and /healthz and the console saying why; the stateful mock's records
 * survive a reload; a request in flight during a reload finishes on the version it started on.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { loadSpec } from "../../src/any-spec/load";
import { WatchedSpec } from "../../src/any-spec/watch";
import type { SpecMount } from "../../src/config";
import { startGateway, type TestGateway } from "../support/gateway";
import { json, servedLog, tempCache, within } from "./support";

const dir = mkdtempSync(path.join(os.tmpdir(), "watched-specs-"));
const cache = tempCache();
const log = servedLog();
const watched: WatchedSpec[] = [];
let gw: TestGateway;
let upstream: http.Server;
/** Upstream requests held until the test lets them go. */
const held: (() => void)[] = [];

const note = {
  type: "object",
  required: ["id", "text"],
  properties: { id: { type: "string" }, text: { type: "string" } },
};
const ok = (schema: object) => ({
  description: "OK",
  content: { "application/json": { schema } },
});

/** The notes document, with `extra` paths. */
function notes(extra: Record<string, unknown> = {}): string {
  return JSON.stringify(
    {
      openapi: "3.0.3",
      info: { title: "Notes", version: "1" },
      servers: [{ url: "/notes" }],
      paths: {
        "/notes": {
          get: { operationId: "listNotes", responses: { "200": ok({ type: "array", items: note }) } },
          post: {
            operationId: "createNote",
            requestBody: {
              required: true,
              content: {
                "application/json": {
                  schema: { type: "object", required: ["text"], properties: { text: { type: "string" } } },
                },
              },
            },
            responses: { "201": ok(note) },
          },
        },
        "/notes/{id}": {
          get: {
            operationId: "getNote",
            parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
            responses: { "200": ok(note), "404": { description: "No such note." } },
          },
        },
        ...extra,
      },
    },
    null,
    2,
  );
}

/** The relay document: proxied, with GET /slow unless `withSlow` is false. */
function relay(withSlow = true): string {
  const ping = { get: { operationId: "ping", responses: { "200": ok({ type: "object" }) } } };
  const slow = { get: { operationId: "slow", responses: { "200": ok({ type: "object" }) } } };
  return JSON.stringify({
    openapi: "3.0.3",
    info: { title: "Relay", version: "1" },
    servers: [{ url: "/relay" }],
    paths: withSlow ? { "/ping": ping, "/slow": slow } : { "/ping": ping },
  });
}

const file = (name: string) => path.join(dir, name);
/** Saves as editors that write a new file and rename it over the old one do. */
function saveByRename(name: string, text: string): void {
  writeFileSync(`${file(name)}.tmp`, text);
  renameSync(`${file(name)}.tmp`, file(name));
}

const healthOf = async (name: string) => {
  const health = await json(await fetch(`${gw.url}/healthz`));
  return (
    health.services as { slug: string; watch?: { reloads: number; failing?: { reason: string } } }[]
  ).find((s) => s.slug === name)!;
};

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const answer = () =>
      res.writeHead(200, { "content-type": "application/json" }).end('{"from":"upstream"}');
    if (req.url === "/slow") held.push(answer);
    else answer();
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  writeFileSync(file("notes.json"), notes());
  writeFileSync(file("relay.json"), relay());
  const mounts: SpecMount[] = [
    { name: "notes", file: file("notes.json"), target: { kind: "mock", policy: "enforce" } },
    {
      name: "relay",
      file: file("relay.json"),
      target: { kind: "proxy", upstream: { url: upstreamUrl, policy: "enforce", timeoutMs: 10_000 } },
    },
  ];
  for (const mount of mounts) {
    const w = new WatchedSpec(await loadSpec(mount, cache.dir), {
      mount,
      cacheDir: cache.dir,
      logger: log.logger,
    });
    await w.start();
    watched.push(w);
  }
  gw = await startGateway({ services: [], specs: watched, logger: log.logger });
});
afterAll(async () => {
  for (const w of watched) w.close();
  await gw.close();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(dir, { recursive: true, force: true });
  cache.remove();
});

test("a path added to the file is served within 3 s of the write, and the reload says what was added", async () => {
  const tags = { get: { operationId: "listTags", responses: { "200": ok({ type: "array" }) } } };
  expect((await fetch(`${gw.url}/notes/tags`)).status).toBe(404);
  saveByRename("notes.json", notes({ "/tags": tags }));
  await within(3000, async () => (await fetch(`${gw.url}/notes/tags`)).status === 200);
  const line = log.served.find((l) => (l as { added?: string[] }).added?.includes("GET /tags"));
  expect(line).toEqual(expect.objectContaining({ spec: "notes", added: ["GET /tags"], removed: [] }));
  expect((await healthOf("notes")).watch).toEqual(expect.objectContaining({ reloads: 1 }));
});

test("the stateful mock's records survive a reload", async () => {
  const created = await json(
    await fetch(`${gw.url}/notes/notes`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "kept across reloads" }),
    }),
  );
  const before = (await healthOf("notes")).watch!.reloads;
  writeFileSync(
    file("notes.json"),
    notes({ "/labels": { get: { responses: { "200": ok({ type: "array" }) } } } }),
  );
  await within(3000, async () => (await healthOf("notes")).watch!.reloads > before);
  const res = await fetch(`${gw.url}/notes/notes/${String(created.id)}`);
  expect(res.status).toBe(200);
  expect(await json(res)).toEqual(created);
});

test("a write that no longer loads keeps the last good version serving, and /healthz and the console say why", async () => {
  writeFileSync(file("notes.json"), `${notes().slice(0, 200)}\n  "paths": {`);
  await within(3000, async () => (await healthOf("notes")).watch?.failing !== undefined);
  const failing = (await healthOf("notes")).watch!.failing!;
  expect(failing.reason).toContain("notes.json");
  expect((await fetch(`${gw.url}/notes/labels`)).status).toBe(200);
  const console = (await json(await fetch(`${gw.url}/__admin/services`))) as unknown;
  expect(JSON.stringify(console)).toContain(JSON.stringify(failing.reason));
  expect(log.served).toContainEqual(
    expect.objectContaining({
      spec: "notes",
      reason: failing.reason,
      msg: expect.stringContaining("last good"),
    }),
  );

  saveByRename("notes.json", notes());
  await within(3000, async () => (await healthOf("notes")).watch?.failing === undefined);
  expect((await fetch(`${gw.url}/notes/labels`)).status).toBe(404);
});

test("a request in flight during a reload finishes on the version it started on", async () => {
  const inFlight = fetch(`${gw.url}/relay/slow`);
  await within(3000, async () => held.length === 1);
  const before = (await healthOf("relay")).watch!.reloads;
  saveByRename("relay.json", relay(false));
  await within(3000, async () => (await healthOf("relay")).watch!.reloads > before);
  // The new version has no /slow: a request that starts now is not its operation.
  expect((await fetch(`${gw.url}/relay/slow`)).status).toBe(404);
  held.shift()!();
  const res = await inFlight;
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ from: "upstream" });
});
