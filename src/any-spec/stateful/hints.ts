/**
 * The stateful mock's hints, for what a document's paths and schemas do not say: the document's `x-mock` at
 * its root, or the same JSON in a `--mock-config` file.
 *
 * ```json
 * {
 *   "resources": [{"collection": "/things", "item": "/things/{thingId}", "key": "uuid", "order": "oldest-first"},
 *                 {"collection": "/articles", "creator": "author"}],
 *   "accounts": {"register": "/users", "login": "/users/login", "current": "/user", "name": "username"},
 *   "relations": [
 *     {"path": "/articles/{slug}/favorite", "flag": "favorited", "count": "favoritesCount", "filter": "favorited"},
 *     {"path": "/profiles/{username}/follow", "flag": "following"}
 *   ]
 * }
 * ```
 *
 * - a resource pairs a collection with its item path where inference fails, names its key, sets its default
 *   order, names the property that holds its creator (the caller's account, as that property shows one);
 * - accounts: where callers register (POST, the new account's `name` field its key), log in (POST: the
 *   account whose fields match the body's) and read or change their own account (GET and PUT); each answer
 *   carries the account's token, by which later requests are known as that account;
 * - a relation is a path under an item (`/articles/{slug}/favorite`) on which POST (or PUT) makes the caller
 *   hold the relation to that item, DELETE ends it and GET asks whether the caller holds it; the item's `flag` answers whether the caller holds it, its
 *   `count` how many do, and the list's `filter` parameter keeps the items a named account holds it to.
 */
import { isObj } from "../../compiler/openapi-document";
import { SpecRefusal } from "../refusal";
import type { DefaultOrder } from "./order";

/** A resource named by a user where inference fails. */
export interface ResourceHint {
  collection: string;
  item?: string;
  key?: string;
  order?: DefaultOrder;
  /** The record property that names its creator: set to the caller's account on create. */
  creator?: string;
}

export interface AccountsHint {
  register: string;
  login?: string;
  current?: string;
  /** The account field that names it (`username`). */
  name: string;
  /** The answer's field that carries the account's token; `token` by default. */
  token: string;
}

export interface RelationHint {
  path: string;
  flag?: string;
  count?: string;
  filter?: string;
}

export interface Hints {
  resources: ResourceHint[];
  accounts?: AccountsHint;
  relations: RelationHint[];
  source: "x-mock" | "mock-config";
}

type Refuse = (problem: string) => SpecRefusal;

/** The object at `at`, with none but the `allowed` keys, each a string where given. */
function fields(
  value: unknown,
  at: string,
  allowed: string[],
  refuse: Refuse,
  strings = allowed,
): Record<string, unknown> {
  if (!isObj(value)) throw refuse(`${at}: an object is expected`);
  const unknown = Object.keys(value).filter((k) => !allowed.includes(k));
  if (unknown.length > 0)
    throw refuse(`${at}: unknown key(s) ${unknown.join(", ")} (only ${allowed.join(", ")})`);
  for (const k of strings)
    if (value[k] !== undefined && typeof value[k] !== "string")
      throw refuse(`${at}.${k}: a string is expected`);
  return value;
}

function required(value: Record<string, unknown>, at: string, key: string, refuse: Refuse): string {
  if (typeof value[key] !== "string" || value[key] === "") throw refuse(`${at}.${key}: required`);
  return value[key] as string;
}

/** Reads hints (the document's `x-mock`, or a `--mock-config` file's JSON); refuses what is not hints. */
export function readHints(value: unknown, source: Hints["source"], where: string): Hints {
  const refuse: Refuse = (problem) => new SpecRefusal(`${where}: ${problem}`);
  const top = fields(value, "hints", ["resources", "accounts", "relations"], refuse, []);
  const list = (key: string) => {
    const v = top[key] ?? [];
    if (!Array.isArray(v)) throw refuse(`${key} must be an array`);
    return v;
  };
  const resources = list("resources").map((r, i) => {
    const at = `resources[${i}]`;
    const f = fields(r, at, ["collection", "item", "key", "order", "creator"], refuse);
    if (typeof f.collection !== "string") throw refuse(`${at}.collection: a path is expected`);
    if (f.order !== undefined && f.order !== "oldest-first" && f.order !== "newest-first")
      throw refuse(`${at}.order: "oldest-first" or "newest-first"`);
    return f as unknown as ResourceHint;
  });
  const relations = list("relations").map((r, i) => {
    const at = `relations[${i}]`;
    const f = fields(r, at, ["path", "flag", "count", "filter"], refuse);
    required(f, at, "path", refuse);
    return f as unknown as RelationHint;
  });
  let accounts: AccountsHint | undefined;
  if (top.accounts !== undefined) {
    const f = fields(top.accounts, "accounts", ["register", "login", "current", "name", "token"], refuse);
    accounts = {
      ...(f as unknown as AccountsHint),
      register: required(f, "accounts", "register", refuse),
      name: required(f, "accounts", "name", refuse),
      token: typeof f.token === "string" ? f.token : "token",
    };
  }
  return { resources, relations, source, ...(accounts ? { accounts } : {}) };
}
