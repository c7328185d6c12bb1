/** The docs pages and spec documents, on the wire: what a browser and a client generator fetch. */
import yaml from "js-yaml";
import request from "supertest";
import { services } from "../../generated/index";
import { loadSpec } from "../../src/http/docs";
import { startGateway, type TestGateway } from "../support/gateway";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

test("/docs lists every mounted service with its page and both spec documents", async () => {
  const res = await request(gw.app).get("/docs");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/html/);
  for (const s of services) {
    expect(res.text).toContain(`href="/docs/${s.slug}"`);
    expect(res.text).toContain(`href="${s.basePath}/openapi.yaml"`);
    expect(res.text).toContain(`href="${s.basePath}/openapi.json"`);
  }
});

test.each(
  services.map((s) => [s.slug, s.basePath, s.specFile]),
)("%s: the spec is served as JSON and YAML, both equal to the loaded spec", async (_slug, basePath, specFile) => {
  const loaded = loadSpec(specFile);
  const json = await request(gw.app).get(`${basePath}/openapi.json`);
  expect(json.status).toBe(200);
  expect(json.headers["content-type"]).toMatch(/^application\/json/);
  expect(json.body).toEqual(loaded);
  const text = await request(gw.app).get(`${basePath}/openapi.yaml`);
  expect(text.status).toBe(200);
  expect(text.headers["content-type"]).toMatch(/^application\/yaml/);
  expect(yaml.load(text.text)).toEqual(loaded);
});

test("a service page loads Swagger UI from the gateway itself, pointed at the service's spec", async () => {
  const res = await request(gw.app).get("/docs/api-keys");
  expect(res.status).toBe(200);
  expect(res.text).toContain('src="/docs/assets/swagger-ui-bundle.js"');
  expect(res.text).toContain('"url":"/api-keys/openapi.json"');
  expect(res.text).not.toMatch(/https?:\/\//);
  const asset = await request(gw.app).get("/docs/assets/swagger-ui-bundle.js");
  expect(asset.status).toBe(200);
  expect(asset.headers["content-type"]).toMatch(/javascript/);
  expect(asset.body.length ?? asset.text.length).toBeGreaterThan(100_000);
});

test("an unknown service page or asset is a 404, not a page", async () => {
  expect((await request(gw.app).get("/docs/no-such-service")).status).toBe(404);
  expect((await request(gw.app).get("/docs/assets/no-such-file.js")).status).toBe(404);
});
