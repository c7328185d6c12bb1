/**
 * The access-approval fixtures: the resource hierarchy, the settings along it, and approval requests with their
 * history. Requests have no public create (Google's staff raise them), so fixture requests are raised and then
 * replayed through the same transitions a customer would make. Fixture times are relative to the clock at load
 * time, so the data stays current under any clock.
 */
import { invalid } from "../../errors/service-error";
import { parseDuration } from "../../runtime/clock";
import type { FixtureFolder } from "../../runtime/fixtures";
import { type Json, jsonObject, requiredString } from "../../runtime/json-input";
import type { ApprovalRequests } from "./state/approval-requests";
import type { Hierarchy } from "./state/hierarchy";
import { parseRaiseInput } from "./state/raise-input";
import type { Settings, SettingsInput } from "./state/settings";

function durationMs(o: Json, key: string, where: string): number {
  const iso = requiredString(o, key, where);
  const ms = parseDuration(iso);
  if (!(ms > 0)) throw invalid(`${where}.${key}`, "must be a positive ISO 8601 duration");
  return ms;
}

interface Domain {
  hierarchy: Hierarchy;
  settings: Settings;
  requests: ApprovalRequests;
}

/**
 * Loads the hierarchy, the settings and the requests. Each fixture request is raised `raisedAgo` before
 * `now`, then approved, dismissed or invalidated at its own time after that.
 */
export function loadFixtures(fixtures: FixtureFolder, into: Domain, now: Date): void {
  const { resources } = fixtures.read<{ resources: { name: string; parent?: string }[] }>("hierarchy.json");
  for (const r of resources) into.hierarchy.place(r.name, r.parent);

  const { settings } = fixtures.read<{ settings: (SettingsInput & { resource: string })[] }>("settings.json");
  for (const s of settings) into.settings.update(s.resource, ["notificationEmails", "enrolledServices"], s);

  const { approvalRequests } = fixtures.read<{ approvalRequests: Json[] }>("approval-requests.json");
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
