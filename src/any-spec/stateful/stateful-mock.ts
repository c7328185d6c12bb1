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
import { isPartialBody, requestFields, unwrapped, writableFields } from "./bodies";
import { claimNumber, type KeyCounter } from "./keys";
import { listAnswer } from "./listing";
import type { SeededPlan } from "./plan-cache";
import { asRecordFields, conform, jsonPatched, mergePatch, newKey, serverFields, slugify } from "./records";
import { declared, refusal, unauthorized } from "./refusals";
import { type OperationRef, Relations } from "./relations";
import { pathValues, requestInput, scopeKey } from "./request";
import type { Resource, StatefulOperation } from "./resources";
import { matchName, normalName, propertiesOf, successCode, successOf, wrapperOf } from "./schema";
import { hasCredentials } from "./security";

/** A stored record with the values of its collection path's parameters (its parents' keys). */
interface Stored {
  scope: string[];
  record: Obj;
}

/** The names a record's link to itself goes by. */
const SELF = ["url", "self", "href", "selfurl", "selflink"];

const STATELESS = /(^|[,;])\s*stateless\s*(?=$|[,;])/i;

/** The document's base path as the request spelled it: its path before `path`, the part under the base path. */
function basePathAsSent(req: Request, path: string): string {
  const full = req.path;
  return path === "/" && !full.endsWith("/") ? full : full.slice(0, full.length - path.length);
}

export class StatefulMock implements Target {
  readonly outcome = "mocked";
  private statelessMock?: SpecMock;
  private opsById?: Map<string, { op: Obj; pathItem: Obj; path: string; method: string }>;
  private relationsOfPlan?: Relations;

  /** Nothing of the document is read until a first request: a cached plan carries what a start needs. */
  constructor(
    private readonly spec: MountedSpec,
    readonly plan: SeededPlan,
    private readonly deps: { store: Store; clock: Clock },
  ) {
    this.seed();
  }

  private get doc(): Obj {
    return this.spec.document;
  }

  private get stateless(): SpecMock {
    this.statelessMock ??= new SpecMock(this.spec);
    return this.statelessMock;
  }

  private get ops(): Map<string, { op: Obj; pathItem: Obj; path: string; method: string }> {
    if (this.opsById) return this.opsById;
    this.opsById = new Map();
    const paths = isObj(this.doc.paths) ? this.doc.paths : {};
    for (const o of this.spec.operations) {
      const pathItem = deref(this.doc, paths[o.path]);
      this.opsById.set(o.operationId, { op: deref(this.doc, pathItem[o.method]), pathItem, ...o });
    }
    return this.opsById;
  }

  private get relations(): Relations {
    this.relationsOfPlan ??= new Relations(this.doc, this.plan, {
      record: (ref, accept, record) => this.reply(ref, accept, (s) => this.wrap(s, record)).answer,
      generated: (operationId, accept) => this.stateless.answer(operationId, undefined, accept),
      collection: (name) => this.deps.store.collection(this.spec.name, name),
      exists: (r, key) => this.collection(r).has(key),
      read: (r, key, caller) => {
        const record = this.collection(r).get(key)?.record;
        return record && this.relations.present(r, record, caller);
      },
    });
    return this.relationsOfPlan;
  }

  /** Loads the document's examples as records when the spec's namespace holds none (new, or just reset). */
  seed(): void {
    serviceStore(this.deps.store, this.spec.name).seed(() => {
      for (const r of this.plan.resources) if (r.scope.length === 0) this.seedResource(r);
    });
  }

  private seedResource(r: Resource): void {
    for (const record of this.plan.seeds.get(r) ?? []) {
      const key = record[r.key];
      if (typeof key === "string" || typeof key === "number")
        this.collection(r).put(String(key), { scope: [], record: structuredClone(record) });
    }
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
    path: string,
    body: RequestBody,
    _requestId: string,
    on: UpstreamCallbacks,
    operationId: string | undefined,
  ): undefined {
    this.answer(req, path, body, operationId).then(
      (answer) => deliver(answer, on),
      (err) => on.failed(err instanceof ServiceError ? err : new ServiceError("internal", String(err))),
    );
    return undefined;
  }

