/**
 * The mock that remembers: a mounted spec's resources (resources.ts) answered from records kept in the
 * gateway's store, in the spec's own namespace, so that what POST created is what GET returns, lists and
 * DELETE removes; kept across restarts with STATE_DIR, cleared by the admin reset, carried by snapshots.
 *
 * - POST on a collection stores the request body with the fields a server assigns (a new key, never one given
 *   before; a slug from a title; time stamps from the gateway's clock; read-only fields), and answers it with
 *   the declared 2xx. No optional field the client did not send is made up.
 * - GET on an item answers the record. PUT replaces, or merges where its body's schema is a partial view of
 *   the record (RealWorld's `UpdateArticle`: every field optional); PATCH merges (JSON Merge Patch; JSON
 *   Patch, RFC 6902, for `application/json-patch+json`); DELETE removes the record and what is nested under it.
 * - A refusal (no such record: 404; a key taken, a failed JSON Patch `test`: 409) is answered with the
 *   document's response for its status (or its range, or `default`), else in the spec's error format.
 * - GET on a collection lists, filtered, sorted (order.ts) and paged (paging.ts) as its parameters declare.
 * - Accounts and relations (a favourite, a follow) are kept as hinted (relations.ts).
 * - Every answer is made to pass the document's response check (records.ts `conform`).
 * - Records are seeded from the document's examples when the spec's namespace is empty.
 * - An operation whose `security` asks for credentials answers 401 without them (security.ts): the document's
 *   401 (or 4XX) response, else the spec's error format.
 *
 * Everything else, and every request with `Prefer: code=`, `Prefer: example=` or `Prefer: stateless`, is
 * answered by the stateless mock (../mock.ts) from examples and schemas.
 */
import type { Request } from "express";
import { applyPatch, type Operation } from "fast-json-patch";
import { deref, isObj, type Obj } from "../../compiler/openapi-document";
import { DEFAULT_STATUS } from "../../errors/dialect";
import { ServiceError } from "../../errors/service-error";
import type { UpstreamCallbacks } from "../../http/proxy/forward";
import type { RequestBody } from "../../http/proxy/request-body";
import type { Target } from "../../http/proxy/router";
import type { Clock } from "../../runtime/clock";
import { bareMediaType } from "../../runtime/media-type";
import { type Collection, type Store, serviceStore } from "../../runtime/store";
import { accepts, deliver, generateFromSchema, type MockAnswer, preferences, SpecMock } from "../mock";
import type { MountedSpec } from "../mounted-spec";
import { claimNumber, type KeyCounter } from "./keys";
import { ordered, sortingOf } from "./order";
import {
  fillPaging,
  filtersOf,
  linkHeader,
  type PageRef,
  pageOf,
  pageUrl,
  pagingOf,
  queryParameters,
} from "./paging";
import { asRecordFields, conform, mergePatch, newKey, serverFields, slugify } from "./records";
import { type OperationRef, Relations } from "./relations";
import { pathValues, requestInput, scopeKey } from "./request";
import type { MockPlan, Resource, StatefulOperation } from "./resources";
import {
  examplesOf,
  flatten,
  jsonContent,
  listShapeOf,
  matchName,
  normalName,
  propertiesOf,
  successCode,
  successOf,
  wrapperOf,
} from "./schema";
import { hasCredentials } from "./security";

/** A stored record with the values of its collection path's parameters (its parents' keys). */
interface Stored {
  scope: string[];
  record: Obj;
}

/** The names a record's link to itself goes by. */
const SELF = ["url", "self", "href", "selfurl", "selflink"];

const STATELESS = /(^|[,;])\s*stateless\s*(?=$|[,;])/i;

export class StatefulMock implements Target {
  readonly outcome = "mocked";
  private readonly stateless: SpecMock;
  private readonly doc: Obj;
  private readonly ops = new Map<string, { op: Obj; pathItem: Obj; path: string; method: string }>();
  private readonly relations: Relations;

