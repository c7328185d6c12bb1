/**
 * Form bodies, as Twilio's older APIs take them: `FriendlyName=…` in the request, `friendly_name` in the
 * record, values typed by the record's schema; and a cursor-paged list with a `next` cursor in its envelope.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { tempCache } from "../any-spec/support";
import type { TestGateway } from "../support/gateway";
import { call, mock, responseViolations, startMocks } from "./support";

const service = {
  type: "object",
  properties: {
    sid: { type: "string", pattern: "^MG[0-9a-f]{32}$" },
    friendly_name: { type: "string" },
    sticky_sender: { type: "boolean" },
    validity_period: { type: "integer" },
  },
};
const doc = {
  openapi: "3.0.3",
  info: { title: "Messaging services", version: "1" },
  paths: {
    "/Services": {
      get: {
        parameters: [
          { name: "Limit", in: "query", schema: { type: "integer", default: 2 } },
          { name: "Cursor", in: "query", schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "A page.",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["services", "next"],
                  properties: {
                    services: { type: "array", items: service },
                    next: { type: "string", nullable: true },
                  },
                },
              },
            },
          },
        },
      },
      post: {
        requestBody: {
          required: true,
          content: {
            "application/x-www-form-urlencoded": {
              schema: {
                type: "object",
                required: ["FriendlyName"],
                properties: {
                  FriendlyName: { type: "string" },
                  StickySender: { type: "boolean" },
                  ValidityPeriod: { type: "integer" },
                },
              },
            },
          },
        },
        responses: {
          "201": { description: "Created.", content: { "application/json": { schema: service } } },
        },
      },
    },
    "/Services/{Sid}": {
      get: {
        parameters: [{ name: "Sid", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": { description: "The service.", content: { "application/json": { schema: service } } },
        },
      },
    },
  },
};

const cache = tempCache();
const work = mkdtempSync(path.join(os.tmpdir(), "mock-form-"));
let gw: TestGateway;
beforeAll(async () => {
  const file = path.join(work, "messaging.json");
  writeFileSync(file, JSON.stringify(doc));
  gw = await startMocks([mock("messaging", file)], cache.dir);
});
afterAll(async () => {
  await gw.close();
  cache.remove();
  rmSync(work, { recursive: true, force: true });
});

test("a form body is stored under the record's names, typed; a cursor pages the list", async () => {
  const sids: string[] = [];
  for (const name of ["one", "two", "three"]) {
    const res = await fetch(`${gw.url}/messaging/Services`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `FriendlyName=${name}&StickySender=true&ValidityPeriod=600`,
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Record<string, unknown>;
    expect(created).toEqual({
      sid: expect.stringMatching(/^MG[0-9a-f]{32}$/),
      friendly_name: name,
      sticky_sender: true,
      validity_period: 600,
    });
    sids.push(created.sid as string);
  }
  expect((await call(`${gw.url}/messaging/Services/${sids[1]}`, "GET")).body.friendly_name).toBe("two");
  const first = await call(`${gw.url}/messaging/Services`, "GET");
  expect(first.body.services.map((s: { sid: string }) => s.sid)).toEqual(sids.slice(0, 2));
  expect(typeof first.body.next).toBe("string");
  const second = await call(`${gw.url}/messaging/Services?Cursor=${first.body.next}`, "GET");
  expect(second.body).toEqual({ services: [expect.objectContaining({ sid: sids[2] })], next: null });
  expect((await call(`${gw.url}/messaging/Services?Cursor=nonsense`, "GET")).status).toBe(400);
  expect(await responseViolations(gw.url)).toEqual([]);
});
