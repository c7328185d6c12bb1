/**
 * How the stateful mock makes and changes records: a request's fields under the record's own property names,
 * the fields a server fills in (a new key to the key's format or pattern, a slug from a title, creation and
 * update times from the gateway's clock), JSON Merge Patch (RFC 7386) and JSON Patch (RFC 6902), and the
 * repair of an answer that would break its schema: each field the response check finds missing or wrong is
 * generated from the schema rather than answered invalid.
 */
import { randomUUID } from "node:crypto";
import { applyPatch, type Operation } from "fast-json-patch";
import type { Validate } from "../../../generated/runtime";
import { isObj, type Obj, pointerToken } from "../../compiler/openapi-document";
import { ServiceError } from "../../errors/service-error";
import { matchName, normalName } from "./schema";

/** A form field's text as the record property's type: forms carry only strings. */
function typed(schema: Obj | undefined, value: unknown): unknown {
  if (typeof value !== "string" || !schema) return value;
  if ((schema.type === "integer" || schema.type === "number") && /^-?\d+(\.\d+)?$/.test(value))
    return Number(value);
  if (schema.type === "boolean" && (value === "true" || value === "false")) return value === "true";
  return value;
}

/** A request's fields under the record's property names (`FriendlyName` → `friendly_name`). */
export function asRecordFields(input: Obj, properties: Record<string, Obj>): Obj {
  const names = Object.keys(properties);
  const out: Obj = {};
  for (const [k, v] of Object.entries(input)) {
    const name = matchName(names, k) ?? k;
    out[name] = typed(properties[name], v);
  }
  return out;
}

