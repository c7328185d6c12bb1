/**
 * How approval requests come into being without a public create (DESIGN.md section 4: they are raised by the
 * provider's staff): fixtures/access-approval/ at start and reset, and the admin action
 * `raiseApprovalRequest`. Both inputs are JSON from outside, so both are checked here before they reach the
 * domain. Fixture times are relative to the clock at load time, so the data stays current under any clock.
 */
import { ServiceError } from "../../errors/service-error";
import { parseDuration } from "../../runtime/clock";
import { loadFixture } from "../../runtime/fixtures";
import {
  type ApprovalRequests,
  type RaiseInput,
  REASON_TYPES,
  type ReasonType,
} from "./state/approval-requests";
import type { Hierarchy } from "./state/hierarchy";
import type { Settings, SettingsInput } from "./state/settings";

/** The requested access duration when the raiser names none. */
export const DEFAULT_REQUESTED_DURATION = "P7D";

type Json = Record<string, unknown>;

function bad(where: string, description: string): ServiceError {
  return new ServiceError("invalid_argument", `${where}: ${description}`, {
    violations: [{ field: where, description }],
  });
}

function object(value: unknown, where: string): Json {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw bad(where, "must be an object");
  return value as Json;
}

function optionalString(o: Json, key: string, where: string): string | undefined {
  const v = o[key];
  if (v === undefined) return undefined;
  if (typeof v !== "string" || v === "") throw bad(`${where}.${key}`, "must be a non-empty string");
  return v;
}

function requiredString(o: Json, key: string, where: string): string {
  const v = optionalString(o, key, where);
  if (v === undefined) throw bad(`${where}.${key}`, "is required");
  return v;
}

function durationMs(o: Json, key: string, where: string): number {
  const iso = requiredString(o, key, where);
  const ms = parseDuration(iso);
  if (!(ms > 0)) throw bad(`${where}.${key}`, "must be a positive ISO 8601 duration");
  return ms;
}

/** The fields of a request as the provider's staff raise it (admin body or fixture entry). */
export function parseRaiseInput(value: unknown, where = "body"): RaiseInput {
  const o = object(value, where);
  const input: RaiseInput = {
    parent: requiredString(o, "parent", where),
    requestedDurationMs: parseDuration(
      optionalString(o, "requestedDuration", where) ?? DEFAULT_REQUESTED_DURATION,
    ),
  };
  const id = optionalString(o, "id", where);
  if (id !== undefined) input.id = id;
  const resource = optionalString(o, "requestedResourceName", where);
  if (resource !== undefined) input.requestedResourceName = resource;
  if (o.excludesDescendants !== undefined) {
    if (typeof o.excludesDescendants !== "boolean")
      throw bad(`${where}.excludesDescendants`, "must be a boolean");
    input.excludesDescendants = o.excludesDescendants;
  }
  if (o.requestedReason !== undefined) {
    const r = object(o.requestedReason, `${where}.requestedReason`);
    const type = optionalString(r, "type", `${where}.requestedReason`);
    if (type !== undefined && !(REASON_TYPES as readonly string[]).includes(type)) {
      throw bad(`${where}.requestedReason.type`, `must be one of ${REASON_TYPES.join(", ")}`);
    }
    input.requestedReason = {
      type: type as ReasonType | undefined,
      detail: optionalString(r, "detail", `${where}.requestedReason`),
    };
  }
  if (o.requestedLocations !== undefined) {
    const l = object(o.requestedLocations, `${where}.requestedLocations`);
    input.requestedLocations = {
      principalOfficeCountry: optionalString(l, "principalOfficeCountry", `${where}.requestedLocations`),
      principalPhysicalLocationCountry: optionalString(
        l,
        "principalPhysicalLocationCountry",
        `${where}.requestedLocations`,
      ),
    };
  }
  return input;
}

/** Admin `addResource`: places a project, folder or organization in the hierarchy. */
export function parsePlacement(value: unknown): { name: string; parent?: string } {
  const o = object(value, "body");
  return { name: requiredString(o, "name", "body"), parent: optionalString(o, "parent", "body") };
}

interface Fixtures {
  hierarchy: Hierarchy;
  settings: Settings;
  requests: ApprovalRequests;
}

/**
 * Loads the hierarchy, the settings and the requests. Each fixture request is raised `raisedAgo` before
 * `now`, then replayed through the same transitions a customer would make, at their own times.
 */
export function loadFixtures(into: Fixtures, now: Date): void {
  const { resources } = loadFixture<{ resources: { name: string; parent?: string }[] }>(
    "access-approval",
    "hierarchy.json",
  );
  for (const r of resources) into.hierarchy.place(r.name, r.parent);

  const { settings } = loadFixture<{ settings: (SettingsInput & { resource: string })[] }>(
    "access-approval",
    "settings.json",
  );
  for (const s of settings) into.settings.update(s.resource, ["notificationEmails", "enrolledServices"], s);

  const { approvalRequests } = loadFixture<{ approvalRequests: Json[] }>(
    "access-approval",
    "approval-requests.json",
  );
  const at = (base: Date, offsetMs: number) => new Date(base.getTime() + offsetMs);
  const timed = approvalRequests
    .map((entry, i) => {
      const where = `approval-requests.json[${i}]`;
      return { entry, where, raised: at(now, -durationMs(entry, "raisedAgo", where)) };
    })
    // The list is newest first by insertion, so requests are raised oldest first.
    .sort((a, b) => a.raised.getTime() - b.raised.getTime());
  for (const { entry, where, raised } of timed) {
    const { name } = into.requests.raise(parseRaiseInput(entry, where), raised);
    if (entry.approved !== undefined) {
      const approved = object(entry.approved, `${where}.approved`);
      const approveTime = at(raised, durationMs(approved, "after", `${where}.approved`));
      const expireTime = at(approveTime, durationMs(approved, "for", `${where}.approved`));
      into.requests.approve(name, expireTime, approveTime);
    }
    if (entry.dismissed !== undefined) {
      const dismissed = object(entry.dismissed, `${where}.dismissed`);
      into.requests.dismiss(name, at(raised, durationMs(dismissed, "after", `${where}.dismissed`)));
    }
    if (entry.invalidated !== undefined) {
      const invalidated = object(entry.invalidated, `${where}.invalidated`);
      into.requests.invalidate(name, at(raised, durationMs(invalidated, "after", `${where}.invalidated`)));
    }
  }
}
