/**
 * Where inference cannot pair a collection with its item path, the document's `x-mock` or a `--mock-config`
 * file names the resource; `x-mock: false` leaves an operation generated. The start-up lines say which
 * operations are stateful, with their resource, and which are generated.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadSpecs } from "../../src/any-spec/load";
import { SpecRefusal } from "../../src/any-spec/refusal";
import { mockLines } from "../../src/any-spec/stateful/plan";
import { tempCache } from "../any-spec/support";
import { startGateway } from "../support/gateway";
import { ARTICLES, call, mock } from "./support";

const device = {
  type: "object",
  required: ["serial", "label"],
  properties: { serial: { type: "string", pattern: "^SN-[0-9]{6}$" }, label: { type: "string" } },
};
const json = (schema: object) => ({ content: { "application/json": { schema } } });
/** Devices listed at /devices but read at /device-by-serial/{serial}: no path pairs them. */
const registry = {
  openapi: "3.0.3",
  info: { title: "Device registry", version: "1" },
  paths: {
    "/devices": {
      get: {
        operationId: "listDevices",
        responses: { "200": { description: "ok", ...json({ type: "array", items: device }) } },
      },
      post: {
        operationId: "addDevice",
        requestBody: {
          required: true,
          ...json({ type: "object", required: ["label"], properties: { label: { type: "string" } } }),
        },
        responses: { "201": { description: "ok", ...json(device) } },
      },
    },
    "/device-by-serial/{serial}": {
      parameters: [{ name: "serial", in: "path", required: true, schema: { type: "string" } }],
      get: { operationId: "getDevice", responses: { "200": { description: "ok", ...json(device) } } },
      delete: { operationId: "removeDevice", "x-mock": false, responses: { "204": { description: "gone" } } },
    },
  },
};

const cache = tempCache();
const work = mkdtempSync(path.join(os.tmpdir(), "mock-hints-"));
afterAll(() => {
  cache.remove();
  rmSync(work, { recursive: true, force: true });
});

function write(name: string, value: object): string {
  const file = path.join(work, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
}

async function createAndRead(url: string) {
  const created = await call(`${url}/devices`, "POST", { body: { label: "boiler" } });
  expect(created.status).toBe(201);
  expect(created.body.serial).toMatch(/^SN-[0-9]{6}$/);
  const read = await call(`${url}/device-by-serial/${created.body.serial}`, "GET");
  expect(read.body).toEqual({ serial: created.body.serial, label: "boiler" });
  expect((await call(`${url}/devices`, "GET")).body).toEqual([read.body]);
  expect((await call(`${url}/device-by-serial/SN-000000`, "GET")).status).toBe(404);
}

test("without hints the devices are generated, and the start-up lines say so", async () => {
  const [spec] = await loadSpecs([mock("devices", write("plain.json", registry))], cache.dir, new Map());
  expect(mockLines(spec)).toEqual([
    expect.stringMatching(
      /generated from examples and schemas: GET \/devices, POST \/devices, GET \/device-by-serial\/\{serial\}, DELETE \/device-by-serial\/\{serial\}$/,
    ),
  ]);
});

test("x-mock in the document names the resource", async () => {
  const file = write("x-mock.json", {
    ...registry,
    "x-mock": { resources: [{ collection: "/devices", item: "/device-by-serial/{serial}" }] },
  });
  const [spec] = await loadSpecs([mock("devices", file)], cache.dir, new Map());
  expect(mockLines(spec)).toEqual([
    expect.stringMatching(
      /stateful \/devices \+ \/device-by-serial\/\{serial\} \(key serial, from x-mock\):$/,
    ),
    expect.stringMatching(
      / GET \/devices \(list\), POST \/devices \(create\), GET \/device-by-serial\/\{serial\} \(read\)$/,
    ),
    expect.stringMatching(/generated from examples and schemas: DELETE \/device-by-serial\/\{serial\}$/),
  ]);
  const gw = await startGateway({ services: [], specs: [spec] });
  try {
    await createAndRead(`${gw.url}/devices`);
  } finally {
    await gw.close();
  }
});

test("--mock-config names it beside the document", async () => {
  const config = write("mock.json", {
    resources: [{ collection: "/devices", item: "/device-by-serial/{serial}", key: "serial" }],
  });
  const [spec] = await loadSpecs(
    [mock("devices", write("plain.json", registry), { mockConfig: config })],
    cache.dir,
    new Map(),
  );
  expect(mockLines(spec)[0]).toMatch(/key serial, from mock-config/);
  const gw = await startGateway({ services: [], specs: [spec] });
  try {
    await createAndRead(`${gw.url}/devices`);
  } finally {
    await gw.close();
  }
});

test("hints that name no path of the document are refused at start", async () => {
  const config = write("wrong.json", { resources: [{ collection: "/gadgets" }] });
  const [spec] = await loadSpecs(
    [mock("devices", write("plain.json", registry), { mockConfig: config })],
    cache.dir,
    new Map(),
  );
  expect(() => mockLines(spec)).toThrow(SpecRefusal);
  expect(() => mockLines(spec)).toThrow("mock-config: /gadgets is not a path of the document");
  const relation = write("relation.json", { relations: [{ path: "/devices/{serial}/like", flag: "liked" }] });
  const [related] = await loadSpecs(
    [mock("devices", write("plain.json", registry), { mockConfig: relation })],
    cache.dir,
    new Map(),
  );
  expect(() => mockLines(related)).toThrow(
    "mock-config: /devices/{serial}/like is not a path of the document",
  );
  const misspelt = write("misspelt.json", { relations: [{ path: "/devices", flags: "x" }] });
  const [bad] = await loadSpecs(
    [mock("devices", write("plain.json", registry), { mockConfig: misspelt })],
    cache.dir,
    new Map(),
  );
  expect(() => mockLines(bad)).toThrow("relations[0]: unknown key(s) flags");
});

test("the articles API: its resources, nested comments, and the actions left generated", async () => {
  const [spec] = await loadSpecs([mock("conduit", ARTICLES)], cache.dir, new Map());
  expect(mockLines(spec).map((l) => l.trim())).toEqual([
    "stateful /articles + /articles/{slug} (key slug):",
    "GET /articles (list), POST /articles (create), GET /articles/{slug} (read), PUT /articles/{slug} (replace), DELETE /articles/{slug} (delete), PATCH /articles/{slug} (update)",
    "stateful /articles/{slug}/comments + /articles/{slug}/comments/{id} (key id, in each /articles/{slug} record):",
    "GET /articles/{slug}/comments (list), POST /articles/{slug}/comments (create), DELETE /articles/{slug}/comments/{id} (delete)",
    "generated from examples and schemas: POST /users/login, POST /articles/{slug}/favorite",
  ]);
});
