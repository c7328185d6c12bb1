/**
 * Accounts and relations, as hinted (hints.ts): callers who register, log in and are known afterwards by the
 * token their answer carried; and relations such as a favourite or a follow, held by a caller to an item.
 *
 * A caller is the account whose token ends the request's `Authorization` header (`Token <jwt>`,
 * `Bearer <jwt>`); a request with another credential (the mock accepts any: security.ts) is held to be the
 * caller named by that credential, so relations work without accounts too. POST or PUT on a relation's path
 * makes the caller hold it (GitHub follows and stars with PUT), DELETE ends it, and GET asks whether the
 * caller holds it: the declared success if so, else 404, as GitHub answers `GET /user/following/{username}`. A relation's item is the record
 * its path is under (`/articles/{slug}/favorite`: the article) where that is a stored resource; otherwise it
 * is named by the path's parameter (`/profiles/{username}/follow`), and the answers of that path and of GET on
 * the item path carry the flag.
 */
import { randomUUID } from "node:crypto";
import type { Request } from "express";
import { isObj, type Obj } from "../../compiler/openapi-document";
import { ServiceError } from "../../errors/service-error";
import type { Collection } from "../../runtime/store";
import type { MockAnswer } from "../mock";
import { requestFields } from "./bodies";
import type { RelationHint } from "./hints";
import { mergePatch } from "./records";
import { scopeKey } from "./request";
import type { MockPlan, Resource } from "./resources";
import { matchName, propertiesOf, successOf, wrapperOf } from "./schema";

/** What names an operation to the mock's answers. */
export interface OperationRef {
  operationId: string;
  label: string;
  op: Obj;
}

/** How the mock answers for this module. */
export interface Answering {
  /** The operation's success with `record`, wrapped as its response wraps one, made to pass its check. */
  record(ref: OperationRef, accept: string | undefined, record: Obj): MockAnswer;
  /** The operation's answer from examples and schemas. */
  generated(operationId: string, accept: string | undefined): MockAnswer;
  collection<T>(name: string): Collection<T>;
  /** Whether the resource holds a record under `key` at the top level. */
  exists(r: Resource, key: string): boolean;
  /** The record of `r` under `key`, as `caller` sees it. */
  read(r: Resource, key: string, caller: string): Obj | undefined;
}

interface Held {
  target: string;
  holder: string;
}

/** What a hinted path is to the mock. */
export type Role =
  | { kind: "register" | "login" | "current" }
  | { kind: "relation"; relation: RelationHint; param: string; target?: Resource }
  | { kind: "relation-item"; relation: RelationHint; param: string };

const lastParam = (template: string) => [...template.matchAll(/\{([^}]+)\}/g)].pop()?.[1];
const above = (path: string) => path.replace(/\/[^/]+$/, "");

export class Relations {
  constructor(
    private readonly doc: Obj,
    private readonly plan: MockPlan,
    private readonly answering: Answering,
  ) {}

  /** The part a hinted path and method plays, if any. */
  roleOf(path: string, method: string): Role | undefined {
    const a = this.plan.accounts;
    if (a && method === "post" && path === a.register) return { kind: "register" };
    if (a && method === "post" && path === a.login) return { kind: "login" };
    if (a && (method === "get" || method === "put") && path === a.current) return { kind: "current" };
    for (const relation of this.plan.relations) {
      const param = lastParam(relation.path);
      if (param === undefined) continue;
      if (path === relation.path && ["post", "put", "delete", "get"].includes(method)) {
        const target = this.plan.resources.find((r) => r.item === above(relation.path));
        return { kind: "relation", relation, param, ...(target ? { target } : {}) };
      }
      const item = above(relation.path);
      if (path === item && method === "get" && !this.plan.resources.some((r) => r.item === item))
        return { kind: "relation-item", relation, param };
    }
    return undefined;
  }

  private accounts(): Collection<Obj> {
    return this.answering.collection<Obj>("#accounts");
  }

