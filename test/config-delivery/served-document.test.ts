/**
 * The document /docs and client generators read: it carries the vendor extensions the gateway itself reads
 * (the error dialect) and no notes of how the service was put together.
 */
import request from "supertest";
import { startGateway, type TestGateway } from "../support/gateway";
import { BASE } from "./support";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ services: ["config-delivery"] });
});
afterAll(() => gw.close());

/** Maps whose keys are names (a header `x-amzn-ErrorType`, a property), not fields that can be extensions. */
const NAME_MAPS = new Set(["headers", "properties"]);

/** Every extension (`x-` field) of an OpenAPI value, with where it is. */
function extensions(value: unknown, at = "#", names = false): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => extensions(v, `${at}/${i}`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(k.startsWith("x-") && !names ? [`${at}/${k}`] : []),
    ...extensions(v, `${at}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`, !names && NAME_MAPS.has(k)),
  ]);
}

test("the served document's only extension is the error dialect the gateway renders errors in", async () => {
  const res = await request(gw.app).get(`${BASE}/openapi.json`);
  expect(res.status).toBe(200);
  expect(extensions(res.body)).toEqual(["#/x-error-dialect"]);
  // The AppConfig Data operations are described as the service's own.
  expect(res.body.paths["/configurationsessions"].post.summary).toMatch(/AppConfig Data/);
});
