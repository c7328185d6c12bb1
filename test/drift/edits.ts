/**
 * Spec edits a team makes every week, each in a different operation, with what the breaking-change report
 * must call it and the handler line the type checker must point at once `generated/` is regenerated.
 * Edits are made on the parsed document and find their operation by operationId, so they keep working
 * while the specs grow.
 */
import type { Level } from "../../src/diff/model";

export type Json = Record<string, unknown>;

export function obj(value: unknown, what: string): Json {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error(`no ${what} in the spec`);
  return value as Json;
}

function refTarget(doc: Json, node: Json): Json {
  if (typeof node.$ref !== "string") return node;
  const target = node.$ref
    .slice(2)
    .split("/")
    .reduce<unknown>((n, key) => (n as Json | undefined)?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
  return obj(target, node.$ref);
}

export function operation(doc: Json, operationId: string): Json {
  for (const item of Object.values(obj(doc.paths, "paths"))) {
    for (const op of Object.values(obj(item, "path item"))) {
      if ((op as Json | undefined)?.operationId === operationId) return op as Json;
    }
  }
  throw new Error(`no operation ${operationId} in the spec`);
}

export function parameter(doc: Json, op: Json, name: string): Json {
  const list = Array.isArray(op.parameters) ? op.parameters : [];
  const found = list.map((p) => refTarget(doc, obj(p, "parameter"))).find((p) => p.name === name);
  return obj(found, `parameter ${name}`);
}

export interface ReportedEdit {
  title: string;
  slug: string;
  apply(doc: Json): void;
  /**
   * The report's verdict, its readable place in the operation (or `document`) and what the spec line it
   * names says (in the base version for a removal).
   */
  report: {
    operationId?: string;
    verdict: Level;
    action: "add" | "remove" | "replace";
    where: string;
    line: RegExp;
  };
}

export interface SpecEdit extends ReportedEdit {
  /** The line of the handler that no longer fits, found by its text in the handler file. */
  handler: { file: string; line: RegExp };
}

export const edits: SpecEdit[] = [
  {
    title: "rename an operation",
    slug: "branch-lookup",
    apply: (doc) => {
      operation(doc, "getBranchBySortCode").operationId = "getBranchBySortcode";
    },
    // The operationId names the handler, not anything on the wire: a client does not notice.
    report: {
      operationId: "getBranchBySortcode",
      verdict: "compatible",
      action: "replace",
      where: "operationId",
      line: /operationId: getBranchBySortcode/,
    },
    handler: { file: "src/handlers/branch-lookup/operations/branches.ts", line: /getBranchBySortCode: / },
  },
  {
    title: "add a required field to a response",
    slug: "api-keys",
    apply: (doc) => {
      const ok = obj(obj(operation(doc, "getKeyString").responses, "responses")["200"], "response 200");
      const schema = obj(
        obj(obj(ok.content, "content")["application/json"], "JSON content").schema,
        "schema",
      );
      obj(schema.properties, "properties").keyVersion = { type: "integer" };
      schema.required = [...(schema.required as string[]), "keyVersion"];
    },
    // A response that promises more breaks no openapi-typescript client, but typed SDKs that refuse unknown
    // fields fail on it: the report counts it against generated clients.
    report: {
      operationId: "getKeyString",
      verdict: "client",
      action: "add",
      where: "responses.200.content.application/json.schema.properties.keyVersion",
      line: /keyVersion/,
    },
    handler: { file: "src/handlers/api-keys/operations/keys.ts", line: /body: \{ keyString: / },
  },
  {
    title: "change a parameter's type",
    slug: "code-profiler",
    apply: (doc) => {
      parameter(doc, operation(doc, "getProfile"), "maxDepth").schema = { type: "string" };
    },
    // A request parameter that now accepts any string still accepts every integer a client sends, but the
    // generated client's parameter is a string now: a call that passes a number no longer compiles.
    report: {
      operationId: "getProfile",
      verdict: "client",
      action: "replace",
      where: "parameters[query maxDepth].schema.type",
      line: /type: string/,
    },
    handler: { file: "src/handlers/code-profiler/operations/profiles.ts", line: /maxDepth: query\.maxDepth/ },
  },
  {
    title: "remove a status",
    slug: "message-content",
    apply: (doc) => {
      const responses = obj(operation(doc, "createContent").responses, "responses");
      responses["200"] = responses["201"];
      delete responses["201"];
    },
    // A client that waits for 201 now gets a status it was never promised.
    report: {
      operationId: "createContent",
      verdict: "wire",
      action: "remove",
      where: "responses.201",
      line: /"201":/,
    },
    // The handler's body returns a status its reply type no longer has: tsc names the handler.
    handler: { file: "src/handlers/message-content/operations/content.ts", line: /^\s+createContent: / },
  },
  {
    title: "rename a request body field",
    slug: "config-delivery",
    apply: (doc) => {
      const schema = obj(
        obj(obj(doc.components, "components").schemas, "schemas").CreateApplicationRequest,
        "schema",
      );
      const props = obj(schema.properties, "properties");
      schema.properties = Object.fromEntries(
        Object.entries(props).map(([k, v]) => [k === "Name" ? "ApplicationName" : k, v]),
      );
      schema.required = ["ApplicationName"];
    },
    // Every request that sends the old field now lacks the new required one.
    report: {
      operationId: "createApplication",
      verdict: "wire",
      action: "add",
      where: "requestBody.content.application/json.schema.properties.ApplicationName",
      line: /ApplicationName/,
    },
    handler: {
      file: "src/handlers/config-delivery/operations/applications.ts",
      line: /applications\.create\(\{ name: body\.Name/,
    },
  },
];
