/**
 * Listing stored records as the list operation declares: equality filters on its query parameters that name
 * a record property, paging by the parameters it declares (`limit`/`offset`, `page`/`pageSize` as Twilio's
 * `Page`/`PageSize`, or a cursor such as `cursor`, `after`, `pageToken`), and the paging fields of its
 * envelope (a total such as `articlesCount`, Twilio's `meta` with `page`, `page_size`, `key` and page URLs,
 * a next cursor, Twilio's `next_page_uri`, `first_page_uri`, `start` and `end`) filled in from the page; and an
 * RFC 8288 `Link` header with `prev`, `next`, `last` and `first`, as GitHub sends it, for a list response that
 * declares a `Link` header. Links to other pages are absolute URLs of the same list on the mock's own origin and
 * base path, with the paging parameters the list declares set for that page.
 */

import { deref, isObj, type Obj } from "../../compiler/openapi-document";
import { ServiceError } from "../../errors/service-error";
import { matchName, normalName, propertiesOf } from "./schema";

const OFFSET = ["offset", "skip", "start"];
const LIMIT = ["limit", "pagesize", "perpage", "size", "maxresults", "top"];
const PAGE = ["page", "pagenumber", "pageno"];
const CURSOR = ["cursor", "after", "pagetoken", "nexttoken", "continuationtoken", "startingafter"];

export interface Paging {
  offset?: string;
  limit?: string;
  page?: string;
  cursor?: string;
  /** The number of the first page: 0 where the page parameter's minimum or default is 0, else 1. */
  firstPage: number;
  /** The page size when none is asked for (the limit parameter's default), else everything. */
  defaultLimit?: number;
}

export interface Filter {
  param: string;
  property: string;
  /** `eq`: the property equals a value; `in`: the property is one of a list; `has`: an array property holds it. */
  mode: "eq" | "in" | "has";
  /** Comma-separated values (a `form` array parameter without `explode`). */
  split: boolean;
  /** For an object property, the member that names it (an `author`'s `username`). */
  member?: string;
}

/** The members that name an object: RealWorld's author by `username`, GitHub's user by `login`. */
const NAMING = ["username", "login", "name", "id"];

/** The query parameters of an operation, its path item's included (the operation's win). */
export function queryParameters(doc: Obj, pathItem: Obj, op: Obj): Obj[] {
  const all = [
    ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
    ...(Array.isArray(op.parameters) ? op.parameters : []),
  ].map((p) => deref(doc, p));
  const byName = new Map(all.filter((p) => p.in === "query").map((p) => [String(p.name), p]));
  return [...byName.values()];
}

export function pagingOf(params: readonly Obj[]): Paging {
  const find = (names: string[]) => params.find((p) => names.includes(normalName(String(p.name))));
  const offset = find(OFFSET);
  const limit = find(LIMIT);
  const page = find(PAGE);
  const cursor = find(CURSOR);
  const pageSchema = isObj(page?.schema) ? page.schema : {};
  const limitDefault = isObj(limit?.schema) ? limit.schema.default : undefined;
  return {
    ...(offset ? { offset: String(offset.name) } : {}),
    ...(limit ? { limit: String(limit.name) } : {}),
    ...(page ? { page: String(page.name) } : {}),
    ...(cursor ? { cursor: String(cursor.name) } : {}),
    firstPage: pageSchema.minimum === 0 || pageSchema.default === 0 ? 0 : 1,
    ...(typeof limitDefault === "number" ? { defaultLimit: limitDefault } : {}),
  };
}

/**
 * The filters among the other query parameters: one that names a record property (`status` ↔ `status`),
 * its plural a scalar property (`tags` ↔ `tag`), or its singular an array property (`tag` ↔ `tagList`, `tags`);
 * one that names an object property matches the member that names the object (`?author=jake`: `author.username`).
 */
