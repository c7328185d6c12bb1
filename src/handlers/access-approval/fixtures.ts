/**
 * How approval requests come into being without a public create (Google's staff raise them):
 * fixtures/access-approval/ at start and reset, and the admin action
 * `raise-approval-request`. Both inputs are JSON from outside, so both are checked here before they reach the
 * domain. Fixture times are relative to the clock at load time, so the data stays current under any clock.
 */
import { invalid } from "../../errors/service-error";
import { parseDuration } from "../../runtime/clock";
import { loadFixture } from "../../runtime/fixtures";
import {
  type Json,
  jsonObject,
  optionalBoolean,
  optionalString,
  requiredString,
} from "../../runtime/json-input";
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

function durationMs(o: Json, key: string, where: string): number {
  const iso = requiredString(o, key, where);
  const ms = parseDuration(iso);
  if (!(ms > 0)) throw invalid(`${where}.${key}`, "must be a positive ISO 8601 duration");
  return ms;
}

/** The fields of a request as the provider's staff raise it (admin body or fixture entry). */
export function parseRaiseInput(value: unknown, where = "body"): RaiseInput {
  const o = jsonObject(value, where);
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
  const excludesDescendants = optionalBoolean(o, "excludesDescendants", where);
  if (excludesDescendants !== undefined) input.excludesDescendants = excludesDescendants;
  if (o.requestedReason !== undefined) {
    const r = jsonObject(o.requestedReason, `${where}.requestedReason`);
    const type = optionalString(r, "type", `${where}.requestedReason`);
    if (type !== undefined && !(REASON_TYPES as readonly string[]).includes(type)) {
      throw invalid(`${where}.requestedReason.type`, `must be one of ${REASON_TYPES.join(", ")}`);
    }
    input.requestedReason = {
      type: type as ReasonType | undefined,
      detail: optionalString(r, "detail", `${where}.requestedReason`),
    };
  }
  if (o.requestedLocations !== undefined) {
    const l = jsonObject(o.requestedLocations, `${where}.requestedLocations`);
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

/** Admin `add-resource`: places a project, folder or organization in the hierarchy. */
export function parsePlacement(value: unknown): { name: string; parent?: string } {
  const o = jsonObject(value, "body");
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
      const approved = jsonObject(entry.approved, `${where}.approved`);
      const approveTime = at(raised, durationMs(approved, "after", `${where}.approved`));
      const expireTime = at(approveTime, durationMs(approved, "for", `${where}.approved`));
      into.requests.approve(name, expireTime, approveTime);
    }
    if (entry.dismissed !== undefined) {
      const dismissed = jsonObject(entry.dismissed, `${where}.dismissed`);
      into.requests.dismiss(name, at(raised, durationMs(dismissed, "after", `${where}.dismissed`)));
    }
    if (entry.invalidated !== undefined) {
      const invalidated = jsonObject(entry.invalidated, `${where}.invalidated`);
      into.requests.invalidate(name, at(raised, durationMs(invalidated, "after", `${where}.invalidated`)));
    }
  }
}