  /** `path` is the request's path under the document's base path. */
  private async answer(
    req: Request,
    path: string,
    body: RequestBody,
    operationId: string | undefined,
  ): Promise<MockAnswer> {
    const prefer = req.get("prefer");
    const accept = req.get("accept");
    const found = operationId === undefined ? undefined : this.ops.get(operationId);
    if (!found || operationId === undefined || STATELESS.test(prefer ?? ""))
      return this.stateless.answer(operationId, prefer, accept);
    if (!hasCredentials(this.doc, found.op, req))
      return unauthorized(this.spec, this.stateless, operationId, found.op, accept);
    const wants = preferences(prefer);
    const st = this.plan.stateful.get(operationId);
    const role = this.relations.roleOf(found.path, found.method);
    if ((!st && !role) || wants.has("code") || wants.has("example"))
      return this.stateless.answer(operationId, prefer, accept);
    try {
      if (st) return await this.stateful(st, req, path, body, accept);
      const ref = { operationId, label: `${found.method.toUpperCase()} ${found.path}`, op: found.op };
      const values = pathValues(found.path, path) ?? {};
      return this.relations.answer(role!, ref, req, values, await requestInput(req, body), accept);
    } catch (err) {
      // A refusal the document declares a response for (its status, its range, or `default`) is answered in
      // the document's own error schema; otherwise in the spec's error format.
      if (!(err instanceof ServiceError)) throw err;
      const status = DEFAULT_STATUS[err.kind];
      const code = declared(found.op, [String(status), `${String(status)[0]}XX`, "default"]);
      if (code === undefined) throw err;
      return refusal(this.spec, this.stateless, operationId, code, status, err.message, accept);
    }
  }

  private async stateful(
    st: StatefulOperation,
    req: Request,
    path: string,
    body: RequestBody,
    accept: string | undefined,
  ): Promise<MockAnswer> {
    const r = st.resource;
    const template = st.action === "list" || st.action === "create" ? r.collection : r.item;
    const values = pathValues(template, path);
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
          `${req.protocol}://${req.get("host")}${basePathAsSent(req, path)}`,
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
    store(body === undefined ? record : unwrapped(this.doc, schema, body));
    return answer;
  }

  /** The request body as record fields: out of its wrapper, under the record's property names. */
  private fields(st: StatefulOperation, input: unknown): Obj {
    return asRecordFields(requestFields(this.doc, st.op, input), propertiesOf(this.doc, st.resource.record));
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
    const writable = writableFields(this.doc, st.op, r.record);
    const generated = generateFromSchema(this.doc, r.record, Math.random);
    const assigned = Object.entries(isObj(generated) ? generated : {}).filter(
      ([name]) => !writable.has(name),
    );
    const record: Obj = { ...Object.fromEntries(assigned), ...given };
    // A hinted creator (an article's `author`) is the caller's account, as the property shows one.
    if (r.creator) {
      const made = record[r.creator];
      const creator = this.relations.creator(caller, properties[r.creator] ?? {});
      if (creator) record[r.creator] = { ...(isObj(made) ? made : {}), ...creator };
    }
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
        const next: Obj = isPartialBody(this.doc, st.op, r.record)
          ? (mergePatch(current, given) as Obj)
          : { ...given, [r.key]: current[r.key] };
        // What the server owns stays: the fields the body cannot carry (read-only ones, a status, a count)
        // and the creation time.
        const writable = writableFields(this.doc, st.op, r.record);
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

  /** PATCH: JSON Patch (RFC 6902) for `application/json-patch+json`, else JSON Merge Patch (RFC 7386). */
  private patched(req: Request, current: Obj, st: StatefulOperation, input: unknown): Obj {
    if (bareMediaType(req.get("content-type") ?? "") === "application/json-patch+json")
      return jsonPatched(current, input);
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
    const here = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    return listAnswer(
      {
        doc: this.doc,
        pathItem: this.ops.get(st.operationId)!.pathItem,
        relations: this.relations,
        reply: (value) => this.reply(st, accept, value).answer,
      },
      st,
      this.records(st.resource, scope).map((s) => s.record),
      here,
      caller,
    );
  }
}
