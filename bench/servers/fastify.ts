/**
 * Fastify 5 serving the API-key cases with its own schema validation (Ajv, compiled when the route is
 * added): the path parameters, query and body schemas of listKeys and createKey taken from
 * specs/api-keys.yaml, their $refs inlined. Fastify coerces the query to the declared types, as the gateway
 * does. The handlers are the bare servers' (bare-keys.ts); failures leave in Google's error format.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import Fastify, { type FastifyError } from "fastify";
import yaml from "js-yaml";
import { createKey, googleError, listKeys } from "./bare-keys";

type Json = Record<string, unknown>;

const doc = yaml.load(readFileSync(path.resolve(__dirname, "../../specs/api-keys.yaml"), "utf8")) as Json;

/** `node` with every local $ref replaced by what it points to. */
function inline(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inline);
  if (node === null || typeof node !== "object") return node;
  const ref = (node as Json).$ref;
  if (typeof ref === "string") {
    return inline(
      ref
        .slice(2)
        .split("/")
        .reduce<unknown>((o, k) => (o as Json)[k], doc),
    );
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v)]));
}

/** The JSON schema of an operation's parameters in `where` (path or query), as Fastify takes them. */
function parameterSchema(template: string, method: string, where: "path" | "query"): Json {
  const item = (doc.paths as Json)[template] as Json;
  const op = item[method] as Json;
  const params = inline([...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])]);
  const properties: Json = {};
  const required: string[] = [];
  for (const p of params as Json[]) {
    if (p.in !== where) continue;
    properties[String(p.name)] = p.schema;
    if (p.required) required.push(String(p.name));
  }
  return { type: "object", properties, required };
}

const TEMPLATE = "/v2/projects/{project}/locations/{location}/keys";
const URL = "/api-keys/v2/projects/:project/locations/:location/keys";
const createBody = inline(
  ((((doc.paths as Json)[TEMPLATE] as Json).post as Json).requestBody as Json).content,
) as Record<string, { schema: unknown }>;

interface KeyRoute {
  Params: { project: string; location: string };
  Querystring: { pageSize?: number };
  Body: { displayName?: string; restrictions?: unknown };
}

// OpenAPI 3.0's `example` and formats such as int32 are not Ajv keywords or formats.
const app = Fastify({ ajv: { customOptions: { strict: false } } });
app.setErrorHandler((err: FastifyError, _req, reply) => {
  const status = err.statusCode ?? 500;
  reply
    .status(status)
    .send(googleError(status, status === 400 ? "INVALID_ARGUMENT" : "UNKNOWN", err.message));
});
app.get<KeyRoute>(
  URL,
  {
    schema: {
      params: parameterSchema(TEMPLATE, "get", "path"),
      querystring: parameterSchema(TEMPLATE, "get", "query"),
    },
  },
  async (req) => listKeys(req.params.project, req.query.pageSize || 300),
);
app.post<KeyRoute>(
  URL,
  {
    schema: {
      params: parameterSchema(TEMPLATE, "post", "path"),
      querystring: parameterSchema(TEMPLATE, "post", "query"),
      body: createBody["application/json"].schema,
    },
  },
  async (req) => createKey(req.params.project, req.body),
);

app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? "127.0.0.1" });
