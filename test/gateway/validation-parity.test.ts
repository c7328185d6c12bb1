/**
 * The gateway's compiled validation (src/http/openapi-validation.ts) answers every request exactly as
 * express-openapi-validator's own middleware does: same status, message, violations and headers, and the
 * same coerced query and path parameters. Both run over every operation of every spec, with path values
 * containing colons and query strings that are repeated, empty, reserved, bracketed or unknown.
 */
import express, { type ErrorRequestHandler, type Express } from "express";
import * as OpenApiValidator from "express-openapi-validator";
import request from "supertest";
import { services } from "../../generated/index";
import { loadSpec } from "../../src/app";
import { CompiledSpec, openApiValidatorOptions } from "../../src/http/openapi-validation";

type Param = { name: string; in: string; $ref?: string };

const report: ErrorRequestHandler = (err, _req, res, _next) => {
  res
    .status(299)
    .json({ status: err.status, message: err.message, errors: err.errors, headers: err.headers });
};

async function apps(s: (typeof services)[number]): Promise<{ library: Express; gateway: Express }> {
  const doc = loadSpec(s.specFile);
  const library = express();
  library.use(express.json());
  library.use(
    s.basePath,
    ...OpenApiValidator.middleware(openApiValidatorOptions(structuredClone(doc), false)),
  );
  library.use((req, res) => {
    res.json({
      query: req.query,
      params: (req as { openapi?: { pathParams: unknown } }).openapi?.pathParams,
    });
  });
  library.use(report);
  const spec = await CompiledSpec.compile(doc, { validateResponses: false });
  const gateway = express();
  gateway.use(express.json());
  gateway.use(s.basePath, (req, res) => {
    const m = spec.match(req.method, req.path, req.path);
    spec.validateRequest(req, m);
    res.json({ query: req.query, params: m.pathParams });
  });
  gateway.use(report);
  return { library, gateway };
}

describe.each(services.map((s) => [s.slug, s] as const))("%s", (_slug, s) => {
  test("every operation answers as the library's middleware", async () => {
    const { library, gateway } = await apps(s);
    const doc = loadSpec(s.specFile) as unknown as {
      paths: Record<string, Record<string, { parameters?: Param[] }> & { parameters?: Param[] }>;
      components?: { parameters?: Record<string, Param> };
    };
    for (const op of s.operations) {
      const item = doc.paths[op.path];
      const params = [...(item.parameters ?? []), ...(item[op.method].parameters ?? [])].map((p) =>
        p.$ref ? (doc.components?.parameters?.[p.$ref.split("/").pop() ?? ""] as Param) : p,
      );
      const queries = params.filter((p) => p.in === "query").map((p) => p.name);
      const variants = [
        "",
        "unknown=1",
        ...queries.flatMap((q) => [
          `${q}=a`,
          `${q}=a&${q}=b`,
          `${q}=a:b`,
          `${q}=a,b`,
          `${q}=`,
          `${q}=1`,
          `${q}[x]=1`,
        ]),
      ];
      for (const value of ["v1", "a:b"]) {
        for (const query of variants) {
          const url = `${s.basePath}${op.path.replace(/\{[^}]+\}/g, value)}${query ? `?${query}` : ""}`;
          const send = (app: Express) => {
            const r = request(app)[op.method as "get"](url).set("content-type", "application/json");
            return op.body === "none" ? r : r.send("{}");
          };
          const [a, b] = [await send(library), await send(gateway)];
          expect({ url, status: b.status, body: b.body }).toEqual({ url, status: a.status, body: a.body });
        }
      }
    }
  }, 120_000);
});
