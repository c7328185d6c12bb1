/**
 * What the baselines serve for the API-key cases: the same JSON shapes the gateway answers with, kept in a
 * Map. The bare servers (node:http, Express) validate nothing beyond the checks the invalid cases break, so
 * they measure the floor of each framework; the validating baselines (express-openapi-validator, fastify,
 * openapi-backend) leave the checking to their validator and answer with the same functions.
 */
import { randomUUID } from "node:crypto";

interface Key {
  name: string;
  uid: string;
  displayName?: string;
  restrictions?: unknown;
  createTime: string;
  updateTime: string;
  etag: string;
}

const keys = new Map<string, Key>();

export const LIST_PATH = /^\/api-keys\/v2\/projects\/([^/]+)\/locations\/([^/]+)\/keys\/?$/;

export function googleError(code: number, status: string, message: string) {
  return { error: { code, message, status } };
}

/** The page size of keys.list, or an error body when it is not an integer in 0..300. */
export function pageSizeOf(raw: string | undefined): number | { error: unknown } {
  if (raw === undefined) return 300;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 300) {
    return googleError(400, "INVALID_ARGUMENT", "pageSize must be an integer between 0 and 300");
  }
  return n || 300;
}

/** The bare servers' one check of a createKey body: a displayName, when given, is a string of 63 at most. */
export function keyBodyError(body: { displayName?: unknown } | undefined): { error: unknown } | undefined {
  if (body === undefined || body === null || typeof body !== "object") {
    return googleError(400, "INVALID_ARGUMENT", "the body must be a JSON object");
  }
  const { displayName } = body;
  return displayName === undefined || (typeof displayName === "string" && displayName.length <= 63)
    ? undefined
    : googleError(400, "INVALID_ARGUMENT", "displayName must be a string of at most 63 characters");
}

export function listKeys(project: string, pageSize: number) {
  const page: Key[] = [];
  for (const k of keys.values()) {
    if (!k.name.startsWith(`projects/${project}/`)) continue;
    if (page.length === pageSize) return { keys: page, nextPageToken: page[page.length - 1].uid };
    page.push(k);
  }
  return { keys: page };
}

export function createKey(project: string, body: { displayName?: unknown; restrictions?: unknown }) {
  const now = new Date().toISOString();
  const id = randomUUID();
  const key: Key = {
    name: `projects/${project}/locations/global/keys/${id}`,
    uid: randomUUID(),
    displayName: typeof body.displayName === "string" ? body.displayName : undefined,
    restrictions: body.restrictions,
    createTime: now,
    updateTime: now,
    etag: `W/"${id.slice(0, 22)}"`,
  };
  keys.set(key.name, key);
  return {
    name: `operations/akmf.p7-${randomUUID()}`,
    done: true,
    response: { "@type": "type.googleapis.com/google.api.apikeys.v2.Key", ...key },
  };
}

/** The canned answer of the bare servers to the other spec's operations: routing cost only. */
export const CANNED = { ok: true };
