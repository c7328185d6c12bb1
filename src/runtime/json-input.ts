/**
 * Readers for JSON that reaches a service from outside its spec (admin action bodies, fixture entries): the
 * validator has not checked it, so every field is checked here, by own properties only, and a wrong one is
 * an invalid argument naming where it is (`body.parent`). A reader that names the fields it takes refuses
 * any other: an action that dropped a field it does not know would answer as if it had applied it.
 */
import { invalid } from "../errors/service-error";

export type Json = Record<string, unknown>;

/** The object `value`; with `fields`, one that has no member outside them. */
export function jsonObject(value: unknown, where: string, fields?: readonly string[]): Json {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw invalid(where, "must be an object");
  if (fields) {
    const unknown = Object.keys(value).find((key) => !fields.includes(key));
    if (unknown !== undefined) {
      const taken = fields.length ? `the fields taken are ${fields.join(", ")}` : "no fields are taken";
      throw invalid(`${where}.${unknown}`, `is not a field taken here (${taken})`);
    }
  }
  return value as Json;
}

function own(o: Json, key: string): unknown {
  return Object.hasOwn(o, key) ? o[key] : undefined;
}

export function optionalString(o: Json, key: string, where: string): string | undefined {
  const v = own(o, key);
  if (v === undefined) return undefined;
  if (typeof v !== "string" || v === "") throw invalid(`${where}.${key}`, "must be a non-empty string");
  return v;
}

export function requiredString(o: Json, key: string, where: string): string {
  const v = optionalString(o, key, where);
  if (v === undefined) throw invalid(`${where}.${key}`, "is required");
  return v;
}

export function optionalBoolean(o: Json, key: string, where: string): boolean | undefined {
  const v = own(o, key);
  if (v !== undefined && typeof v !== "boolean") throw invalid(`${where}.${key}`, "must be a boolean");
  return v;
}
