/**
 * The generated validators (src/http/request-validation.ts, response-validation.ts over
 * generated/<slug>/validation.ts) answer as express-openapi-validator's published middleware does: for
 * every operation of every spec, the same requests (sample and broken bodies, query and header parameters
 * through the texts validators trip on, path values with colons and bad percent-encoding, unknown paths and
 * methods, missing and wrong content types) are accepted or rejected alike, with the same status and the
 * same failing locations; so are the same replies (sample and broken bodies, undeclared statuses).
 *
 * Two differences are deliberate (bad input never yields a 5xx, and never passes a bound) and asserted as such: a non-finite number (`1e400`,
 * `-1e400`, `Infinity`, `NaN`) never passes a numeric parameter, where the library coerces it and lets it
 * through when no minimum or maximum stops it; and an empty query value counts as absent, where the library
 * rejects it.
 */
import type { AddressInfo } from "node:net";
import express, { type ErrorRequestHandler, type Express } from "express";
import * as OpenApiValidator from "express-openapi-validator";
import { services } from "../../generated/index";
import { requestParts, ServiceValidation } from "../../src/http/request-validation";
import { checkReply } from "../../src/http/response-validation";
import { JSON_TYPES } from "../../src/http/service-router";
import {
  loadDoc,
  type ParityRequest,
  type ParityResponse,
  requestVariants,
  responseVariants,
} from "../support/parity-cases";

interface Outcome {
  status: number;
  /** The failing locations, as JSON pointers into the request (or /response). */
  paths: string[];
  allow?: string;
}

/** Pointers into the request or response; errors that name the request's URL instead name no location. */
const LOCATION = /^\/(query|headers|params|cookies|body|response)(\/|$)/;

/**
 * Every validation failure becomes a 299 answer carrying the failure, so both apps report alike. An error that
 * names the request's own path is no location, even where the path looks like one (billing's `/query/jobs`).
 */
const report: ErrorRequestHandler = (err, req, res, _next) => {
  // The library names the path relative to its mount, so a path that ends the request's URL is that URL.
  const url = req.originalUrl.split("?")[0];
  res.status(299).json({
    status: err.status,
    paths: (err.errors ?? [])
      .map((e: { path: string }) => e.path)
      .filter((p: string) => LOCATION.test(p) && !url.endsWith(p)),
    allow: err.headers?.Allow,
  });
};

function withParsers(app: Express): Express {
  app.use(express.json({ type: JSON_TYPES }));
  app.use(express.raw({ type: () => true }));
  return app;
}

const NON_FINITE = ["1e400", "-1e400", "Infinity", "NaN"];
const NUMERIC = ["number", "integer"];

type Service = (typeof services)[number];

/** The requests where the gateway answered otherwise than the library, as intended. */
const differences: string[] = [];

/** The library's middleware: requests only, or responses only (requests then pass unchecked). */
function libraryApp(s: Service, mode: "requests" | "responses", reply: () => ParityResponse): Express {
  const app = withParsers(express());
  app.use(
    s.basePath,
    ...OpenApiValidator.middleware({
      apiSpec: loadDoc(s.specFile) as never,
      validateApiSpec: false,
      validateRequests: mode === "requests" ? { allowUnknownQueryParameters: false } : false,
      validateResponses: mode === "responses" ? { removeAdditional: false } : false,
      validateSecurity: false,
      ignoreUndocumented: false,
      fileUploader: false,
    }),
  );
  app.use((_req, res) => {
    if (mode === "requests") res.json({ status: 200, paths: [] });
    else {
      const r = reply();
      res.status(r.status).json(r.body);
    }
  });
  app.use(report);
  return app;
}

function gatewayApp(s: Service): Express {
  const validation = new ServiceValidation(s.operations, s.validation);
  const app = withParsers(express());
  app.use(s.basePath, (req, res) => {
    const m = validation.match(req.method, req.path);
    validation.validate(m.operation, requestParts(req, m.pathParams), req.get("content-type"));
    res.json({ status: 200, paths: [] });
  });
  app.use(report);
  return app;
}