/** RFC 7386 JSON Merge Patch: `null` removes a member, an object merges, anything else replaces. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObj(patch)) return patch;
  const out: Obj = isObj(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = mergePatch(out[k], v);
  }
  return out;
}

/** RFC 6902 JSON Patch, applied whole or not at all. */
export function jsonPatched(current: Obj, input: unknown): Obj {
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

/** `How to Train Your Dragon!` → `how-to-train-your-dragon`, as publishing APIs derive slugs from titles. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** Time stamps in the formats documents declare: RFC 3339's, and RFC 2822's as Twilio's 2010 API gives them. */
const STAMPS: Record<string, (now: Date) => string> = {
  "date-time": (now) => now.toISOString(),
  date: (now) => now.toISOString().slice(0, 10),
  "date-time-rfc-2822": (now) => now.toUTCString().replace(/GMT$/, "+0000"),
};

const TITLE_FIELDS = ["title", "name", "headline", "friendlyname", "displayname"];

/** The fields a server fills in on creation or change: time stamps by name, a slug from a title. */
export function serverFields(
  record: Obj,
  properties: Record<string, Obj>,
  now: Date,
  change: "create" | "update",
): void {
  for (const [name, schema] of Object.entries(properties)) {
    const n = normalName(name);
    const stamp = /(updated|modified)/.test(n) || (change === "create" && /created/.test(n));
    if (stamp && typeof schema.format === "string" && STAMPS[schema.format])
      record[name] = STAMPS[schema.format](now);
  }
  const slug = matchName(Object.keys(properties), "slug");
  const title = Object.keys(record).find((k) => TITLE_FIELDS.includes(normalName(k)));
  if (change === "create" && slug && title && typeof record[title] === "string" && slugify(record[title]))
    record[slug] = slugify(record[title]);
}

/**
 * A string key for a new record, unlike any `taken`: generated to the key's format or pattern, else a UUID (or
 * as much of one as its maxLength allows). A slug that is taken gets a number: `my-title-2`. (Integer keys
 * are counted: keys.ts.)
 */
export function newKey(
  schema: Obj | undefined,
  proposed: unknown,
  taken: (key: string) => boolean,
  generate: () => unknown,
): unknown {
  if (typeof proposed === "string" && proposed !== "") {
    if (!taken(proposed)) return proposed;
    for (let n = 2; ; n++) if (!taken(`${proposed}-${n}`)) return `${proposed}-${n}`;
  }
  if (schema && (schema.pattern !== undefined || schema.format !== undefined || schema.enum !== undefined)) {
    for (let i = 0; i < 16; i++) {
      const candidate = generate();
      if (candidate !== undefined && candidate !== null && !taken(String(candidate))) return candidate;
    }
  }
  const id = randomUUID();
  return typeof schema?.maxLength === "number" && schema.maxLength < id.length
    ? id.replace(/-/g, "").slice(0, schema.maxLength)
    : id;
}

const fromToken = (t: string) => t.replace(/~1/g, "/").replace(/~0/g, "~");
const tokens = (pointer: string) => (pointer === "" ? [] : pointer.slice(1).split("/").map(fromToken));

/** The value at `pointer` in a generated sample; an array index past the sample's items reads its first. */
function sampleAt(sample: unknown, pointer: string): unknown {
  let node = sample;
  for (const t of tokens(pointer)) {
    if (Array.isArray(node)) node = node[Number(t)] ?? node[0];
    else if (isObj(node)) node = node[t];
    else return undefined;
  }
  return node;
}

/** `value` with `replacement` at `pointer`, objects made on the way where there are none. */
function withAt(value: unknown, pointer: string, replacement: unknown): unknown {
  const path = tokens(pointer);
  if (path.length === 0) return replacement;
  let node = value as Obj;
  for (const t of path.slice(0, -1)) {
    if (!isObj(node[t]) && !Array.isArray(node[t])) node[t] = {};
    node = node[t] as Obj;
  }
  node[path[path.length - 1]] = replacement;
  return value;
}

function removeAt(value: unknown, pointer: string): void {
  const path = tokens(pointer);
  let node: unknown = value;
  for (const t of path.slice(0, -1)) node = isObj(node) || Array.isArray(node) ? (node as Obj)[t] : undefined;
  if (isObj(node)) delete node[path[path.length - 1]];
}

/**
 * `value` made to pass `validate`: each member the check finds missing or wrong is taken from a sample
 * generated from the same schema, a member the schema forbids (or marks writeOnly) is dropped. What passes is returned as it is.
 */
export function conform(value: unknown, validate: Validate | undefined, sample: () => unknown): unknown {
  if (!validate || validate(value)) return value;
  let v = structuredClone(value);
  for (let round = 0; round < 8 && !validate(v); round++) {
    // A fresh sample each round: one sample's choice among `oneOf` branches may itself fail the check.
    const generated = sample();
    let changed = false;
    const errors = validate.errors ?? [];
    // A value that matches no branch of its `oneOf`/`anyOf` is replaced whole: the errors of each branch
    // under it name members of branches the value is not.
    const alternatives = errors.filter((e) => e.keyword === "oneOf" || e.keyword === "anyOf");
    const underAlternative = (at: string) =>
      alternatives.some((a) => `${at}/`.startsWith(`${a.instancePath}/`));
    for (const e of errors) {
      if (!alternatives.includes(e) && underAlternative(e.instancePath)) continue;
      if (e.keyword === "additionalProperties") {
        removeAt(v, `${e.instancePath}/${pointerToken(String(e.params.additionalProperty))}`);
        changed = true;
        continue;
      }
      // A writeOnly member (a password the client sent) is kept in the record but never sent back.
      if (e.keyword === "writeOnly") {
        removeAt(v, e.instancePath);
        changed = true;
        continue;
      }
      let pointer =
        e.keyword === "required"
          ? `${e.instancePath}/${pointerToken(String(e.params.missingProperty))}`
          : e.instancePath;
      let replacement = sampleAt(generated, pointer);
      // Where the sample has no such member because a nullable member above it is null (GitHub's
      // `performed_via_github_app`), that member is taken from the sample instead: the nearest one it has,
      // up to a member of the value's own (never the whole value).
      while (replacement === undefined && pointer.lastIndexOf("/") > 0) {
        pointer = pointer.slice(0, pointer.lastIndexOf("/"));
        replacement = sampleAt(generated, pointer);
      }
      if (replacement === undefined) continue;
      v = withAt(v, pointer, structuredClone(replacement));
      changed = true;
    }
    if (!changed) break;
  }
  return v;
}