  constructor(
    private readonly spec: MountedSpec,
    readonly plan: MockPlan,
    private readonly deps: { store: Store; clock: Clock },
  ) {
    this.stateless = new SpecMock(spec);
    this.doc = spec.document;
    const paths = isObj(this.doc.paths) ? this.doc.paths : {};
    for (const o of spec.operations) {
      const pathItem = deref(this.doc, paths[o.path]);
      this.ops.set(o.operationId, { op: deref(this.doc, pathItem[o.method]), pathItem, ...o });
    }
    this.relations = new Relations(this.doc, plan, {
      record: (ref, accept, record) => this.reply(ref, accept, (s) => this.wrap(s, record)).answer,
      generated: (operationId, accept) => this.stateless.answer(operationId, undefined, accept),
      collection: (name) => this.deps.store.collection(this.spec.name, name),
      exists: (r, key) => this.collection(r).has(key),
      read: (r, key, caller) => {
        const record = this.collection(r).get(key)?.record;
        return record && this.relations.present(r, record, caller);
      },
    });
    this.seed();
  }

  /** Loads the document's examples as records when the spec's namespace holds none (new, or just reset). */
  seed(): void {
    serviceStore(this.deps.store, this.spec.name).seed(() => {
      for (const r of this.plan.resources) if (r.scope.length === 0) this.seedResource(r);
    });
  }

  private seedResource(r: Resource): void {
    const paths = isObj(this.doc.paths) ? this.doc.paths : {};
    const collection = deref(this.doc, paths[r.collection]);
    const item = deref(this.doc, paths[r.item]);
    const found: Obj[] = [];
    for (const [op, list] of [
      [item.get, false],
      [collection.post, false],
      [collection.get, true],
    ] as const) {
      const media = successOf(this.doc, op);
      if (!media) continue;
      for (const example of examplesOf(this.doc, media.media)) {
        if (!list) found.push(this.unwrap(media.media.schema, example));
        else {
          const shape = listShapeOf(this.doc, media.media.schema);
          const items = shape?.itemsProperty ? (isObj(example) ? example[shape.itemsProperty] : []) : example;
          if (Array.isArray(items)) found.push(...items.filter(isObj));
        }
      }
    }
    for (const record of found) {
      const key = record[r.key];
      if (typeof key === "string" || typeof key === "number")
        this.collection(r).put(String(key), { scope: [], record: structuredClone(record) });
    }
  }

  /** A record out of its single-property wrapper, when its schema has one and the value wears it. */
  private unwrap(schema: unknown, value: unknown): Obj {
    const { wrapper } = wrapperOf(this.doc, schema);
    const inner = wrapper && isObj(value) ? value[wrapper] : value;
    return isObj(inner) ? inner : {};
  }

  private collection(r: Resource): Collection<Stored> {
    return this.deps.store.collection<Stored>(
      this.spec.name,
      r.name,
      r.scope.length > 0 ? { byScope: (v) => scopeKey(v.scope) } : undefined,
    );
  }

  private id(scope: readonly string[], key: string): string {
    return scope.length === 0 ? key : `${scopeKey(scope)}/${encodeURIComponent(key)}`;
  }

  private records(r: Resource, scope: readonly string[]): Stored[] {
    const c = this.collection(r);
    return r.scope.length === 0 ? c.all() : c.all(undefined, { index: "byScope", scope: scopeKey(scope) });
  }

  send(
    req: Request,
    body: RequestBody,
    _requestId: string,
    on: UpstreamCallbacks,
    operationId: string | undefined,
  ): undefined {
    this.answer(req, body, operationId).then(
      (answer) => deliver(answer, on),
      (err) => on.failed(err instanceof ServiceError ? err : new ServiceError("internal", String(err))),
    );
    return undefined;
  }

