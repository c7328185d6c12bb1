/**
 * The generated validators (src/http/request-validation.ts, response-validation.ts over
 * generated/<slug>/validation.ts) answer as express-openapi-validator's published middleware does: for
 * every operation of every spec, the same requests (sample and broken bodies, query and header parameters
 * through the texts validators trip on, path values with colons and bad percent-encoding, unknown paths and
 * methods, missing and wrong content types) are accepted or rejected alike, with the same status, and every
 * failing location the library names is named by the gateway too; so are the same replies (sample and broken
 * bodies, undeclared statuses). The gateway lists every violation where the library stops at the first one
 * of each part, so it may name more locations, never fewer.
 *
 * Four differences are deliberate and asserted as such:
 * - a non-finite number (`1e400`, `-1e400`, `Infinity`, `NaN`) never passes a numeric parameter, where the
 *   library coerces it and lets it through when no minimum or maximum stops it;
 * - an empty query value is read as the spec's `x-empty-query-value` says: a present "" that the schema
 *   accepts or refuses (the library refuses every empty value), or, for the Google services, absent;
 * - a query value with reserved characters sent raw (`a:b`, `a,b`) is read as the providers and RFC 3986 read
 *   it, as the same value percent-encoded, where the library refuses it ("must be url encoded") unless the
 *   parameter sets `allowReserved`: the gateway must answer as the library answers the encoded value;
 * - a query parameter the operation does not declare is answered as the provider answers it: refused by the
 *   Google services, as by the library, and ignored by every other, where the library refuses it: the
 *   gateway must answer as the library answers the request without it.
 */
