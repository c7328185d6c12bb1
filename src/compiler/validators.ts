/**
 * Renders a service's validators ahead of time, so that the gateway compiles nothing when it starts:
 * Ajv's standalone code (ajv/dist/standalone) for every operation's parameters, request bodies (per media
 * type) and responses (per status and media type), plus a table that ties them to the operations.
 *
 * The rules are express-openapi-validator's (its ajv options: draft-04 for OpenAPI 3.0, strict numbers,
 * defaults filled in requests, ajv-formats in "fast" mode plus its OpenAPI formats), held to the library's
 * published middleware by test/gateway/validation-parity.test.ts. Component schemas are compiled once per
 * service and shared by every operation that `$ref`s them. Requests and responses are two Ajv instances
 * (two modules) because the library fills in defaults in requests and never in responses.
 *
 * Parameters and form bodies are compiled as plain schemas: the transport turns their text into typed values
 * first (src/http/parameters.ts and form-body.ts, from the `parameters` rows and `forms` below), which is where
 * every style OpenAPI defines is applied and text becomes the JSON type its schema names. `allowReserved`
 * tells a client how to send a value; the transport reads a value the same whether or not it was sent that
 * way, so the rows leave it out.
 *
 * Every violation is reported (Ajv's allErrors), not only the first: the transport lists a bounded number.
 *
 * The same compiler serves a spec mounted at start (src/any-spec/): validatorTable builds the same table and
 * the same Ajv instances without rendering code, and each validator is compiled in process the first time it
 * runs (a published document has up to thousands of operations, most of which a test run never calls); with
 * `unchecked` set it records what it cannot check instead of failing.
 */
import type AjvCore from "ajv/dist/core";
import type { Validate } from "../../generated/runtime";
import type { Direction } from "./ajv-keyword-names";
import {
  bodyReading,
  type FormRow,
  formRow,
  mediaRow,
  type Shape,
  shapeOf,
  unreadBody,
} from "./body-schemas";
import { type MediaRow, textBodies } from "./media-rows";
import {
  deref,
  isObj,
  METHODS,
  mergedParameters,
  type Obj,
  pointerToken,
  type SchemaDialect,
  SpecError,
  schemaDialectOf,
} from "./openapi-document";
import type { LoadedSpec } from "./spec";
import { componentId, prepare, type SchemaContext } from "./validator-schemas";

export type { MediaRow } from "./media-rows";

const q = (s: string) => JSON.stringify(s);