  private async answer(
    req: Request,
    body: RequestBody,
    operationId: string | undefined,
  ): Promise<MockAnswer> {
    const prefer = req.get("prefer");
    const accept = req.get("accept");
    const found = operationId === undefined ? undefined : this.ops.get(operationId);
    if (!found || operationId === undefined || STATELESS.test(prefer ?? ""))
      return this.stateless.answer(operationId, prefer, accept);
    if (!hasCredentials(this.doc, found.op, req)) return this.unauthorized(operationId, found.op, accept);
    const wants = preferences(prefer);
    const st = this.plan.stateful.get(operationId);
    const role = this.relations.roleOf(found.path, found.method);
    if ((!st && !role) || wants.has("code") || wants.has("example"))
      return this.stateless.answer(operationId, prefer, accept);
    try {
      if (st) return await this.stateful(st, req, body, accept);
      const ref = { operationId, label: `${found.method.toUpperCase()} ${found.path}`, op: found.op };
      const values = pathValues(found.path, req.path) ?? {};
      return this.relations.answer(role!, ref, req, values, await requestInput(req, body), accept);
    } catch (err) {
      // A refusal the document declares a response for (its status, its range, or `default`) is answered in
      // the document's own error schema; otherwise in the spec's error format.
      if (!(err instanceof ServiceError)) throw err;
      const status = DEFAULT_STATUS[err.kind];
      const code = this.declared(found.op, [String(status), `${String(status)[0]}XX`, "default"]);
      if (code === undefined) throw err;
      return this.refusal(operationId, code, status, err.message, accept);
    }
  }

  private async stateful(
    st: StatefulOperation,
    req: Request,
    body: RequestBody,
    accept: string | undefined,
  ): Promise<MockAnswer> {
    const r = st.resource;
    const template = st.action === "list" || st.action === "create" ? r.collection : r.item;
    const values = pathValues(template, req.path);
    if (!values) return this.stateless.answer(st.operationId, undefined, accept);
    const scope = r.scope.map((p) => values[p]);
    if (r.parent && !this.parentExists(r, scope))
      throw new ServiceError("not_found", `${r.parent.collection}/${scope[scope.length - 1]} does not exist`);
    const input = await requestInput(req, body);
    const caller = this.relations.caller(req);
    switch (st.action) {
      case "list":
        return this.list(st, req, scope, accept, caller);
      case "create":
        return this.create(
          st,
          scope,
          input,
          accept,
          `${req.protocol}://${req.get("host")}${req.baseUrl}`,
          caller,
        );
      default:
        return this.onItem(st, req, scope, values[r.param], input, accept, caller);
    }
  }

  private parentExists(r: Resource, scope: readonly string[]): boolean {
    const parent = r.parent!;
    const parentScope = scope.slice(0, parent.scope.length);
    return this.collection(parent).has(this.id(parentScope, scope[parent.scope.length] ?? ""));
  }

  /** The first of `codes` the operation declares a response for. */
  private declared(op: Obj, codes: readonly string[]): string | undefined {
    return isObj(op.responses) ? codes.find((c) => Object.hasOwn(op.responses as Obj, c)) : undefined;
  }

  private unauthorized(operationId: string, op: Obj, accept: string | undefined): MockAnswer {
    const message = "this operation requires credentials, and the request carries none";
    const code = this.declared(op, ["401", "4XX"]);
    if (code === undefined) throw new ServiceError("unauthenticated", message);
    return this.refusal(operationId, code, 401, message, accept);
  }

  /**
   * A refusal in the document's words: the example of its response for `code`, or data generated from its
   * schema, with the status and the reason in the top-level members that carry them (RFC 9457's `status` and
   * `detail`, a `code` and `message` as petstore's Error has) where the schema still holds with them.
   */
  private refusal(
    operationId: string,
    code: string,
    status: number,
    message: string,
    accept: string | undefined,
  ): MockAnswer {
    const answer = this.stateless.answer(operationId, `code=${status}`, accept);
    const validate =
      answer.mediaType && this.spec.validation[operationId]?.responses[code]?.[answer.mediaType];
    if (!validate || !answer.body) return answer;
    const body: unknown = JSON.parse(answer.body.toString("utf8"));
    if (!isObj(body)) return answer;
    for (const [k, v] of Object.entries(body)) {
      const n = normalName(k);
      if (typeof v === "number" && ["status", "code", "statuscode", "httpstatus"].includes(n))
        body[k] = status;
      if (typeof v === "string" && ["message", "detail", "errormessage"].includes(n)) body[k] = message;
    }
    return validate(body) ? { ...answer, body: Buffer.from(JSON.stringify(body)) } : answer;
  }