import type { AddressInfo } from "node:net";
import express, { type ErrorRequestHandler, type Express } from "express";
import * as OpenApiValidator from "express-openapi-validator";
import { services } from "../../generated/index";
import { loadSpec } from "../../src/any-spec/load";
import { dialects } from "../../src/errors";
import { ServiceError } from "../../src/errors/service-error";
import { requestParts, ServiceValidation } from "../../src/http/request-validation";
import { checkReply } from "../../src/http/response-validation";
import { JSON_TYPES } from "../../src/http/service-router";
import { tempCache } from "../any-spec/support";
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
/** Reserved characters other than the query's own delimiters, which the library refuses raw in a query value. */
const RESERVED_ALL = /[:/?[\]@!$'()*,;]/g;
const NUMERIC = ["number", "integer"];

type Service = (typeof services)[number];

/**
 * The gateway's outcome held to the expected one: the same status and allowed methods, and every failing
 * location expected among those it names, or a location inside it (it lists every violation; the library
 * stops at the first).
 */
function covers(gateway: Outcome, expected: Outcome): Outcome {
  // A location inside the expected one names it more precisely (`/query/tagKeys/0` for `/query/tagKeys`).
  const named = expected.paths.every((p) => gateway.paths.some((g) => g === p || g.startsWith(`${p}/`)));
  return named ? { ...gateway, paths: expected.paths } : gateway;
}

/** The requests where the gateway answered otherwise than the library, as intended. */
const differences: string[] = [];

/** The library's middleware: requests only, or responses only (requests then pass unchecked). */
function libraryApp(
  s: Service,
  mode: "requests" | "responses",
  reply: () => ParityResponse,
  apiSpec: object = loadDoc(s.specFile),
): Express {
  const app = withParsers(express());
  app.use(
    s.basePath,
    ...OpenApiValidator.middleware({
      apiSpec: apiSpec as never,
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

/** The generated validators as a reference service runs them: unknown query parameters as its dialect says. */
function gatewayApp(s: Service): Express {
  const dialect = dialects[s.dialect];
  const validation = new ServiceValidation(s.operations, s.validation, {
    unknownQueryParameter: (name) => dialect.unknownQueryParameter?.(name),
  });
  const app = withParsers(express());
  app.use(s.basePath, (req, res) => {
    const m = validation.match(req.method, req.path);
    try {
      validation.validate(m.operation, requestParts(req, m.pathParams), req.get("content-type"));
    } catch (err) {
      // The provider's own refusal names the query parameter it refuses.
      if (!(err instanceof ServiceError)) throw err;
      const { status } = dialect.render(err, { requestId: "", path: req.originalUrl });
      throw { status, errors: (err.details.violations ?? []).map((v) => ({ path: `/query/${v.field}` })) };
    }
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

/** The library's answer to another form of the request: the URL rewritten. */
type Ask = (url: string) => Promise<Outcome>;

/**
 * The spec with `allowEmptyValue` on every query parameter: the library then checks an empty value against
 * the parameter's schema, which is how the gateway reads one where the spec says `x-empty-query-value: checked`.
 */
function emptyValuesChecked(specFile: string): object {
  const doc = loadDoc(specFile) as unknown as Record<string, unknown>;
  const all = [
    ...Object.values(doc.paths as Record<string, Record<string, { parameters?: unknown[] }>>).flatMap(
      (item) => [item, ...Object.values(item)],
    ),
    { parameters: Object.values(((doc.components as Record<string, unknown>)?.parameters ?? {}) as object) },
  ];
  for (const holder of all) {
    for (const p of (holder as { parameters?: unknown[] }).parameters ?? []) {
      const param = p as Record<string, unknown>;
      if (param.in === "query") param.allowEmptyValue = true;
    }
  }
  return doc;
}

/** The URL with the reserved characters of its query values percent-encoded, as a strict client sends them. */
function encodedQuery(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const pairs = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq < 0) return pair;
      const value = pair
        .slice(eq + 1)
        .replace(RESERVED_ALL, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
      return `${pair.slice(0, eq + 1)}${value}`;
    });
  return `${url.slice(0, q + 1)}${pairs.join("&")}`;
}

/** What the generated validators must answer where they deliberately differ; undefined: as the library. */
function deliberate(s: Service, r: ParityRequest, library: Outcome, ask: Ask, askChecked: Ask) {
  const p = r.parameter;
  if (
    p &&
    NUMERIC.includes(p.type) &&
    NON_FINITE.some((t) => r.label.endsWith(`=${t}`) || r.label.endsWith(`: ${t}`))
  ) {
    const where = { query: "query", header: "headers", path: "params" }[p.in];
    return { status: 400, paths: [`/${where}/${p.in === "header" ? p.name.toLowerCase() : p.name}`] };
  }
  const encoded = encodedQuery(r.url);
  if (r.label === "unknown query parameter" && !dialects[s.dialect].unknownQueryParameter)
    return ask(encoded.replace(/[?&]unknown=1$/, ""));
  if (p && r.label === `${p.name} empty` && library.status === 400) {
    const empty =
      (loadDoc(s.specFile) as unknown as Record<string, unknown>)["x-empty-query-value"] ?? "checked";
    if (empty === "absent") return ask(encoded.replace(/([?&])[^=&]+=(?=&|$)/, "$1"));
    if (empty === "checked") return askChecked(encoded);
  }
  return encoded === r.url ? undefined : ask(encoded);
}

describe.each(services.map((s) => [s.slug, s] as const))("%s", (_slug, s) => {
  const doc = loadDoc(s.specFile);
  let next: ParityResponse = { label: "", status: 200, body: {} };
  const apps: Record<string, { url: string; close: () => Promise<void> }> = {};
  beforeAll(async () => {
    apps.libraryRequests = await listen(libraryApp(s, "requests", () => next));
    apps.libraryResponses = await listen(libraryApp(s, "responses", () => next));
    apps.libraryEmptyChecked = await listen(
      libraryApp(s, "requests", () => next, emptyValuesChecked(s.specFile)),
    );
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
        (await deliberate(
          s,
          sent,
          library,
          (other) => outcome(apps.libraryRequests.url, { ...sent, url: other }),
          (other) => outcome(apps.libraryEmptyChecked.url, { ...sent, url: other }),
        )) ?? library;
      if (JSON.stringify(expected) !== JSON.stringify(library)) differences.push(`${s.slug}: ${r.label}`);
      if (gateway.status === 200) accepted++;
      expect({ request: `${r.method} ${url} (${r.label})`, ...covers(gateway, expected) }).toEqual({
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
        expect({ reply: `${op.operationId} ${r.label}`, ...covers(gateway, library) }).toEqual({
          reply: `${op.operationId} ${r.label}`,
          ...library,
        });
      }
    }
    expect(rejected).toBeGreaterThan(0);
  }, 300_000);
});

/**
 * readOnly and writeOnly, which no built-in spec uses, on a small document compiled as a mounted one is (the same
 * compiler as the generated validators'): the sampled variants, and requests and replies that send a property
 * the wrong way or leave out one required the right way. One difference is deliberate: a property that is
 * readOnly through its `$ref` (Profile's `created`) is never required of a request, where the library still
 * requires it (while refusing it when sent: no request could pass); the gateway answers as the library answers
 * with readOnly written on the property itself.
 */
describe("readOnly and writeOnly", () => {
  const specFile = "test/gateway/specs/read-write-only.yaml";
  const doc = loadDoc(specFile);
  const cache = tempCache();
  let next: ParityResponse = { label: "", status: 200, body: {} };
  let s: Service;
  const apps: Record<string, { url: string; close: () => Promise<void> }> = {};
  beforeAll(async () => {
    const spec = await loadSpec(
      { name: "rw", file: specFile, target: { kind: "mock", policy: "enforce" } },
      cache.dir,
    );
    // What the apps read of a service: its base path, operations and validators, and a dialect that refuses an
    // unknown query parameter as the library does.
    s = {
      ...services[0],
      basePath: "/rw",
      specFile,
      dialect: "google",
      operations: spec.operations,
      validation: spec.validation,
    } as unknown as Service;
    apps.libraryRequests = await listen(libraryApp(s, "requests", () => next, doc));
    const inline = loadDoc(specFile) as unknown as {
      components: { schemas: { Profile: { properties: Record<string, object> } } };
    };
    inline.components.schemas.Profile.properties.created = { type: "string", readOnly: true };
    apps.libraryInline = await listen(libraryApp(s, "requests", () => next, inline));
    apps.libraryResponses = await listen(libraryApp(s, "responses", () => next, loadDoc(specFile)));
    apps.gateway = await listen(gatewayApp(s));
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((a) => a.close()));
    cache.remove();
  });

  const json = { "content-type": "application/json" };
  const user = (body: object): ParityRequest => ({
    label: JSON.stringify(body),
    method: "POST",
    url: "/users",
    headers: json,
    body: JSON.stringify(body),
  });
  const profile = (body: object): ParityRequest => ({ ...user(body), method: "PUT", url: "/users/1" });

  test("requests: a readOnly property sent is refused and never required; a writeOnly one is required", async () => {
    const requests = [
      ...requestVariants(doc, "/users", "post"),
      ...requestVariants(doc, "/users/{id}", "put"),
      user({ id: 1, name: "ann", password: "correct horse" }),
      user({ name: "ann" }),
      user({ name: "ann", password: "correct horse" }),
      profile({ profile: { created: "2026-01-01", secret: "s" } }),
      profile({ profile: { bio: "b" } }),
      profile({ profile: { secret: "s", bio: "b" } }),
    ];
    const outcomes: Outcome[] = [];
    const differing: string[] = [];
    for (const r of requests) {
      const sent = { ...r, url: `/rw${r.url}` };
      const [library, inline, gateway] = [
        await outcome(apps.libraryRequests.url, sent),
        await outcome(apps.libraryInline.url, sent),
        await outcome(apps.gateway.url, sent),
      ];
      outcomes.push(library);
      if (JSON.stringify(library) !== JSON.stringify(inline))
        differing.push(`${r.label}: ${library.paths.join()}`);
      // The differences every spec has (a non-finite number), from the inline reading.
      const ask = (other: string) => outcome(apps.libraryInline.url, { ...sent, url: other });
      const noQuery = () => Promise.reject(new Error("this document declares no query parameter"));
      const expected = (await deliberate(s, sent, inline, ask, noQuery)) ?? inline;
      expect({ request: `${r.method} ${r.url} (${r.label})`, ...covers(gateway, expected) }).toEqual({
        request: `${r.method} ${r.url} (${r.label})`,
        ...expected,
      });
    }
    // The library differs from its own inline reading only where it requires the readOnly `created`.
    expect(differing.length).toBeGreaterThan(0);
    for (const d of differing) expect(d).toMatch(/[ ,]\/body\/profile\/created$/);
    // The library itself refuses the readOnly `id` and the missing `password`, and takes the valid body.
    expect(outcomes.slice(-6, -3).map((o) => o.status)).toEqual([400, 400, 200]);
    expect(outcomes.at(-6)?.paths).toEqual(["/body/id"]);
    expect(outcomes.at(-5)?.paths).toEqual(["/body/password"]);
    expect(outcomes.at(-3)?.paths).toEqual(["/body/profile/created"]);
  }, 120_000);

  test("responses: a writeOnly property sent back is refused and never required; a readOnly one is required", async () => {
    const validation = new ServiceValidation(s.operations, s.validation);
    const replies: [path: string, method: string, ParityResponse][] = [
      ...responseVariants(doc, "/users", "post").map((r): [string, string, ParityResponse] => [
        "/users",
        "post",
        r,
      ]),
      ...responseVariants(doc, "/users/{id}", "put").map((r): [string, string, ParityResponse] => [
        "/users/{id}",
        "put",
        r,
      ]),
      [
        "/users",
        "post",
        { label: "password sent back", status: 201, body: { id: 1, name: "a", password: "p" } },
      ],
      ["/users", "post", { label: "no id", status: 201, body: { name: "a" } }],
      ["/users", "post", { label: "as stored", status: 201, body: { id: 1, name: "a" } }],
      ["/users/{id}", "put", { label: "secret sent back", status: 200, body: { created: "t", secret: "s" } }],
      ["/users/{id}", "put", { label: "as stored", status: 200, body: { created: "t" } }],
    ];
    const statuses: number[] = [];
    for (const [path, method, r] of replies) {
      next = r;
      const url = `/rw${path.replace(/\{[^}]+\}/g, "1")}`;
      const res = await fetch(`${apps.libraryResponses.url}${url}`, {
        method: method.toUpperCase(),
        headers: json,
        body:
          method === "put" ? JSON.stringify({ profile: {} }) : JSON.stringify({ name: "a", password: "p" }),
      });
      const body = (await res.json()) as Outcome;
      const library =
        res.status === 299 ? { status: body.status, paths: body.paths } : { status: 200, paths: [] };
      statuses.push(library.status);
      const { operation } = validation.match(method.toUpperCase(), url.slice("/rw".length));
      let gateway: Outcome = { status: 200, paths: [] };
      try {
        checkReply(operation.validation, r.status, undefined, r.body);
      } catch (err) {
        const e = err as { status: number; errors: { path: string }[] };
        gateway = { status: e.status, paths: e.errors.map((x) => x.path) };
      }
      expect({ reply: `${method} ${path} ${r.label}`, ...covers(gateway, library) }).toEqual({
        reply: `${method} ${path} ${r.label}`,
        ...library,
      });
    }
    expect(statuses.slice(-5)).toEqual([500, 500, 200, 500, 200]);
  }, 120_000);
});

test("every deliberate difference occurred: a non-finite number, an empty query value, reserved characters, an unknown parameter", () => {
  expect(differences.some((d) => NON_FINITE.some((t) => d.endsWith(`=${t}`)))).toBe(true);
  expect(differences.some((d) => d.endsWith(" empty"))).toBe(true);
  expect(differences.some((d) => d.endsWith("=a:b"))).toBe(true);
  expect(differences.some((d) => d.endsWith("=a,b"))).toBe(true);
  expect(differences.some((d) => d.endsWith(": unknown query parameter"))).toBe(true);
  // The Google services refuse an unknown parameter as the library does.
  expect(differences).not.toContain("api-keys: unknown query parameter");
});
