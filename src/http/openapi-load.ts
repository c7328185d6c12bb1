/**
 * What express-openapi-validator's OpenApiSpecLoader does (bundle the document, find the base paths, list
 * the routes in the library's order), without the OpenAPI meta-schema validator that its framework compiles
 * for every document even when told not to validate the document (about 70 ms per spec, the largest part
 * of a small spec's start-up). The generator already lints every spec.
 */
import { OpenAPIFramework } from "express-openapi-validator/dist/framework";
import type { BasePath } from "express-openapi-validator/dist/framework/base.path";
import { OpenApiSpecLoader, sortRoutes } from "express-openapi-validator/dist/framework/openapi.spec.loader";
import type { OpenAPIV3 } from "express-openapi-validator/dist/framework/types";

export interface Route {
  basePath: string;
  /** The path as an Express route (the library's cache keys and request metadata use it). */
  expressRoute: string;
  openApiRoute: string;
  /** Upper case. */
  method: string;
}

/** The framework's helpers, private in its typings. */
interface FrameworkInternals {
  loadSpec(doc: OpenAPIV3.DocumentV3, refParser: { mode: "bundle" }): Promise<OpenAPIV3.DocumentV3>;
  getBasePathsFromServers(servers: OpenAPIV3.ServerObject[] | undefined): BasePath[];
  sortApiDocTags(doc: OpenAPIV3.DocumentV3): void;
}

const NOT_OPERATIONS = new Set(["parameters", "summary", "description"]);

/** Loads a copy of `apiDoc` and its routes as the library would. */
export async function loadRoutes(
  apiDoc: OpenAPIV3.DocumentV3,
): Promise<{ doc: OpenAPIV3.DocumentV3; routes: Route[] }> {
  const framework = new OpenAPIFramework({ apiDoc, validateApiSpec: false }) as unknown as FrameworkInternals;
  const doc = await framework.loadSpec(structuredClone(apiDoc), { mode: "bundle" });
  const basePaths = new Set(framework.getBasePathsFromServers(doc.servers).flatMap((bp) => bp.all()));
  framework.sortApiDocTags(doc);
  const toExpressParams = (
    OpenApiSpecLoader.prototype as unknown as { toExpressParams(part: string): string }
  ).toExpressParams;
  const routes: Route[] = [];
  for (const base of basePaths) {
    const basePath = base.replace(/\/$/, "");
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of Object.keys(item ?? {})) {
        if (method.startsWith("x-") || NOT_OPERATIONS.has(method)) continue;
        const openApiRoute = `${basePath}${path}`;
        const expressRoute = openApiRoute.split(":").map(toExpressParams).join("\\:");
        routes.push({ basePath, expressRoute, openApiRoute, method: method.toUpperCase() });
      }
    }
  }
  routes.sort(sortRoutes);
  return { doc, routes };
}