  /** The answer to `st` with `value` (a record, wrapped as the response wraps it, or a list envelope). */
  private reply(
    st: OperationRef,
    accept: string | undefined,
    value: (schema: Obj) => unknown,
  ): { answer: MockAnswer; body?: unknown } {
    const success = successOf(this.doc, st.op);
    const code = successCode(st.op);
    const status = code === undefined ? 200 : /^\d+$/.test(code) ? Number(code) : 200;
    if (!success) return { answer: { status } };
    if (!accepts(accept, success.mediaType))
      throw new ServiceError(
        "not_acceptable",
        `${st.label} answers ${success.mediaType}, which Accept does not allow`,
      );
    const schema = isObj(success.media.schema) ? success.media.schema : {};
    const validate = this.spec.validation[st.operationId]?.responses[success.code]?.[success.mediaType];
    const body = conform(value(schema), validate, () => generateFromSchema(this.doc, schema, Math.random));
    return {
      answer: { status, mediaType: success.mediaType, body: Buffer.from(JSON.stringify(body)) },
      body,
    };
  }

  /** Wraps a record as `schema` does (`{"article": {...}}`), or not. */
  private wrap(schema: Obj, record: Obj): unknown {
    const { wrapper } = wrapperOf(this.doc, schema);
    return wrapper ? { [wrapper]: record } : record;
  }

  /**
   * Answers `st` with a record, as the caller sees it (relations.ts), and stores the record as answered (the
   * check may have filled required fields in), less what is the caller's view.
   */
  private replyWith(
    st: StatefulOperation,
    accept: string | undefined,
    record: Obj,
    caller: string | undefined,
    store: (r: Obj) => void,
  ): MockAnswer {
    let schema: Obj = {};
    const { answer, body } = this.reply(st, accept, (s) => {
      schema = s;
      return this.wrap(s, this.relations.present(st.resource, record, caller));
    });
    store(body === undefined ? record : this.unwrap(schema, body));
    return answer;
  }

  /** The request body as record fields: out of its wrapper, under the record's property names. */
  private fields(st: StatefulOperation, input: unknown): Obj {
    const content = isObj(st.op.requestBody) ? deref(this.doc, st.op.requestBody).content : undefined;
    const schema = jsonContent(this.doc, content)?.media.schema;
    const unwrapped = schema === undefined ? input : this.unwrap(schema, input);
    const fields = isObj(unwrapped) ? unwrapped : isObj(input) ? input : {};
    return asRecordFields(fields, propertiesOf(this.doc, st.resource.record));
  }

