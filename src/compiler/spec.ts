/** Reads what the generator needs from a parsed, linted OpenAPI document: service facts and operations. */

import { isJsonMediaType } from "../runtime/media-type";
import {
  deref,
  isObj,
  METHODS,
  mergedParameters,
  type Obj,
  pointerToken,
  SpecError,
} from "./openapi-document";

export interface ServiceInfo {
  title: string;
  basePath: string;
  dialect: string;
  /** `x-root-alias: true`: also answer at the host's root, for clients that drop a base path. */
  rootAlias: boolean;
  /** Names of the query parameters and headers its apiKey security schemes read: secrets, kept out of logs. */
  credentials: string[];
}

export type BodyModel =
  | { kind: "none" }
  | { kind: "json"; required: boolean; mediaType: string }
  | { kind: "raw"; required: boolean; mediaTypes: string[] };

export interface ResponseModel {
  status: number;
  /** "json": a typed JSON body; "raw": bytes with their content type; "none": no body. */
  kind: "json" | "raw" | "none";
  mediaType?: string;
}

export interface ParamModel {
  name: string;
  required: boolean;
}

export interface OperationModel {
  operationId: string;
  method: string;
  path: string;
  typeName: string;
  pathParams: ParamModel[];
  queryParams: ParamModel[];
  headerParams: ParamModel[];
  /** The operation's own `security` is empty (or only `{}`): no credentials are required. */
  public: boolean;
  body: BodyModel;
  responses: ResponseModel[];
}

export interface LoadedSpec {
  file: string;
  slug: string;
  doc: Record<string, unknown>;
  info: ServiceInfo;
  operations: OperationModel[];
}

export function pascalCase(s: string): string {
  return s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");
}

export function readServiceInfo(file: string, slug: string, doc: unknown): ServiceInfo {
  if (!isObj(doc)) throw new SpecError(`${file}: the document is not a mapping`);
  if (!/^[a-z][a-z0-9-]*$/.test(slug)) throw new SpecError(`${file}: file name must be a lower-case slug`);
  const servers = doc.servers;
  const url = Array.isArray(servers) && isObj(servers[0]) ? servers[0].url : undefined;
  if (typeof url !== "string" || !/^\/[A-Za-z0-9._~/-]*$/.test(url) || url.endsWith("/")) {
    throw new SpecError(`${file}: #/servers/0/url must be a base path such as /${slug} (got ${String(url)})`);
  }
  const dialect = doc["x-error-dialect"];
  if (typeof dialect !== "string" || !/^[a-z][a-z0-9-]*$/.test(dialect)) {
    throw new SpecError(`${file}: #/x-error-dialect must name the service's error dialect, e.g. google`);
  }
  const rootAlias = doc["x-root-alias"] ?? false;
  if (typeof rootAlias !== "boolean") throw new SpecError(`${file}: #/x-root-alias must be true or false`);
  const info = isObj(doc.info) ? doc.info : {};
  const schemes =
    isObj(doc.components) && isObj(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const credentials = Object.values(schemes)
    .map((scheme) => deref(doc, scheme))
    .filter((scheme) => scheme.type === "apiKey" && typeof scheme.name === "string")
    .map((scheme) => String(scheme.name));
  return { title: String(info.title ?? slug), basePath: url, dialect, rootAlias, credentials };
}

function params(doc: Obj, list: unknown[], where: string): ParamModel[] {
  return list
    .map((p) => deref(doc, p))
    .filter((p) => p.in === where)
    .map((p) => ({ name: String(p.name), required: p.required === true }));
}

function bodyModel(file: string, pointer: string, doc: Obj, rb: unknown): BodyModel {
  if (rb === undefined) return { kind: "none" };
  const body = deref(doc, rb);
  const content = isObj(body.content) ? body.content : {};
  const mediaTypes = Object.keys(content);
  if (mediaTypes.length === 0) throw new SpecError(`${file}: ${pointer}/requestBody declares no content`);
  const required = body.required === true;
  if (mediaTypes.length === 1 && isJsonMediaType(mediaTypes[0])) {
    return { kind: "json", required, mediaType: mediaTypes[0] };
  }
  return { kind: "raw", required, mediaTypes };
}

function responseModels(file: string, pointer: string, doc: Obj, responses: unknown): ResponseModel[] {
  if (!isObj(responses)) throw new SpecError(`${file}: ${pointer}/responses is missing`);
  const out: ResponseModel[] = [];
  for (const [code, r] of Object.entries(responses)) {
    if (!/^[23]\d\d$/.test(code)) continue;
    const resp = deref(doc, r);
    const content = isObj(resp.content) ? resp.content : {};
    const mediaTypes = Object.keys(content);
    if (mediaTypes.length === 0) out.push({ status: Number(code), kind: "none" });
    for (const mt of mediaTypes) {
      out.push({ status: Number(code), kind: isJsonMediaType(mt) ? "json" : "raw", mediaType: mt });
    }
  }
  if (out.length === 0) throw new SpecError(`${file}: ${pointer}/responses declares no 2xx or 3xx response`);
  return out;
}

export function collectOperations(file: string, spec: unknown): OperationModel[] {
  const doc = isObj(spec) ? spec : {};
  const paths = isObj(doc.paths) ? doc.paths : {};
  const ops: OperationModel[] = [];
  const seen = new Map<string, string>();
  for (const [p, item] of Object.entries(paths)) {
    if (!isObj(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const pointer = `#/paths/${pointerToken(p)}/${method}`;
      const operationId = op.operationId;
      if (typeof operationId !== "string" || !/^[A-Za-z][A-Za-z0-9_]*$/.test(operationId)) {
        throw new SpecError(`${file}: ${pointer}: operationId is missing or not an identifier`);
      }
      const dup = seen.get(operationId);
      if (dup) throw new SpecError(`${file}: ${pointer}: duplicate operationId ${operationId} (also ${dup})`);
      seen.set(operationId, pointer);
      const all = mergedParameters(doc, item.parameters, op.parameters);
      ops.push({
        operationId,
        method,
        path: p,
        typeName: pascalCase(operationId),
        pathParams: params(doc, all, "path"),
        queryParams: params(doc, all, "query"),
        headerParams: params(doc, all, "header"),
        public:
          Array.isArray(op.security) && op.security.every((r) => isObj(r) && Object.keys(r).length === 0),
        body: bodyModel(file, pointer, doc, op.requestBody),
        responses: responseModels(file, pointer, doc, op.responses),
      });
    }
  }
  return ops;
}