export function filtersOf(doc: Obj, params: readonly Obj[], paging: Paging, record: Obj): Filter[] {
  const used = new Set([paging.offset, paging.limit, paging.page, paging.cursor]);
  const properties = propertiesOf(doc, record);
  const names = Object.keys(properties);
  const out: Filter[] = [];
  for (const p of params) {
    const param = String(p.name);
    if (used.has(param)) continue;
    const schema = deref(doc, p.schema);
    const split = schema.type === "array" && p.explode === false;
    const exact = matchName(names, param);
    const singular = [/s$/i, /es$/i]
      .map((plural) => param.replace(plural, ""))
      .filter((name) => name !== param)
      .map((name) => matchName(names, name))
      .find((name) => name !== undefined);
    const plural = names.find((n) =>
      [`${normalName(param)}s`, `${normalName(param)}list`].includes(normalName(n)),
    );
    const property = exact ?? singular ?? plural;
    if (property === undefined) continue;
    if (properties[property].type === "object" || isObj(properties[property].properties)) {
      // `?author=jake` keeps the records whose author is named jake.
      const members = Object.keys(propertiesOf(doc, properties[property]));
      const member = NAMING.map((n) => matchName(members, n)).find((n) => n !== undefined);
      if (exact && member !== undefined) out.push({ param, property, mode: "eq", split, member });
      continue;
    }
    const mode = properties[property].type === "array" ? "has" : exact ? "eq" : "in";
    out.push({ param, property, mode, split });
  }
  return out;
}

function holds(record: Obj, filter: Filter, values: readonly string[]): boolean {
  const at = record[filter.property];
  const v = filter.member === undefined ? at : isObj(at) ? at[filter.member] : undefined;
  if (filter.mode === "has") return Array.isArray(v) && v.some((x) => values.includes(String(x)));
  return v !== undefined && v !== null && values.includes(String(v));
}

export interface PageResult {
  items: Obj[];
  total: number;
  offset: number;
  limit?: number;
  /** The page's number where paging is by page. */
  page?: number;
  /** Where the next page starts, when there is one. */
  next?: { offset: number; cursor: string; page?: number };
  previous?: { offset: number; page?: number };
  /** Where the last page starts, when pages have a size. */
  last?: { offset: number; page?: number };
}

/** Another page of a list: where it starts, and its number where paging is by page. */
export type PageRef = { offset: number; page?: number };

const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString("base64url");

function decodeCursor(text: string, param: string): number {
  const m = /^o:(\d+)$/.exec(Buffer.from(text, "base64url").toString());
  if (!m) throw new ServiceError("invalid_argument", `${param}: not a cursor this list gave`);
  return Number(m[1]);
}

function whole(text: string | null, param: string | undefined): number | undefined {
  if (text === null || text === "" || param === undefined) return undefined;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new ServiceError("invalid_argument", `${param} must be a whole number, got ${text}`);
  return n;
}

/** One page of `records` for the query, filtered. */
export function pageOf(
  records: readonly Obj[],
  query: URLSearchParams,
  paging: Paging,
  filters: readonly Filter[],
): PageResult {
  let items = records;
  for (const f of filters) {
    const raw = query.getAll(f.param).filter((v) => v !== "");
    const values = f.split ? raw.flatMap((v) => v.split(",")) : raw;
    if (values.length > 0) items = items.filter((r) => holds(r, f, values));
  }
  const limit = whole(query.get(paging.limit ?? ""), paging.limit) ?? paging.defaultLimit;
  const pageNumber = whole(query.get(paging.page ?? ""), paging.page);
  const cursor = paging.cursor ? query.get(paging.cursor) : null;
  let offset = whole(query.get(paging.offset ?? ""), paging.offset) ?? 0;
  if (cursor) offset = decodeCursor(cursor, paging.cursor ?? "");
  else if (paging.page && limit !== undefined)
    offset = Math.max(0, (pageNumber ?? paging.firstPage) - paging.firstPage) * limit;
  const end = limit === undefined ? items.length : offset + limit;
  const pageAt = (at: number) =>
    paging.page === undefined
      ? undefined
      : paging.firstPage + (limit === undefined || limit === 0 ? 0 : Math.floor(at / limit));
  const page = pageAt(offset);
  const lastOffset =
    limit === undefined || limit === 0
      ? undefined
      : Math.floor(Math.max(0, items.length - 1) / limit) * limit;
  return {
    items: items.slice(offset, end),
    total: items.length,
    offset,
    ...(limit === undefined ? {} : { limit }),
    ...(page === undefined ? {} : { page }),
    ...(end < items.length
      ? {
          next: { offset: end, cursor: encodeCursor(end), ...(page === undefined ? {} : { page: page + 1 }) },
        }
      : {}),
    ...(offset > 0 && limit !== undefined
      ? {
          previous: {
            offset: Math.max(0, offset - limit),
            ...(page === undefined ? {} : { page: page - 1 }),
          },
        }
      : {}),
    ...(lastOffset === undefined
      ? {}
      : { last: { offset: lastOffset, ...(page === undefined ? {} : { page: pageAt(lastOffset) }) } }),
  };
}

/**
 * The absolute URL of another page of the list at `here`: the list's own query with the paging parameters set
 * for that page (the cursor, such as Twilio's `PageToken`, only past the first), or `here` for no page.
 */
