/**
 * Agent profiles and the aggregated profiles they are collected into (CodeGuru Profiler: UTC-aligned PT5M, PT1H and P1D
 * periods that expire over time). Each submitted profile is added to the three aggregated profiles whose
 * periods contain the moment it is received; the documentation of AggregatedProfileTime describes an
 * aggregated profile as the profiles posted during its period. Retries are recognised by their profileToken.
 */
import { invalid, ServiceError } from "../../../errors/service-error";
import { type Clock, parseDuration } from "../../../runtime/clock";
import type { PageTokens } from "../../../runtime/pagination";
import type { Collection, ServiceStore } from "../../../runtime/store";
import { type CallTreeNode, mergeInto, trimmed } from "./call-tree";
import { DEFAULT_MAX_RESULTS, type ProfilingGroups } from "./groups";
import {
  AGGREGATION_PERIODS,
  type AggregationPeriod,
  alignDown,
  COARSEST_FIRST,
  DAY_MS,
  isRetained,
  PERIOD_MS,
  periodOfLength,
} from "./periods";

export interface StoredProfile {
  group: string;
  period: AggregationPeriod;
  startMs: number;
  root: CallTreeNode;
  /** How many agent profiles were added into it. */
  agentProfiles: number;
}

export interface ProfileTime {
  startMs: number;
  period: AggregationPeriod;
}

export interface AggregatedResult {
  startMs: number;
  endMs: number;
  combined: ProfileTime[];
  root: CallTreeNode;
}

export interface ProfileQuery {
  startTime?: Date;
  endTime?: Date;
  /** ISO 8601 duration. */
  period?: string;
  maxDepth?: number;
}

export interface ProfileTimesQuery {
  startTime: Date;
  endTime: Date;
  period: AggregationPeriod;
  ascending: boolean;
  maxResults?: number;
  nextToken?: string;
}

/** An aggregated-profile time range is at most 7 days. */
export const MAX_PROFILE_RANGE_MS = 7 * DAY_MS;

interface TokenRecord {
  key: string;
  group: string;
  receivedMs: number;
}

/** A positive ISO 8601 duration in milliseconds. */
export function durationMs(field: string, iso: string): number {
  const ms = parseDuration(iso);
  if (!(ms > 0)) throw invalid(field, "must be a positive ISO 8601 duration");
  return ms;
}

function profileKey(group: string, period: AggregationPeriod, startMs: number): string {
  return `${group}/${period}/${startMs}`;
}

const endOf = (p: ProfileTime) => p.startMs + PERIOD_MS[p.period];

