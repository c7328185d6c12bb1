/**
 * The request-path bench's cases. By default the three the comparison is about, on api-keys (served by every
 * contender): a GET of a page of keys, a valid POST, an invalid POST. On request (BENCH_CASES), the older
 * ones: an invalid query, and the first and last operations of the largest spec (answered, or rejected
 * right after routing), which only the gateway, the bare servers and Prism serve.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { services as registry } from "../../generated/index";
import { serviceModules } from "../../src/handlers";
import type { Kind } from "./contenders";
import type { BenchRequest } from "./load";
import { type SpecDoc, synthesize } from "./synth";

type Service = (typeof registry)[number];

export interface Case {
  id: string;
  title: string;
  request: BenchRequest;
  /** The spec Prism must serve for this case. */
  spec: string;
  /** Prism ignores a relative servers[0].url: its paths start after the base path. */
  basePath: string;
  /** The contenders that serve the case (all when absent). */
  kinds?: readonly Kind[];
}

export const DEFAULT_CASES = ["get", "post", "invalid-post"];

const root = path.resolve(__dirname, "../..");
export const KEYS = "/api-keys/v2/projects/bench/locations/global/keys";
export const AUTH = serviceModules["api-keys"].devCredentials();
export const CREATE_BODY = JSON.stringify({
  displayName: "bench key",
  restrictions: { apiTargets: [{ service: "translate.googleapis.com", methods: ["Translate*"] }] },
});
/** A createKey body every validator refuses: displayName is at most 63 characters long. */
const INVALID_BODY = JSON.stringify({
  displayName: "a display name far longer than the sixty-three characters the spec allows for it",
  restrictions: { apiTargets: [{ service: "translate.googleapis.com" }] },
});
const ROUTING_KINDS: readonly Kind[] = ["node", "express", "prism", "gateway"];

export function loadDoc(specFile: string): SpecDoc {
  return yaml.load(readFileSync(path.join(root, specFile), "utf8")) as SpecDoc;
}

const METHODS = ["PATCH", "PUT", "DELETE", "POST", "GET"];

/**
 * The operation's path with a method none of its operations takes: the gateway finds the path, then answers
 * 405 before any handler, so that the first and the last operation differ only in the lookup.
 */
function routingOnly(req: BenchRequest, service: Service, path: string): BenchRequest {
  const taken = new Set(service.operations.filter((o) => o.path === path).map((o) => o.method.toUpperCase()));
  const method = METHODS.find((m) => !taken.has(m));
  if (!method) throw new Error(`every method is taken at ${path}`);
  const { body: _, ...rest } = req;
  return { ...rest, method, path: req.path.split("?")[0] };
}

/**
 * createKey requests to the project `project`; with `every`, a new project every `every` requests instead
 * (Google allows 300 keys per project), named after the project, the run and the count.
 */
export function createRequest(body: string, project: string, every?: number): BenchRequest {
  const before = "/api-keys/v2/projects/";
  const after = "/locations/global/keys";
  return {
    method: "POST",
    path: `${before}${project}${after}`,
    headers: { ...AUTH, "content-type": "application/json" },
    body,
    spread: every === undefined ? undefined : { before: `${before}${project}-`, after, every },
  };
}

/** In this order: the POST case grows the stores, so it runs after the reads. */
export function buildCases(largest: Service, wanted: readonly string[]): Case[] {
  const doc = loadDoc(largest.specFile);
  const first = largest.operations[0];
  const last = largest.operations[largest.operations.length - 1];
  const n = largest.operations.length;
  const credentials = serviceModules[largest.slug].devCredentials();
  const firstRequest = synthesize(doc, first.path, first.method, credentials);
  const lastRequest = synthesize(doc, last.path, last.method, credentials);
  const keys = { spec: "specs/api-keys.yaml", basePath: "/api-keys" };
  const largestSpec = { spec: largest.specFile, basePath: largest.basePath, kinds: ROUTING_KINDS };
  const cases: Case[] = [
    {
      id: "get",
      title: "GET with query parameters (api-keys listKeys, pageSize=10 of 20 keys)",
      request: { method: "GET", path: `${KEYS}?pageSize=10&showDeleted=false`, headers: AUTH },
      ...keys,
    },
    {
      id: "invalid-query",
      title: "invalid query (api-keys listKeys, pageSize=abc)",
      request: { method: "GET", path: `${KEYS}?pageSize=abc`, headers: AUTH },
      ...keys,
    },
    {
      id: "first",
      title: `first operation of the largest spec (${largest.slug}, ${n} operations): ${first.operationId}`,
      request: firstRequest,
      ...largestSpec,
    },
    {
      id: "last",
      title: `last operation of the largest spec (${largest.slug}, ${n} operations): ${last.operationId}`,
      request: lastRequest,
      ...largestSpec,
    },
    // The two operations do different work in their handlers; these two do the same after the lookup.
    {
      id: "first-route",
      title: `first operation of the largest spec, rejected right after routing: ${first.operationId}`,
      request: routingOnly(firstRequest, largest, first.path),
      ...largestSpec,
    },
    {
      id: "last-route",
      title: `last operation of the largest spec, rejected right after routing: ${last.operationId}`,
      request: routingOnly(lastRequest, largest, last.path),
      ...largestSpec,
    },
    {
      id: "post",
      title: "valid POST with a JSON body (api-keys createKey)",
      request: createRequest(CREATE_BODY, "bench-post", 250),
      ...keys,
    },
    {
      id: "invalid-post",
      title: "invalid POST (api-keys createKey, displayName over its 63 characters)",
      request: {
        method: "POST",
        path: KEYS,
        headers: { ...AUTH, "content-type": "application/json" },
        body: INVALID_BODY,
      },
      ...keys,
    },
  ];
  return cases.filter((c) => wanted.includes(c.id));
}

/** The request as a contender serves it: Prism serves the paths without the base path. */
export function requestFor(c: Case, kind: Kind): BenchRequest {
  if (kind !== "prism") return c.request;
  const { spread } = c.request;
  return {
    ...c.request,
    path: c.request.path.slice(c.basePath.length),
    spread: spread && { ...spread, before: spread.before.slice(c.basePath.length) },
  };
}