  private create(
    st: StatefulOperation,
    scope: string[],
    input: unknown,
    accept: string | undefined,
    origin: string,
    caller: string | undefined,
  ): MockAnswer {
    const r = st.resource;
    const properties = propertiesOf(this.doc, r.record);
    const given = this.fields(st, input);
    // What the server assigns (a status, a count, an author: the record's fields the request body cannot
    // carry) is generated; a field the client could have sent and did not stays out. Required ones are filled
    // when the answer is made to pass its check (reply).
    const writable = this.writable(st);
    const generated = generateFromSchema(this.doc, r.record, Math.random);
    const assigned = Object.entries(isObj(generated) ? generated : {}).filter(
      ([name]) => !writable.has(name),
    );
    const record: Obj = { ...Object.fromEntries(assigned), ...given };
    // A record names the parents its path is under (`/Accounts/{AccountSid}/Messages.json` → `account_sid`).
    r.scope.forEach((param, i) => {
      const name = matchName(Object.keys(properties), param);
      if (name !== undefined && properties[name].type === "string") record[name] = scope[i];
    });
    serverFields(record, properties, this.deps.clock.now(), "create");
    const c = this.collection(r);
    const taken = (k: string) => c.has(this.id(scope, k));
    if (given[r.key] !== undefined && given[r.key] !== null) {
      if (taken(String(given[r.key])))
        throw new ServiceError("already_exists", `${r.collection}: ${given[r.key]} already exists`);
    } else {
      const keySchema = properties[r.key];
      const proposed = record[r.key];
      record[r.key] =
        keySchema?.type === "integer" || keySchema?.type === "number"
          ? claimNumber(
              this.deps.store.collection<KeyCounter>(this.spec.name, `#keys/${r.name}`),
              `#${scopeKey(scope)}`,
              () => this.records(r, scope).map((s) => s.record[r.key]),
              keySchema.minimum,
            )
          : newKey(
              keySchema,
              normalName(r.key) === "slug" && typeof proposed === "string" ? slugify(proposed) : undefined,
              taken,
              () => (keySchema ? generateFromSchema(this.doc, keySchema, Math.random) : undefined),
            );
    }
    // A record's own URL (Twilio's `url`, a `self` link) names where it is read.
    const values = [...scope, String(record[r.key])];
    const path = r.item.replace(/\{[^}]+\}/g, () => encodeURIComponent(values.shift() ?? ""));
    for (const [name, p] of Object.entries(properties))
      if (SELF.includes(normalName(name)) && p.type === "string" && /^uri/.test(String(p.format)))
        record[name] = `${origin}${path}`;
    return this.replyWith(st, accept, record, caller, (stored) => {
      c.put(this.id(scope, String(stored[r.key] ?? record[r.key])), { scope, record: stored });
    });
  }

  private onItem(
    st: StatefulOperation,
    req: Request,
    scope: string[],
    key: string,
    input: unknown,
    accept: string | undefined,
    caller: string | undefined,
  ): MockAnswer {
    const r = st.resource;
    const c = this.collection(r);
    const id = this.id(scope, key);
    const stored = c.get(id);
    if (!stored) throw new ServiceError("not_found", `${r.collection}/${key} does not exist`);
    const current = structuredClone(stored.record);
    const properties = propertiesOf(this.doc, r.record);
    const save = (record: Obj) => c.put(id, { scope, record: { ...record, [r.key]: current[r.key] } });
    switch (st.action) {
      case "read":
        return this.reply(st, accept, (s) => this.wrap(s, this.relations.present(r, current, caller))).answer;
      case "delete": {
        c.delete(id);
        if (scope.length === 0) this.relations.forget(r, key);
        this.deleteNested(r, [...scope, key]);
        return this.stateless.answer(st.operationId, undefined, accept);
      }
      case "replace": {
        const given = this.fields(st, input);
        // A body whose schema leaves out what the record requires is a partial update: it merges.
        const next: Obj = this.partialBody(st)
          ? (mergePatch(current, given) as Obj)
          : { ...given, [r.key]: current[r.key] };
        // What the server owns stays: the fields the body cannot carry (read-only ones, a status, a count)
        // and the creation time.
        const writable = this.writable(st);
        for (const name of Object.keys(properties))
          if ((!writable.has(name) || /created/i.test(name)) && current[name] !== undefined)
            next[name] = current[name];
        serverFields(next, properties, this.deps.clock.now(), "update");
        return this.replyWith(st, accept, next, caller, save);
      }
      default: {
        const patched = this.patched(req, current, st, input);
        serverFields(patched, properties, this.deps.clock.now(), "update");
        return this.replyWith(st, accept, patched, caller, save);
      }
    }
  }

  /** The record's properties a request body of `st` can carry (its schema's, under the record's names). */
  private writable(st: StatefulOperation): Set<string> {
    const content = isObj(st.op.requestBody) ? deref(this.doc, st.op.requestBody).content : undefined;
    const media =
      jsonContent(this.doc, content)?.media ??
      (isObj(content) ? Object.values(content).map((m) => deref(this.doc, m))[0] : undefined);
    const body = wrapperOf(this.doc, media?.schema).inner;
    const names = Object.keys(propertiesOf(this.doc, st.resource.record));
    const out = new Set<string>();
    for (const [name, p] of Object.entries(propertiesOf(this.doc, body))) {
      const property = matchName(names, name);
      if (property !== undefined && p.readOnly !== true) out.add(property);
    }
    return out;
  }

  /**
   * Whether a PUT's body schema is a partial view of the record: a property the record requires is declared
   * optional in the body (RealWorld's `UpdateArticle`), as against a body that is the record (petstore's).
   */
  private partialBody(st: StatefulOperation): boolean {
    const content = isObj(st.op.requestBody) ? deref(this.doc, st.op.requestBody).content : undefined;
    const body = wrapperOf(this.doc, jsonContent(this.doc, content)?.media.schema).inner;
    const record = flatten(this.doc, st.resource.record);
    const bodyRequired = new Set(Array.isArray(body.required) ? body.required.map(String) : []);
    const declared = Object.keys(propertiesOf(this.doc, body));
    const recordRequired = Array.isArray(record.required) ? record.required.map(String) : [];
    return recordRequired.some((name) => declared.includes(name) && !bodyRequired.has(name));
  }

  /** PATCH: JSON Patch (RFC 6902) for `application/json-patch+json`, else JSON Merge Patch (RFC 7386). */
  private patched(req: Request, current: Obj, st: StatefulOperation, input: unknown): Obj {
    if (bareMediaType(req.get("content-type") ?? "") === "application/json-patch+json") {
      if (!Array.isArray(input))
        throw new ServiceError("invalid_argument", "a JSON Patch is an array of operations");
      try {
        const result = applyPatch(current, input as Operation[], true, false).newDocument;
        return isObj(result) ? result : current;
      } catch (err) {
        const e = err as { name?: string; message?: string };
        // RFC 5789: a patch that cannot apply to the resource as it is conflicts with its state.
        throw new ServiceError(
          e.name === "TEST_OPERATION_FAILED" ? "aborted" : "invalid_argument",
          `the JSON Patch cannot be applied: ${(e.message ?? String(err)).split("\n")[0]}`,
        );
      }
    }
    return mergePatch(current, this.fields(st, input)) as Obj;
  }

  /** Removes the records nested under a deleted one (`/articles/{slug}/comments` of the article). */
  private deleteNested(parent: Resource, path: readonly string[]): void {
    for (const child of this.plan.resources) {
      if (child.parent !== parent && child.owner !== parent) continue;
      for (const s of this.records(child, path)) {
        const key = String(s.record[child.key]);
        this.deleteNested(child, [...path, key]);
        this.collection(child).delete(this.id(path, key));
      }
    }
  }

  private list(
    st: StatefulOperation,
    req: Request,
    scope: string[],
    accept: string | undefined,
    caller: string | undefined,
  ): MockAnswer {
    const r = st.resource;
    const found = this.ops.get(st.operationId)!;
    const here = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    const held = this.relations.filters(r, here.searchParams);
    const params = queryParameters(this.doc, found.pathItem, st.op).filter(
      (p) => !held.params.includes(String(p.name)),
    );
    const paging = pagingOf(params);
    const sorting = sortingOf(this.doc, params, r.record, r.order);
    const sortParams = [sorting.field, sorting.direction];
    const filters = filtersOf(
      this.doc,
      params.filter((p) => !sortParams.includes(p)),
      paging,
      r.record,
    );
    const records = this.records(r, scope)
      .map((s) => s.record)
      .filter((record) => !held.keep || held.keep(record));
    const result = pageOf(
      ordered(this.doc, records, here.searchParams, sorting, r.record).map((record) =>
        this.relations.present(r, record, caller),
      ),
      here.searchParams,
      paging,
      filters,
    );
    const url = (to: PageRef | undefined) => pageUrl(here, paging, result, to);
    const { answer } = this.reply(st, accept, (schema) => {
      const shape = listShapeOf(this.doc, schema);
      if (!shape?.itemsProperty) return result.items;
      const made = generateFromSchema(this.doc, schema, Math.random);
      const envelope: Obj = { ...(isObj(made) ? made : {}), [shape.itemsProperty]: result.items };
      fillPaging(this.doc, envelope, schema, shape.itemsProperty, result, url);
      return envelope;
    });
    const name = this.declaredLink(st.op);
    const link = linkHeader(result, url);
    return name === undefined || link === undefined
      ? answer
      : { ...answer, headers: { ...answer.headers, [name]: link } };
  }

  /** The name of the `Link` header the operation's success response declares, if it declares one. */
  private declaredLink(op: Obj): string | undefined {
    const code = successCode(op);
    if (code === undefined || !isObj(op.responses)) return undefined;
    const headers = deref(this.doc, op.responses[code]).headers;
    return isObj(headers) ? Object.keys(headers).find((h) => h.toLowerCase() === "link") : undefined;
  }
}