  private held(relation: RelationHint): Collection<Held> {
    return this.answering.collection<Held>(`#relation${relation.path}`);
  }

  /** The caller's name: the account whose token the request carries, else the credential itself. */
  caller(req: Request): string | undefined {
    const authorization = req.get("authorization")?.trim();
    const credential = authorization?.split(/\s+/).pop();
    if (!credential) return undefined;
    const a = this.plan.accounts;
    if (!a) return credential;
    const account = this.accounts()
      .all()
      .find((acc) => acc[a.token] === credential);
    return account === undefined ? credential : String(account[a.name]);
  }

  /**
   * The caller's account as `schema` shows one (an article's `author`: a profile), or undefined for a caller
   * with no account.
   */
  creator(caller: string | undefined, schema: Obj): Obj | undefined {
    const account = caller === undefined || !this.plan.accounts ? undefined : this.accounts().get(caller);
    if (!account) return undefined;
    const declared = Object.keys(propertiesOf(this.doc, schema));
    return Object.fromEntries(Object.entries(account).filter(([k]) => declared.includes(k)));
  }

  /** The record with the caller's flag and the holders' count of every relation to its resource. */
  present(r: Resource, record: Obj, caller: string | undefined): Obj {
    const out = { ...record };
    for (const relation of this.plan.relations) {
      if (above(relation.path) !== r.item || r.scope.length > 0) continue;
      const key = String(record[r.key]);
      const held = this.held(relation);
      if (relation.flag) out[relation.flag] = caller !== undefined && held.has(scopeKey([key, caller]));
      if (relation.count) out[relation.count] = held.all((h) => h.target === key).length;
    }
    return out;
  }

  /** The list parameters that name a holder (`?favorited=jake`), with the keys of what that holder holds. */
  filters(r: Resource, query: URLSearchParams): { params: string[]; keep?: (record: Obj) => boolean } {
    const relations = this.plan.relations.filter((x) => x.filter && above(x.path) === r.item);
    const params = relations.map((x) => x.filter as string);
    const tests = relations.flatMap((relation) => {
      const holder = query.get(relation.filter as string);
      if (!holder) return [];
      const keys = new Set(
        this.held(relation)
          .all((h) => h.holder === holder)
          .map((h) => h.target),
      );
      return [(record: Obj) => keys.has(String(record[r.key]))];
    });
    return { params, ...(tests.length > 0 ? { keep: (rec: Obj) => tests.every((t) => t(rec)) } : {}) };
  }

  /** Ends every relation to a deleted record. */
  forget(r: Resource, key: string): void {
    for (const relation of this.plan.relations) {
      if (above(relation.path) !== r.item) continue;
      const held = this.held(relation);
      for (const h of held.all((x) => x.target === key)) held.delete(scopeKey([h.target, h.holder]));
    }
  }

  answer(
    role: Role,
    ref: OperationRef,
    req: Request,
    values: Record<string, string>,
    input: unknown,
    accept: string | undefined,
  ): MockAnswer {
    const caller = this.caller(req);
    switch (role.kind) {
      case "register":
        return this.register(ref, input, accept);
      case "login":
        return this.login(ref, input, accept);
      case "current":
        return this.current(ref, req.method === "PUT" ? input : undefined, caller, accept);
      case "relation": {
        const key = values[role.param];
        if (role.target && !this.answering.exists(role.target, key))
          throw new ServiceError("not_found", `${role.target.collection}/${key} does not exist`);
        if (caller === undefined) throw new ServiceError("unauthenticated", "no credentials to hold it by");
        const id = scopeKey([key, caller]);
        // GitHub's way to ask (`GET /user/following/{username}`): a success if the caller holds it, else 404.
        if (req.method === "GET" || req.method === "HEAD") {
          if (!this.held(role.relation).has(id))
            throw new ServiceError("not_found", `${ref.label}: not held by the caller`);
          return this.answering.generated(ref.operationId, accept);
        }
        if (req.method === "DELETE") this.held(role.relation).delete(id);
        else this.held(role.relation).put(id, { target: key, holder: caller });
        if (role.target)
          return this.answering.record(ref, accept, this.answering.read(role.target, key, caller) ?? {});
        return this.flagged(role.relation, ref, values, role.param, caller, accept);
      }
      default:
        return this.flagged(role.relation, ref, values, role.param, caller, accept);
    }
  }