export function pageUrl(here: URL, paging: Paging, result: PageResult, to: PageRef | undefined): string {
  if (!to) return here.toString();
  const u = new URL(here);
  if (paging.page) u.searchParams.set(paging.page, String(to.page ?? paging.firstPage));
  if (paging.offset) u.searchParams.set(paging.offset, String(to.offset));
  if (paging.cursor) {
    if (to.offset > 0) u.searchParams.set(paging.cursor, encodeCursor(to.offset));
    else u.searchParams.delete(paging.cursor);
  }
  if (paging.limit && result.limit !== undefined) u.searchParams.set(paging.limit, String(result.limit));
  return u.toString();
}

/**
 * An RFC 8288 `Link` header for the page, as GitHub sends one: `prev` and `first` past the first page, `next`
 * and `last` before the last; none for a list of one page.
 */
export function linkHeader(result: PageResult, url: (to: PageRef) => string): string | undefined {
  const links: string[] = [];
  if (result.previous) links.push(`<${url(result.previous)}>; rel="prev"`);
  if (result.next) links.push(`<${url(result.next)}>; rel="next"`);
  if (result.next && result.last) links.push(`<${url(result.last)}>; rel="last"`);
  if (result.previous) links.push(`<${url({ offset: 0 })}>; rel="first"`);
  return links.length > 0 ? links.join(", ") : undefined;
}

const NEXT = ["nextpageurl", "nextpageuri", "next", "nextpage", "nexturl"];
const PREVIOUS = ["previouspageurl", "previouspageuri", "previous", "prev", "previouspage", "prevpageurl"];
const TOTAL = ["total", "totalcount", "count", "totalitems", "totalresults", "totalsize"];

/**
 * Sets the paging fields of an envelope (and of one object in it, such as Twilio's `meta`) from the page.
 * `url(page)` is the absolute URL of another page of the same list, for fields such as `next_page_url`.
 */
export function fillPaging(
  doc: Obj,
  envelope: Obj,
  schema: Obj,
  itemsProperty: string,
  result: PageResult,
  url: (to: PageRef | undefined) => string,
  nested = false,
): void {
  const properties = propertiesOf(doc, schema);
  // An envelope with a link to the next page names its own page's URL `url` or `uri` (Twilio's `uri`).
  const linked = nested || Object.keys(properties).some((name) => NEXT.includes(normalName(name)));
  for (const [name, p] of Object.entries(properties)) {
    if (name === itemsProperty) continue;
    const n = normalName(name);
    const nullable = p.nullable === true || (Array.isArray(p.type) && p.type.includes("null"));
    const absent = (value: unknown) => {
      if (value !== undefined) envelope[name] = value;
      else if (nullable) envelope[name] = null;
      else delete envelope[name];
    };
    const numeric = p.type === "integer" || p.type === "number";
    if (numeric && (TOTAL.includes(n) || n === `${normalName(itemsProperty)}count`))
      envelope[name] = result.total;
    else if (numeric && ["page", "pagenumber", "currentpage"].includes(n) && result.page !== undefined)
      envelope[name] = result.page;
    else if (numeric && ["pagesize", "perpage", "limit"].includes(n))
      envelope[name] = result.limit ?? result.items.length;
    else if (numeric && (n === "offset" || n === "start")) envelope[name] = result.offset;
    // Twilio's `end`: the position of the page's last record.
    else if (numeric && n === "end")
      envelope[name] = Math.max(result.offset, result.offset + result.items.length - 1);
    else if (p.type === "boolean" && ["hasmore", "hasnext", "hasnextpage"].includes(n))
      envelope[name] = result.next !== undefined;
    else if (p.type === "string" && nested && n === "key") envelope[name] = itemsProperty;
    else if (p.type === "string" && p.format === "uri") {
      if (NEXT.includes(n)) absent(result.next && url(result.next));
      else if (PREVIOUS.includes(n)) absent(result.previous && url(result.previous));
      else if (["firstpageurl", "firstpageuri", "first"].includes(n)) envelope[name] = url({ offset: 0 });
      else if (linked && (n === "url" || n === "uri")) envelope[name] = url(undefined);
    } else if (
      p.type === "string" &&
      ["next", "nextcursor", "nextpagetoken", "nexttoken", "cursor"].includes(n)
    )
      absent(result.next?.cursor);
    else if (!nested && (p.type === "object" || isObj(p.properties)) && isObj(envelope[name]))
      fillPaging(doc, envelope[name] as Obj, p, itemsProperty, result, url, true);
  }
}
