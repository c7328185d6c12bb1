/**
 * createApp is a list of mounts, and a mount that has nothing to serve costs nothing: an app that serves only
 * a document of its own never loads the built-in services' modules (their handlers and fixtures).
 */
import request from "supertest";
import { loadSpecs } from "../../src/any-spec/load";
import type { createApp as CreateApp } from "../../src/app";
import { silentLogger } from "../../src/http/logger";
import { mocked, tempCache } from "../any-spec/support";

test("an app of documents only loads no service module; one with a built-in service does", async () => {
  let createApp!: typeof CreateApp;
  jest.isolateModules(() => {
    jest.doMock("../../src/handlers", () => {
      throw new Error("the service modules were loaded");
    });
    ({ createApp } = require("../../src/app") as typeof import("../../src/app"));
  });
  const cache = tempCache();
  try {
    const specs = await loadSpecs([mocked("inventory", "inventory.yaml")], cache.dir, new Map());
    const app = await createApp({ services: [], specs, logger: silentLogger() });
    const health = await request(app).get("/healthz");
    expect(health.status).toBe(200);
    expect(health.body.services.map((s: { slug: string }) => s.slug)).toEqual(["inventory"]);

    await expect(createApp({ services: ["branch-lookup"], logger: silentLogger() })).rejects.toThrow(
      "the service modules were loaded",
    );
  } finally {
    cache.remove();
  }
});
