/**
 * The precompiled route lookup (src/http/route-table.ts, src/http/openapi-validation.ts) answers as
 * express-openapi-validator's own lookup did: every spec's every path, plus custom-method colons, trailing
 * slashes, case, percent-encoding, 404 and 405.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { sortRoutes } from "express-openapi-validator/dist/framework/openapi.spec.loader";
import { pathToRegexp } from "path-to-regexp";
import { loadSpec } from "../../src/app";
import { loadRoutes } from "../../src/http/openapi-load";
import { CompiledSpec } from "../../src/http/openapi-validation";
import { RouteTable } from "../../src/http/route-table";

const specs = readdirSync(path.join(__dirname, "../../specs")).filter((f) => f.endsWith(".yaml"));

/** The library's lookup: the first route, in its sort order, whose compiled template matches. */
function libraryLookup(routes: { expressRoute: string; openApiRoute: string }[], url: string) {
  for (const r of routes) {
    const { regexp, keys } = pathToRegexp(r.expressRoute, { sensitive: false });
    const m = regexp.exec(url);
    if (m)
      return { route: r.openApiRoute, params: Object.fromEntries(keys.map((k, i) => [k.name, m[i + 1]])) };
  }
  return undefined;
}

/** Concrete URLs for a template: plain values, values with colons and dots, upper case, trailing slash. */
function urlsFor(template: string): string[] {
  const fill = (value: string) => template.replace(/\{[^}]+\}/g, value);
  return [fill("v1"), fill("a:b"), fill("x.y-z"), `${fill("v2")}/`, fill("Q").toUpperCase()];
}

describe.each(specs)("%s", (file) => {
  test("every URL finds the template the library found", async () => {
    const doc = loadSpec(`specs/${file}`);
    const { routes } = await loadRoutes(doc);
    const sorted = [...routes].sort(sortRoutes);
    const table = new RouteTable<string>();
    for (const r of routes) table.add(r.openApiRoute.substring(r.basePath.length), r.openApiRoute);
    const base = routes[0].basePath;
    for (const r of routes) {
      for (const relative of urlsFor(r.openApiRoute.substring(base.length))) {
        const expected = libraryLookup(sorted, `${base}${relative}`);
        const hit = table.find(relative);
        expect({ url: relative, route: hit?.value }).toEqual({ url: relative, route: expected?.route });
        if (hit && expected) {
          expect(Object.fromEntries(hit.names.map((n, i) => [n, hit.raw[i]]))).toEqual(expected.params);
        }
      }
    }
  });
});

describe("answers of the compiled spec", () => {
  let spec: CompiledSpec;
  const keys = "/v2/projects/p1/locations/global/keys";
  beforeAll(async () => {
    spec = await CompiledSpec.compile(loadSpec("specs/api-keys.yaml"), { validateResponses: false });
  });

  test.each([
    ["GET", `${keys}/k1`, "getKey", { project: "p1", location: "global", key: "k1" }],
    ["POST", `${keys}/k1:undelete`, "undeleteKey", { project: "p1", location: "global", key: "k1" }],
    ["GET", `${keys}/k%2F1`, "getKey", { project: "p1", location: "global", key: "k/1" }],
    ["GET", `${keys}/k1/keyString/`, "getKeyString", { project: "p1", location: "global", key: "k1" }],
    ["GET", "/V2/KEYS:LOOKUPKEY", "lookupKey", {}],
  ])("%s %s is %s", (method, url, operationId, params) => {
    const m = spec.match(method, url, url);
    expect(m.operation.operationId).toBe(operationId);
    expect(m.pathParams).toEqual(params);
  });

  test.each([
    ["GET", "/v3/keys", 404, undefined],
    ["GET", `${keys}/k1/keyString/more`, 404, undefined],
    ["GET", `${keys}/k1:undelete`, 405, "POST"],
    ["PUT", keys, 405, "GET, POST"],
    ["GET", `${keys}/k%ZZ`, 400, undefined],
  ])("%s %s → %i", (method, url, status, allow) => {
    let thrown: { status?: number; headers?: Record<string, string> } | undefined;
    try {
      spec.match(method, url, url);
    } catch (err) {
      thrown = err as typeof thrown;
    }
    expect(thrown?.status).toBe(status);
    expect(thrown?.headers?.Allow).toBe(allow);
  });
});
