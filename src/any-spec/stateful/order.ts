/**
 * The order a stateful list answers in. A list operation's declared sort parameters are honoured: a field
 * parameter (`sort`, `sort_by`, `orderBy`, `ordering`, Airbyte's `orderByField`...) naming a record property,
 * `created` naming `created_at` as GitHub's `sort=created` does; a leading `-` (`ordering=-created`, JSON:API's
 * `sort=-title`) or a direction parameter (`direction`, `order`, `sort_order`, `orderByMethod`...) saying
 * `asc` or `desc`. A parameter the request leaves out counts with its declared `default` (GitHub's issues:
 * `sort=created`, `direction=desc`).
 *
 * Without one, records carrying a creation time (a `created…` or `date_created` property) are listed newest
 * first, as GitHub, Twilio and RealWorld list them; others in the order they were created. A resource's hint
 * `"order": "oldest-first"` or `"newest-first"` sets the default instead.
 */
import { deref, type Obj } from "../../compiler/openapi-document";
import { normalName, propertiesOf } from "./schema";

const FIELD = ["sort", "sortby", "sortfield", "sortkey", "orderby", "orderbyfield", "ordering"];
const DIRECTION = ["direction", "sortorder", "sortdirection", "orderdirection", "orderbymethod", "dir"];
const ASC = ["asc", "ascending"];
const DESC = ["desc", "descending"];

export type DefaultOrder = "oldest-first" | "newest-first";

export interface Sorting {
  field?: Obj;
  direction?: Obj;
  /** The record property holding the creation time, if any. */
  created?: string;
  defaultOrder: DefaultOrder;
}

const isDirection = (v: string) => ASC.includes(v.toLowerCase()) || DESC.includes(v.toLowerCase());

/** Whether a parameter's declared values are directions (an `order` that says asc/desc, not a field). */
function saysDirection(doc: Obj, p: Obj): boolean {
  const schema = deref(doc, p.schema);
  const values = Array.isArray(schema.enum) ? schema.enum.map(String) : [];
  return values.length > 0
    ? values.every(isDirection)
    : typeof schema.default === "string" && isDirection(schema.default);
}

/** The sort parameters among a list's query parameters, and the record's creation time property. */
export function sortingOf(
  doc: Obj,
  params: readonly Obj[],
  record: Obj,
  hint: DefaultOrder | undefined,
): Sorting {
  const named = (names: string[]) => params.find((p) => names.includes(normalName(String(p.name))));
  const order = named(["order"]);
  const orderIsDirection = order !== undefined && saysDirection(doc, order);
  const field = named(FIELD) ?? (order && !orderIsDirection ? order : undefined);
  const direction = named(DIRECTION) ?? (orderIsDirection ? order : undefined);
  const properties = propertiesOf(doc, record);
  const created = Object.keys(properties).find((n) =>
    [
      "created",
      "createdat",
      "createdon",
      "datecreated",
      "creationtime",
      "createdtime",
      "createddate",
    ].includes(normalName(n)),
  );
  const defaultOrder = hint ?? (created ? "newest-first" : "oldest-first");
  return {
    ...(field ? { field } : {}),
    ...(direction ? { direction } : {}),
    ...(created ? { created } : {}),
    defaultOrder,
  };
}

/** The record property a sort value names: itself, else one that starts or ends with it (`created` → `created_at`). */
function propertyNamed(names: readonly string[], value: string): string | undefined {
  const v = normalName(value);
  return (
    names.find((n) => normalName(n) === v) ??
    names.find((n) => normalName(n).startsWith(v)) ??
    names.find((n) => normalName(n).endsWith(v))
  );
}

/** Dates by their time (RFC 3339 and RFC 2822 alike), numbers as numbers, text as text; absent last. */
function compare(a: unknown, b: unknown): number {
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  const [sa, sb] = [String(a), String(b)];
  const [ta, tb] = [Date.parse(sa), Date.parse(sb)];
  if (!Number.isNaN(ta) && !Number.isNaN(tb) && /\d{4}/.test(sa) && /\d{4}/.test(sb)) return ta - tb;
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

const queryValue = (doc: Obj, query: URLSearchParams, p: Obj | undefined): string | undefined => {
  if (!p) return undefined;
  const given = query.get(String(p.name));
  if (given !== null && given !== "") return given;
  const fallback = deref(doc, p.schema).default;
  return typeof fallback === "string" ? fallback : undefined;
};

/**
 * `records` (in the order they were created) in the order the query and the list's sorting ask for. Records
 * equal by every key asked for keep the order they were created in, or its reverse when the first key (or,
 * with none, the direction or the default) is descending.
 */
export function ordered(
  doc: Obj,
  records: readonly Obj[],
  query: URLSearchParams,
  sorting: Sorting,
  record: Obj,
): Obj[] {
  const names = Object.keys(propertiesOf(doc, record));
  const direction = (queryValue(doc, query, sorting.direction) ?? "").toLowerCase();
  const descending = DESC.includes(direction);
  const keys = (queryValue(doc, query, sorting.field) ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => {
      const [name, dir] = k.split(/[:\s]+/);
      const desc =
        name.startsWith("-") || (dir === undefined ? descending : DESC.includes(dir.toLowerCase()));
      const property = propertyNamed(names, name.replace(/^[-+]/, ""));
      return property === undefined ? undefined : { property, sign: desc ? -1 : 1 };
    })
    .filter((k) => k !== undefined);
  // A sort the list cannot read (an unknown field) leaves the default: by creation, newest first where
  // records carry their creation time; a direction alone turns it.
  if (keys.length === 0) {
    const newest = direction === "" ? sorting.defaultOrder === "newest-first" : descending;
    if (sorting.created && (direction !== "" || sorting.defaultOrder === "newest-first"))
      keys.push({ property: sorting.created, sign: newest ? -1 : 1 });
    else if (newest) return [...records].reverse();
    else return [...records];
  }
  const index = new Map(records.map((r, i) => [r, i]));
  return [...records].sort((a, b) => {
    for (const k of keys) {
      const c = compare(a[k.property], b[k.property]);
      if (c !== 0) return c * k.sign;
    }
    return ((index.get(a) ?? 0) - (index.get(b) ?? 0)) * keys[0].sign;
  });
}