  /** A generated answer about an item that is no record (a profile), with the caller's flag and its name. */
  private flagged(
    relation: RelationHint,
    ref: OperationRef,
    values: Record<string, string>,
    param: string,
    caller: string | undefined,
    accept: string | undefined,
  ): MockAnswer {
    const answer = this.answering.generated(ref.operationId, accept);
    if (!answer.body || answer.status >= 300) return answer;
    const body: unknown = JSON.parse(answer.body.toString("utf8"));
    const { wrapper } = wrapperOf(this.doc, successOf(this.doc, ref.op)?.media.schema);
    const item = wrapper && isObj(body) ? body[wrapper] : body;
    if (!isObj(item)) return answer;
    const key = values[param];
    const name = matchName(Object.keys(item), param);
    if (name !== undefined) item[name] = key;
    if (relation.flag)
      item[relation.flag] = caller !== undefined && this.held(relation).has(scopeKey([key, caller]));
    return { ...answer, body: Buffer.from(JSON.stringify(body)) };
  }

  /**
   * An account as the operation answers it: the fields its response declares (a password only where the
   * document asks for one back) and the token, which callers need whether or not the document names it.
   */
  private answerAccount(ref: OperationRef, account: Obj, accept: string | undefined): MockAnswer {
    const { inner } = wrapperOf(this.doc, successOf(this.doc, ref.op)?.media.schema);
    const declared = [...Object.keys(propertiesOf(this.doc, inner)), this.plan.accounts!.token];
    const shown = Object.fromEntries(Object.entries(account).filter(([k]) => declared.includes(k)));
    return this.answering.record(ref, accept, shown);
  }

  private register(ref: OperationRef, input: unknown, accept: string | undefined): MockAnswer {
    const a = this.plan.accounts!;
    const fields = requestFields(this.doc, ref.op, input);
    const name = fields[a.name];
    if (typeof name !== "string" || name === "")
      throw new ServiceError("invalid_argument", `an account needs its ${a.name}`);
    if (this.accounts().has(name)) throw new ServiceError("already_exists", `${a.name} ${name} is taken`);
    const account = { ...fields, [a.token]: `mock-${randomUUID()}` };
    this.accounts().put(name, account);
    return this.answerAccount(ref, account, accept);
  }

  /** The account every field of the body matches (an email and a password). */
  private login(ref: OperationRef, input: unknown, accept: string | undefined): MockAnswer {
    const given = Object.entries(requestFields(this.doc, ref.op, input));
    const account = this.accounts()
      .all()
      .find((acc) => given.length > 0 && given.every(([k, v]) => acc[k] === v));
    if (!account) throw new ServiceError("unauthenticated", "no account has these credentials");
    return this.answerAccount(ref, account, accept);
  }

  private current(
    ref: OperationRef,
    change: unknown,
    caller: string | undefined,
    accept: string | undefined,
  ): MockAnswer {
    const a = this.plan.accounts!;
    const account = caller === undefined ? undefined : this.accounts().get(caller);
    if (!account) throw new ServiceError("unauthenticated", "the request carries no account's token");
    if (change === undefined) return this.answerAccount(ref, account, accept);
    const changed = {
      ...(mergePatch(account, requestFields(this.doc, ref.op, change)) as Obj),
      [a.name]: account[a.name],
    };
    changed[a.token] = account[a.token];
    this.accounts().put(String(account[a.name]), changed);
    return this.answerAccount(ref, changed, accept);
  }
}
