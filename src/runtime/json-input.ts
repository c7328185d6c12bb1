/**
 * Readers for JSON that reaches a service from outside its spec (admin action bodies, fixture entries): the
 * validator has not checked it, so every field is checked here, by own properties only, and a wrong one is
 * an invalid argument naming where it is (`body.parent`).
 */
import { invalid } from "../errors/service-error";

export type Json = Record<string, unknown>;

export function jsonObject(value: unknown, where: string): Json {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw invalid(where, "must be an object");
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
