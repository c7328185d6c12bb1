/** JSON values as configurations, schemas and connector state hold them. */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A deep copy of JSON data, so stored records never alias a request or a response. */
export function cloneJson<T>(value: T): T {
  return structuredClone(value);
}