export class Profiles {
  private readonly profiles: Collection<StoredProfile>;
  private readonly tokens: Collection<TokenRecord>;

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
    private readonly pageTokens: PageTokens,
    private readonly groups: ProfilingGroups,
  ) {
    this.profiles = store.collection("aggregated-profiles");
    this.tokens = store.collection("profile-tokens");
    groups.onDelete((name) => {
      for (const p of this.profiles.all((p) => p.group === name)) {
        this.profiles.delete(profileKey(p.group, p.period, p.startMs));
      }
      for (const t of this.tokens.all((t) => t.group === name)) this.tokens.delete(t.key);
    });
  }

  /** Drops what retention no longer covers; runs before every read and write, so the clock drives it. */
  private sweep(): number {
    const now = this.clock.now().getTime();
    for (const p of this.profiles.all((p) => !isRetained(p.period, p.startMs, now))) {
      this.profiles.delete(profileKey(p.group, p.period, p.startMs));
    }
    // A retry follows within minutes; a token is remembered as long as the 5-minute profile it went into.
    for (const t of this.tokens.all((t) => !isRetained("PT5M", alignDown(t.receivedMs, "PT5M"), now))) {
      this.tokens.delete(t.key);
    }
    return now;
  }

  /** The group's retained aggregated profiles, optionally of one period, oldest first. */
  stored(group: string, period?: AggregationPeriod): StoredProfile[] {
    this.groups.get(group);
    this.sweep();
    return this.profiles
      .all((p) => p.group === group && (period === undefined || p.period === period))
      .sort((a, b) => a.startMs - b.startMs);
  }

  /** Adds an agent profile to the aggregated profiles of the periods containing now. */
  submit(group: string, profileToken: string | undefined, tree: CallTreeNode): void {
    this.groups.get(group);
    const now = this.sweep();
    if (profileToken !== undefined) {
      const key = `${group}/${profileToken}`;
      if (this.tokens.has(key)) return;
      this.tokens.put(key, { key, group, receivedMs: now });
    }
    for (const period of AGGREGATION_PERIODS) {
      const startMs = alignDown(now, period);
      const key = profileKey(group, period, startMs);
      const stored = this.profiles.get(key) ?? { group, period, startMs, root: {}, agentProfiles: 0 };
      const root: CallTreeNode = {};
      mergeInto(root, stored.root);
      mergeInto(root, tree);
      this.profiles.put(key, { ...stored, root, agentProfiles: stored.agentProfiles + 1 });
    }
    this.groups.recordProfileReported(group);
  }

  /** The most recent aggregated profile: the latest start, and of those the finest period. */
  latest(group: string): ProfileTime | undefined {
    const [latest] = this.stored(group).sort(
      (a, b) => b.startMs - a.startMs || PERIOD_MS[a.period] - PERIOD_MS[b.period],
    );
    return latest && { startMs: latest.startMs, period: latest.period };
  }

  /**
   * GetProfile (CodeGuru Profiler): 1 or 2 of startTime, endTime, period; period alone gives the latest aggregated
   * profile; at most 7 days. Stored profiles lying inside the range are combined, coarsest first so that
   * no sample counts twice; with partial coverage the result covers the smaller range they span.
   */
  aggregated(group: string, q: ProfileQuery): AggregatedResult {
    const stored = this.stored(group);
    const { startMs, endMs } = this.resolveRange(q, stored);
    const inside = stored.filter((p) => p.startMs >= startMs && endOf(p) <= endMs);
    const chosen: StoredProfile[] = [];
    for (const period of COARSEST_FIRST) {
      for (const p of inside.filter((c) => c.period === period)) {
        // UTC-aligned periods nest, so overlapping means lying inside an already chosen coarser profile.
        if (!chosen.some((c) => c.startMs < endOf(p) && p.startMs < endOf(c))) chosen.push(p);
      }
    }
    if (chosen.length === 0) {
      throw new ServiceError(
        "not_found",
        `No aggregated profile of profiling group ${group} lies between ${new Date(startMs).toISOString()} and ${new Date(endMs).toISOString()}`,
      );
    }
    chosen.sort((a, b) => a.startMs - b.startMs);
    const root: CallTreeNode = {};
    for (const p of chosen) mergeInto(root, p.root);
    return {
      startMs: chosen[0].startMs,
      endMs: Math.max(...chosen.map(endOf)),
      combined: chosen.map((p) => ({ startMs: p.startMs, period: p.period })),
      root: q.maxDepth === undefined ? root : trimmed(root, q.maxDepth),
    };
  }

  private resolveRange(q: ProfileQuery, stored: StoredProfile[]): { startMs: number; endMs: number } {
    const start = q.startTime?.getTime();
    const end = q.endTime?.getTime();
    const given = [start, end, q.period].filter((v) => v !== undefined).length;
    if (given === 0) throw invalid("period", "give 1 or 2 of startTime, endTime and period");
    if (given === 3) throw invalid("period", "startTime, endTime and period cannot all be given");
    let startMs: number;
    let endMs: number;
    if (q.period === undefined) {
      if (start === undefined || end === undefined) {
        const [field, other] = start === undefined ? ["endTime", "startTime"] : ["startTime", "endTime"];
        throw invalid(field, `requires period or ${other}`);
      }
      startMs = start;
      endMs = end;
    } else {
      const periodMs = durationMs("period", q.period);
      if (start !== undefined) {
        startMs = start;
        endMs = start + periodMs;
      } else if (end !== undefined) {
        startMs = end - periodMs;
        endMs = end;
      } else {
        ({ startMs, endMs } = latestRange(stored, periodMs));
      }
    }
    if (endMs <= startMs) throw invalid("endTime", "must be after startTime");
    if (endMs - startMs > MAX_PROFILE_RANGE_MS)
      throw invalid("period", "the time range may be at most 7 days");
    return { startMs, endMs };
  }

  /** ListProfileTimes: start times of the stored profiles of one period starting within [startTime, endTime). */
  profileTimes(group: string, q: ProfileTimesQuery): { times: number[]; nextToken?: string } {
    const startMs = q.startTime.getTime();
    const endMs = q.endTime.getTime();
    if (endMs <= startMs) throw invalid("endTime", "must be after startTime");
    const scope = `profile-times|${group}|${q.period}|${startMs}|${endMs}|${q.ascending}`;
    const after = this.pageTokens.read(scope, q.nextToken, "nextToken");
    let times = this.stored(group, q.period)
      .map((p) => p.startMs)
      .filter((t) => t >= startMs && t < endMs);
    if (!q.ascending) times.reverse();
    if (after !== undefined) {
      const last = Number(after);
      times = times.filter((t) => (q.ascending ? t > last : t < last));
    }
    // The documented range of maxResults is 1-1000; capped here too, so no page outgrows it.
    const limit = Math.min(q.maxResults || DEFAULT_MAX_RESULTS, 1000);
    const page = times.slice(0, limit);
    return {
      times: page,
      nextToken:
        times.length > limit ? this.pageTokens.issue(scope, String(page[page.length - 1])) : undefined,
    };
  }
}

/**
 * The range `period` alone names: the latest stored profile of that aggregation period when `period` is one,
 * otherwise `period` ending where the latest profiling data ends (the end of the latest profile of the finest
 * period still retained).
 */
function latestRange(stored: StoredProfile[], periodMs: number): { startMs: number; endMs: number } {
  const exact = periodOfLength(periodMs);
  const ofExact = stored.filter((p) => p.period === exact);
  if (ofExact.length > 0) {
    const latest = ofExact[ofExact.length - 1];
    return { startMs: latest.startMs, endMs: endOf(latest) };
  }
  for (const period of AGGREGATION_PERIODS) {
    const ofPeriod = stored.filter((p) => p.period === period);
    if (ofPeriod.length > 0) {
      const endMs = endOf(ofPeriod[ofPeriod.length - 1]);
      return { startMs: endMs - periodMs, endMs };
    }
  }
  throw new ServiceError("not_found", "No aggregated profile exists for this profiling group yet");
}