/** Query parameters the operation's security schemes read (API keys in the query): known, not validated. */
function queryCredentials(doc: Obj, op: Obj): string[] {
  const requirements = Array.isArray(op.security) && op.security.length ? op.security : doc.security;
  const schemes =
    isObj(doc.components) && isObj(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  return (Array.isArray(requirements) ? requirements : [])
    .filter((r) => isObj(r) && Object.keys(r).length > 0)
    .map((r) => deref(doc, schemes[Object.keys(r as Obj)[0]]))
    .filter((s) => s.type === "apiKey" && s.in === "query")
    .map((s) => String(s.name));
}

/** How an empty query value (`?limit=`) is read; see ParameterRow.empty. */
export type EmptyValue = "allowed" | "checked" | "absent" | "refused";

export interface ParameterRow {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  /** OpenAPI's serialization style, its default by location filled in. */
  style: string;
  explode: boolean;
  shape: Shape;
  /** A parameter declared with `content` instead of `schema`: the media type its value is written in. */
  content?: string;
  /**
   * An empty query value: `allowed` (allowEmptyValue: accepted unchecked), `checked` (a present "" that the
   * schema accepts or refuses: OpenAPI's reading), `absent` (read as if not sent) or `refused`, as the
   * document's `x-empty-query-value` says.
   */
  empty?: EmptyValue;
}

/** The root extension that says how a document's empty query values read (docs/validate-your-own-api.md). */
export const EMPTY_QUERY_VALUE = "x-empty-query-value";

function emptyQueryValue(file: string, doc: Obj): EmptyValue {
  const v = doc[EMPTY_QUERY_VALUE] ?? "checked";
  if (v !== "checked" && v !== "absent" && v !== "refused") {
    throw new SpecError(
      `${file}: #/${EMPTY_QUERY_VALUE} must be checked, absent or refused (got ${String(v)})`,
    );
  }
  return v;
}

const STYLES: Record<ParameterRow["in"], string[]> = {
  query: ["form", "spaceDelimited", "pipeDelimited", "deepObject"],
  path: ["simple", "label", "matrix"],
  header: ["simple"],
  cookie: ["form"],
};

function parameterRow(
  file: string,
  where: string,
  doc: Obj,
  p: Obj,
  empty: EmptyValue,
): { row: ParameterRow; schema: unknown } {
  const name = String(p.name);
  const at = `${where} parameter ${name}`;
  const location = p.in;
  if (location !== "path" && location !== "query" && location !== "header" && location !== "cookie") {
    throw new SpecError(`${file}: ${at}: parameters in ${String(location)} are not defined by OpenAPI`);
  }
  let schema: unknown = p.schema;
  let content: string | undefined;
  if (isObj(p.content)) {
    const [mediaType, media] = Object.entries(p.content)[0] ?? [];
    content = mediaType;
    schema = isObj(media) && isObj(media.schema) ? media.schema : {};
  }
  if (!isObj(schema)) schema = {};
  const style =
    typeof p.style === "string" ? p.style : location === "query" || location === "cookie" ? "form" : "simple";
  if (!STYLES[location].includes(style)) {
    throw new SpecError(`${file}: ${at}: style ${style} is not defined for parameters in ${location}`);
  }
  return {
    row: {
      name,
      in: location,
      required: p.required === true,
      style,
      explode: typeof p.explode === "boolean" ? p.explode : style === "form",
      shape: content !== undefined ? { type: "" } : shapeOf(doc, schema),
      ...(content !== undefined ? { content } : {}),
      ...(location === "query" ? { empty: p.allowEmptyValue === true ? "allowed" : empty } : {}),
    },
    schema,
  };
}

/** The exports of one Ajv instance as data: each name with its schema's key and place, and the schemas added. */
export interface ExportsData {
  exports: [name: string, key: string, pointer: string][];
  schemas: [key: string, schema: object][];
}

/** Names the compiled schemas of one Ajv instance; identical schemas share one export. */
export class Exports {
  /** Export name → the key of its schema in the Ajv instance. */
  readonly names = new Map<string, string>();
  /** Export name → where its schema is in the document (the first place, for a schema used in several). */
  readonly pointers = new Map<string, string>();
  private readonly bySchema = new Map<string, string>();
  private readonly schemas: [key: string, schema: object][] = [];
  private made?: AjvCore;
  /** The data a restored table's exports were made from: their schemas are read when they are needed. */
  private restoredFrom?: ExportsData;

  /** `ajvOf` makes the Ajv instance that holds the schemas, the first time one is added or compiled. */
  constructor(
    private readonly ajvOf: () => AjvCore,
    private readonly prefix: string,
  ) {}

  private get ajv(): AjvCore {
    this.made ??= this.ajvOf();
    return this.made;
  }

  /**
   * The exports `data` describes, their schemas added, as they were prepared, to the Ajv instance `ajvOf`
   * makes when the first validator is asked for: adding a schema walks it, which a start that only routes
   * needs to do for none.
   */
  static from(ajvOf: () => AjvCore, prefix: string, data: ExportsData): Exports {
    const exports = new Exports(() => {
      const ajv = ajvOf();
      for (const [key, schema] of data.schemas) ajv.addSchema(schema, key);
      return ajv;
    }, prefix);
    exports.restoredFrom = data;
    for (const [name, key, pointer] of data.exports) {
      exports.names.set(name, key);
      exports.pointers.set(name, pointer);
    }
    return exports;
  }

  data(): ExportsData {
    return {
      exports: [...this.names].map(([name, key]) => [name, key, this.pointers.get(name) ?? "#"]),
      schemas: this.restoredFrom?.schemas ?? this.schemas,
    };
  }

  add(schema: unknown, where: string): string {
    // A schema that is only a component reference is the component's own validator.
    const ref = isObj(schema) && Object.keys(schema).length === 1 ? schema.$ref : undefined;
    if (typeof ref === "string" && !ref.includes("#")) return this.component(ref);
    const key = JSON.stringify(schema);
    const known = this.bySchema.get(key);
    if (known) return known;
    const name = `${this.prefix}${this.names.size}`;
    this.ajv.addSchema(schema as object, name);
    this.schemas.push([name, schema as object]);
    this.names.set(name, name);
    this.pointers.set(name, where);
    this.bySchema.set(key, name);
    return name;
  }

  /** The validator of an export, compiled by Ajv on first use (its referenced components with it, once). */
  validator(name: string): Validate {
    const key = this.names.get(name);
    const validate = key === undefined ? undefined : this.ajv.getSchema(key);
    if (!validate) throw new Error(`no schema is named ${name}`);
    return validate as Validate;
  }

  /** Every export compiled into one CommonJS module (Ajv's standalone code). */
  standalone(): string {
    const standaloneCode = (require("ajv/dist/standalone") as typeof import("ajv/dist/standalone")).default;
    return standaloneCode(this.ajv, Object.fromEntries(this.names));
  }

  private component(id: string): string {
    const name = `${this.prefix}${id.replace(/^schema:/, "").replace(/[^A-Za-z0-9_$]/g, "_")}`;
    this.names.set(name, id);
    this.pointers.set(name, `#/components/schemas/${pointerToken(id.replace(/^schema:/, ""))}`);
    return name;
  }
}

/** One operation's validators, by export name: the data behind generated/<slug>/validation.ts. */
export interface OperationRow {
  operationId: string;
  method: string;
  path: string;
  /** Undefined when the request cannot be checked (a parameter style or location the transport does not read). */
  request?: {
    parameters: ParameterRow[];
    validateParameters: string;
    queryCredentials: string[];
    body?: { required: boolean; content: MediaRow[]; forms?: [mediaType: string, form: FormRow][] };
  };
  responses: [code: string, content: MediaRow[]][];
}

export interface CompiledValidators {
  /** Ajv's standalone modules (CommonJS) and their exports. */
  request: string;
  response: string;
  requestExports: string[];
  responseExports: string[];
  operations: OperationRow[];
}

/** The document's paths, each operation with its JSON pointer. */
function* operationsOf(
  doc: Obj,
): Generator<{ path: string; method: string; item: Obj; op: Obj; where: string }> {
  const paths = isObj(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObj(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      yield {
        path,
        method,
        item,
        op,
        where: `#/paths/${pointerToken(path)}/${method}`,
      };
    }
  }
}

/**
 * Every operation's validators of `ctx.doc` (whose operations all have an operationId), named and added to
 * two Ajv instances but not compiled yet: the operation table, and the exports that compile them. `standalone`
 * keeps each compiled function's source, which rendering it as a module needs.
 */
export interface ValidatorTable {
  requests: Exports;
  responses: Exports;
  operations: OperationRow[];
  /** The table as data (plain JSON), from which restoreTable makes it again without preparing a schema. */
  data(): TableData;
}

export interface TableData {
  dialect: SchemaDialect;
  /** The component schemas as each direction reads them (readOnly and writeOnly differ). */
  components: Record<Direction, [key: string, schema: object][]>;
  requests: ExportsData;
  responses: ExportsData;
  operations: OperationRow[];
}

/** Two Ajv instances (requests fill in defaults, responses do not), each holding its view of the components. */
function ajvPair(dialect: SchemaDialect, components: TableData["components"], o: { standalone: boolean }) {
  const { newAjv } = require("./ajv-instances") as typeof import("./ajv-instances");
  const requestAjv = newAjv("request", dialect, o);
  const responseAjv = newAjv("response", dialect, o);
  for (const [key, schema] of components.request) requestAjv.addSchema(schema, key);
  for (const [key, schema] of components.response) responseAjv.addSchema(schema, key);
  return { requestAjv, responseAjv };
}

function table(
  dialect: SchemaDialect,
  components: () => TableData["components"],
  requests: Exports,
  responses: Exports,
  operations: OperationRow[],
): ValidatorTable {
  return {
    requests,
    responses,
    operations,
    data: () => ({
      dialect,
      components: components(),
      requests: requests.data(),
      responses: responses.data(),
      operations,
    }),
  };
}

/**
 * The table `data` describes, as validatorTable made it, its validators compiled on first use; the Ajv
 * instances, with the components added, are made then too.
 */
export function restoreTable(data: TableData): ValidatorTable {
  let pair: ReturnType<typeof ajvPair> | undefined;
  const ajvs = () => {
    pair ??= ajvPair(data.dialect, data.components, { standalone: false });
    return pair;
  };
  return table(
    data.dialect,
    () => data.components,
    Exports.from(() => ajvs().requestAjv, "req_", data.requests),
    Exports.from(() => ajvs().responseAjv, "res_", data.responses),
    data.operations,
  );
}

export function validatorTable(ctx: SchemaContext, o: { standalone: boolean }): ValidatorTable {
  const { file, doc } = ctx;
  const declared = isObj(doc.components) && isObj(doc.components.schemas) ? doc.components.schemas : {};
  const view = (direction: Direction, c: SchemaContext) =>
    Object.entries(declared).map(([name, schema]): [string, object] => [
      componentId(name),
      prepare(c, direction, schema, `#/components/schemas/${name}`) as object,
    ]);
  // The response view reads the same schemas again: what they get wrong is recorded once, by the request view.
  const again = { ...ctx, warnings: ctx.warnings && [], unknownFormats: ctx.unknownFormats && new Map() };
  const components = { request: view("request", ctx), response: view("response", again) };
  const { requestAjv, responseAjv } = ajvPair(ctx.dialect, components, o);
  const requests = new Exports(() => requestAjv, "req_");
  const responses = new Exports(() => responseAjv, "res_");
  const operations: OperationRow[] = [];
  const empty = emptyQueryValue(file, doc);
  for (const { path, method, item, op, where } of operationsOf(doc)) {
    let params: ReturnType<typeof parameterRow>[] | undefined;
    try {
      params = mergedParameters(doc, item.parameters, op.parameters).map((x) =>
        parameterRow(file, where, doc, x, empty),
      );
    } catch (err) {
      if (!(err instanceof SpecError) || !ctx.unchecked) throw err;
      ctx.unchecked.push({
        pointer: where,
        problem: `${err.message.replace(`${file}: ${where} `, "")}; the request is forwarded unchecked`,
      });
    }
    const row: OperationRow = { operationId: String(op.operationId), method, path, responses: [] };
    if (params) {
      const own = params;
      // In the order of the library's parameter schema (query, headers, path): the first failure it names.
      const group = (location: ParameterRow["in"]) => {
        const at = own.filter((x) => x.row.in === location);
        // Header names as Node gives them, in lower case.
        const key = (r: ParameterRow) => (location === "header" ? r.name.toLowerCase() : r.name);
        const required = at.filter((x) => x.row.required).map((x) => key(x.row));
        return {
          type: "object",
          properties: Object.fromEntries(
            at.map((x) => [
              key(x.row),
              prepare(ctx, "request", x.schema, `${where} parameter ${x.row.name}`),
            ]),
          ),
          ...(required.length ? { required } : {}),
        };
      };
      const validateParameters = requests.add(
        {
          type: "object",
          properties: {
            query: group("query"),
            headers: group("header"),
            params: group("path"),
            ...(own.some((x) => x.row.in === "cookie") ? { cookies: group("cookie") } : {}),
          },
        },
        `${where}/parameters`,
      );
      let body: NonNullable<OperationRow["request"]>["body"];
      if (op.requestBody !== undefined) {
        const declared = deref(doc, op.requestBody);
        const content: MediaRow[] = [];
        const forms: [string, FormRow][] = [];
        for (const [mediaType, media] of Object.entries(isObj(declared.content) ? declared.content : {})) {
          const schema = isObj(media) && isObj(media.schema) ? media.schema : undefined;
          // As the library: a binary body is not checked against its schema.
          const reading = bodyReading(doc, mediaType, schema);
          if (reading === undefined) unreadBody(ctx, `${where}/requestBody`, mediaType, schema, "request");
          content.push(
            mediaRow(mediaType, reading, () =>
              requests.add(prepare(ctx, "request", schema, `${where}/requestBody`), `${where}/requestBody`),
            ),
          );
          if (reading === "form") forms.push([mediaType, formRow(doc, media as Obj, schema)]);
        }
        body = { required: declared.required === true, content, ...(forms.length ? { forms } : {}) };
      }
      row.request = {
        parameters: params.map((x) => x.row),
        validateParameters,
        queryCredentials: queryCredentials(doc, op),
        ...(body ? { body } : {}),
      };
    }
    for (const [code, declared] of Object.entries(isObj(op.responses) ? op.responses : {})) {
      const response = deref(doc, declared);
      const media = Object.entries(isObj(response.content) ? response.content : {});
      row.responses.push([
        code,
        media.map(([mediaType, m]): MediaRow => {
          const schema = isObj(m) && isObj(m.schema) ? m.schema : undefined;
          // A form is what clients send; an answer in one is not read.
          const reading = bodyReading(doc, mediaType, schema);
          if (reading === undefined || reading === "form")
            unreadBody(ctx, `${where}/responses/${code}`, mediaType, schema, "response");
          return mediaRow(mediaType, reading === "form" ? undefined : reading, () =>
            responses.add(
              prepare(ctx, "response", schema, `${where}/responses/${code}`),
              `${where}/responses/${code}`,
            ),
          );
        }),
      ]);
    }
    operations.push(row);
  }
  return table(ctx.dialect, () => components, requests, responses, operations);
}

/** Compiles every operation's validators of `ctx.doc` into Ajv's standalone modules. */
export function compileValidators(ctx: SchemaContext): CompiledValidators {
  const { requests, responses, operations } = validatorTable(ctx, { standalone: true });
  const used = (e: Exports) => [...e.names.keys()].sort();
  return {
    request: requests.standalone(),
    response: responses.standalone(),
    requestExports: used(requests),
    responseExports: used(responses),
    operations,
  };
}

export interface RenderedValidators {
  /** generated/<slug>/request-validators.js */
  request: string;
  /** generated/<slug>/response-validators.js */
  response: string;
  /** Their declarations (.d.ts). */
  declarations: { request: string; response: string };
  /** generated/<slug>/validation.ts: which validator serves which operation. */
  table: string;
}

const cells = (content: MediaRow[]) => content.map(([mt, v]) => `${q(mt)}: ${v ?? "undefined"}`).join(", ");

/** The validation table of one operation as TypeScript source. */
function renderRow(row: OperationRow): string[] {
  const request = row.request;
  if (!request) throw new Error(`${row.operationId}: a project spec's request is always checked`);
  const texts = textBodies(request.body?.content ?? [], row.responses);
  return [
    `  ${row.operationId}: {`,
    `    parameters: [`,
    ...request.parameters.map((p) => `      ${JSON.stringify(p)},`),
    "    ],",
    `    validateParameters: ${request.validateParameters},`,
    `    queryCredentials: ${JSON.stringify(request.queryCredentials)},`,
    request.body === undefined
      ? "    body: undefined,"
      : `    body: { required: ${request.body.required}, content: { ${cells(request.body.content)} }${
          request.body.forms
            ? `, forms: { ${request.body.forms.map(([mt, f]) => `${q(mt)}: ${JSON.stringify(f)}`).join(", ")} }`
            : ""
        } },`,
    "    responses: {",
    ...row.responses.map(([code, content]) => `      ${q(code)}: { ${cells(content)} },`),
    "    },",
    ...(texts ? [`    textBodies: ${JSON.stringify(texts)},`] : []),
    "  },",
  ];
}

export function renderValidators(spec: LoadedSpec, constName: string): RenderedValidators {
  const compiled = compileValidators({ file: spec.file, doc: spec.doc, dialect: schemaDialectOf(spec.doc) });
  const declarations = (names: string[]) =>
    `import type { Validate } from "../runtime";\n\n${names
      .map((n) => `export declare const ${n}: Validate;`)
      .join("\n")}\n`;
  const importList = (names: string[], from: string) =>
    names.length ? `import { ${names.join(", ")} } from "${from}";\n` : "";
  const table = [
    `import type { OperationValidation } from "../runtime";`,
    importList(compiled.requestExports, "./request-validators"),
    importList(compiled.responseExports, "./response-validators"),
    `/** The validators of every operation of ${spec.file}, by operationId. */`,
    `export const ${constName} = {`,
    ...compiled.operations.flatMap(renderRow),
    "} satisfies Record<string, OperationValidation>;",
    "",
  ].join("\n");
  return {
    request: compiled.request,
    response: compiled.response,
    declarations: {
      request: declarations(compiled.requestExports),
      response: declarations(compiled.responseExports),
    },
    table,
  };
}
