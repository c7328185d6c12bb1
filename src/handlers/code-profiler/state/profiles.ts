/**
 * Agent profiles and the aggregated profiles they are collected into (CodeGuru Profiler: UTC-aligned PT5M, PT1H and P1D
 * periods that expire over time). Each submitted profile is added to the three aggregated profiles whose
 * periods contain the moment it is received; the documentation of AggregatedProfileTime describes an
 * aggregated profile as the profiles posted during its period. Retries are recognised by their profileToken.
 * Expiry is due work on the gateway's clock: each aggregated profile and each remembered token is deleted when
 * its retention ends, so reads find only what is retained and never write.
 */
import { invalid, ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import type { PageTokens } from "../../../runtime/pagination";
import type { Schedule } from "../../../runtime/scheduler";
import type { Collection, ServiceStore } from "../../../runtime/store";
import { type CallTreeNode, mergeInto, trimmed } from "./call-tree";
import { DEFAULT_MAX_RESULTS, type ProfilingGroups } from "./groups";
import {
  AGGREGATION_PERIODS,
  type AggregationPeriod,
  alignDown,
  COARSEST_FIRST,
  endOf,
  expiryOf,
  PERIOD_MS,
  type ProfileTime,
} from "./periods";
import { profileRange, type RangeQuery } from "./profile-range";

export interface StoredProfile {
  group: string;
  period: AggregationPeriod;
  startMs: number;
  root: CallTreeNode;
  /** How many agent profiles were added into it. */
  agentProfiles: number;
}

export interface AggregatedResult {
  startMs: number;
  endMs: number;
  combined: ProfileTime[];
  root: CallTreeNode;
}

export interface ProfileQuery extends RangeQuery {
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

interface TokenRecord {
  key: string;
  group: string;
  receivedMs: number;
}

function profileKey(group: string, period: AggregationPeriod, startMs: number): string {
  return `${group}/${period}/${startMs}`;
}

/** The due work that deletes an aggregated profile, or a remembered token, when its retention ends. */
const EXPIRE_PROFILE = "expire-profile";
const EXPIRE_TOKEN = "expire-token";
/** Both collections are listed per profiling group. */
const BY_GROUP = "byGroup";
const byGroup = (group: string) => ({ index: BY_GROUP, scope: group });

export class Profiles {
  private readonly profiles: Collection<StoredProfile>;
  private readonly tokens: Collection<TokenRecord>;

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
    private readonly pageTokens: PageTokens,
    private readonly groups: ProfilingGroups,
    private readonly schedule: Schedule,
  ) {
    this.profiles = store.collection("aggregated-profiles", { [BY_GROUP]: (p) => p.group });
    this.tokens = store.collection("profile-tokens", { [BY_GROUP]: (t) => t.group });
    schedule.on<{ key: string }>(EXPIRE_PROFILE, ({ data }) => this.profiles.delete(data.key));
    schedule.on<{ key: string }>(EXPIRE_TOKEN, ({ data }) => this.tokens.delete(data.key));
    groups.onDelete((name) => {
      for (const p of this.profiles.all(undefined, byGroup(name))) {
        const key = profileKey(p.group, p.period, p.startMs);
        this.profiles.delete(key);
        schedule.cancel(`${EXPIRE_PROFILE}:${key}`);
      }
      for (const t of this.tokens.all(undefined, byGroup(name))) {
        this.tokens.delete(t.key);
        schedule.cancel(`${EXPIRE_TOKEN}:${t.key}`);
      }
    });
  }

  /** The group's retained aggregated profiles, optionally of one period, oldest first. */
  stored(group: string, period?: AggregationPeriod): StoredProfile[] {
    this.groups.get(group);
    return this.profiles
      .all(period === undefined ? undefined : (p) => p.period === period, byGroup(group))
      .sort((a, b) => a.startMs - b.startMs);
  }

  /** Adds an agent profile to the aggregated profiles of the periods containing now. */
  submit(group: string, profileToken: string | undefined, tree: CallTreeNode): void {
    this.groups.get(group);
    const now = this.clock.now().getTime();
    if (profileToken !== undefined) {
      const key = `${group}/${profileToken}`;
      if (this.tokens.has(key)) return;
      this.tokens.put(key, { key, group, receivedMs: now });
      // A retry follows within minutes; a token is remembered as long as the 5-minute profile it went into.
      const expiry = new Date(expiryOf("PT5M", alignDown(now, "PT5M")));
      this.schedule.at(`${EXPIRE_TOKEN}:${key}`, expiry, EXPIRE_TOKEN, { key });
    }
    for (const period of AGGREGATION_PERIODS) {
      const startMs = alignDown(now, period);
      const key = profileKey(group, period, startMs);
      const existing = this.profiles.get(key);
      const stored = existing ?? { group, period, startMs, root: {}, agentProfiles: 0 };
      const root: CallTreeNode = {};
      mergeInto(root, stored.root);
      mergeInto(root, tree);
      this.profiles.put(key, { ...stored, root, agentProfiles: stored.agentProfiles + 1 });
      if (!existing) {
        const expiry = new Date(expiryOf(period, startMs));
        this.schedule.at(`${EXPIRE_PROFILE}:${key}`, expiry, EXPIRE_PROFILE, { key });
      }
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
    const { startMs, endMs } = profileRange(q, stored);
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