async function listen(app: Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function outcome(origin: string, r: ParityRequest): Promise<Outcome> {
  const res = await fetch(`${origin}${r.url}`, { method: r.method, headers: r.headers, body: r.body });
  const body = (await res.json()) as Outcome;
  if (res.status !== 299) return { status: res.status, paths: [] };
  // The library lists the allowed methods in its route order; the set is what matters.
  return { ...body, allow: body.allow?.split(", ").sort().join(", ") };
}

/** What the generated validators must answer where they deliberately differ; undefined: as the library. */
function deliberate(r: ParityRequest, library: Outcome, withoutEmpty: () => Promise<Outcome>) {
  const p = r.parameter;
  if (
    p &&
    NUMERIC.includes(p.type) &&
    NON_FINITE.some((t) => r.label.endsWith(`=${t}`) || r.label.endsWith(`: ${t}`))
  ) {
    const where = { query: "query", header: "headers", path: "params" }[p.in];
    return { status: 400, paths: [`/${where}/${p.in === "header" ? p.name.toLowerCase() : p.name}`] };
  }
  if (p && r.label === `${p.name} empty` && library.status === 400) return withoutEmpty();
  return undefined;
}

describe.each(services.map((s) => [s.slug, s] as const))("%s", (_slug, s) => {
  const doc = loadDoc(s.specFile);
  let next: ParityResponse = { label: "", status: 200, body: {} };
  const apps: Record<string, { url: string; close: () => Promise<void> }> = {};
  beforeAll(async () => {
    apps.libraryRequests = await listen(libraryApp(s, "requests", () => next));
    apps.libraryResponses = await listen(libraryApp(s, "responses", () => next));
    apps.gateway = await listen(gatewayApp(s));
  });
  afterAll(() => Promise.all(Object.values(apps).map((a) => a.close())));

  test("requests: every operation, its parameters, bodies and content types, unknown paths and methods", async () => {
    const requests: ParityRequest[] = [
      { label: "unknown path", method: "GET", url: "/no/such/path", headers: {} },
      {
        label: "unknown path under a known one",
        method: "GET",
        url: `${s.operations[0].path.replace(/\{[^}]+\}/g, "v1")}/more/and/more`,
        headers: {},
      },
    ];
    const paths = new Set(s.operations.map((op) => op.path));
    for (const path of paths) {
      const declared = s.operations.filter((op) => op.path === path).map((op): string => op.method);
      const undeclared = ["get", "put", "post", "delete", "patch"].find((m) => !declared.includes(m));
      if (undeclared) {
        requests.push({
          label: `undeclared ${undeclared}`,
          method: undeclared.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, "v1"),
          headers: {},
        });
      }
    }
    for (const op of s.operations) requests.push(...requestVariants(doc, op.path, op.method));
    let accepted = 0;
    for (const r of requests) {
      const url = `${s.basePath}${r.url}`;
      const sent = { ...r, url };
      const [library, gateway] = [
        await outcome(apps.libraryRequests.url, sent),
        await outcome(apps.gateway.url, sent),
      ];
      const expected =
        (await deliberate(sent, library, () =>
          outcome(apps.libraryRequests.url, { ...sent, url: url.replace(/([?&])[^=&]+=(?=&|$)/, "$1") }),
        )) ?? library;
      if (JSON.stringify(expected) !== JSON.stringify(library)) differences.push(`${s.slug}: ${r.label}`);
      if (gateway.status === 200) accepted++;
      expect({ request: `${r.method} ${url} (${r.label})`, ...gateway }).toEqual({
        request: `${r.method} ${url} (${r.label})`,
        ...expected,
      });
    }
    // The variants reach the handlers' side too, not only rejections.
    expect(accepted).toBeGreaterThan(0);
  }, 300_000);

  test("responses: every declared JSON response, sample and broken bodies, undeclared statuses", async () => {
    const validation = new ServiceValidation(s.operations, s.validation);
    let rejected = 0;
    for (const op of s.operations) {
      const url = `${s.basePath}${op.path.replace(/\{[^}]+\}/g, "v1")}`;
      const { operation } = validation.match(op.method.toUpperCase(), url.slice(s.basePath.length));
      for (const r of responseVariants(doc, op.path, op.method)) {
        next = r;
        const res = await fetch(`${apps.libraryResponses.url}${url}`, { method: op.method.toUpperCase() });
        const body = (await res.json()) as Outcome;
        const library =
          res.status === 299 ? { status: body.status, paths: body.paths } : { status: 200, paths: [] };
        let gateway: Outcome = { status: 200, paths: [] };
        try {
          checkReply(operation.validation, r.status, undefined, r.body);
        } catch (err) {
          const e = err as { status: number; errors: { path: string }[] };
          gateway = { status: e.status, paths: e.errors.map((x) => x.path) };
        }
        if (gateway.status !== 200) rejected++;
        expect({ reply: `${op.operationId} ${r.label}`, ...gateway }).toEqual({
          reply: `${op.operationId} ${r.label}`,
          ...library,
        });
      }
    }
    expect(rejected).toBeGreaterThan(0);
  }, 300_000);
});

test("both deliberate differences occurred: a non-finite number and an empty query value", () => {
  expect(differences.some((d) => NON_FINITE.some((t) => d.endsWith(`=${t}`)))).toBe(true);
  expect(differences.some((d) => d.endsWith(" empty"))).toBe(true);
});
