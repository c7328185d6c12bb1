/** Services at their base paths in one middleware: matched as Express matches a mount path. */
import type { Request, Response } from "express";
import { BasePaths, basePathsLayer } from "../../src/http/base-paths";

const served: string[] = [];
const middleware = basePathsLayer(
  new BasePaths(
    ["/api-keys", "/address-lookup/v1", "/address-lookup", "/identity-verification/v1.2"].map(
      (basePath) =>
        [
          basePath,
          (_req: Request, _res: Response, path: string) => {
            served.push(`${basePath} ${path}`);
          },
        ] as const,
    ),
  ),
);

/** Which service took `path`, and with what path under its base; "next" when none did. */
function route(path: string): string {
  served.length = 0;
  let passed = false;
  middleware({ path } as Request, {} as Response, () => {
    passed = true;
  });
  return passed ? "next" : served.join();
}

test("a request goes to the service whose base path it starts with, with its path under the base path", () => {
  expect(route("/api-keys/v2/projects/p/keys")).toBe("/api-keys /v2/projects/p/keys");
  expect(route("/api-keys")).toBe("/api-keys /");
  expect(route("/api-keys/")).toBe("/api-keys /");
  expect(route("/identity-verification/v1.2/entity")).toBe("/identity-verification/v1.2 /entity");
});

test("base paths match case-insensitively and at a segment boundary only", () => {
  expect(route("/API-Keys/v2/keys")).toBe("/api-keys /v2/keys");
  expect(route("/api-keysx/v2")).toBe("next");
  expect(route("/identity-verification/v1.20/entity")).toBe("next");
  expect(route("/identity-verification/entity")).toBe("next");
});

test("the longest base path that matches wins; a path under no base path is passed on", () => {
  expect(route("/address-lookup/v1/postcodes/x")).toBe("/address-lookup/v1 /postcodes/x");
  expect(route("/address-lookup/V1")).toBe("/address-lookup/v1 /");
  expect(route("/address-lookup/v2/postcodes")).toBe("/address-lookup /v2/postcodes");
  expect(route("/healthz")).toBe("next");
  expect(route("/")).toBe("next");
});
