/** Wire mapping of the code-profiling service: CodeGuru Profiler REST-JSON shapes over the domain in state/. */
import type { CodeProfilerHandlers } from "../../../generated/code-profiler/handlers";
import type { components } from "../../../generated/code-profiler/types";
import { ServiceError } from "../../errors/service-error";
import { awsSigV4AccessKey, unsignedSigV4Authorization } from "../../runtime/auth";
import type { Clock } from "../../runtime/clock";
import type { ServiceModule } from "../../runtime/service";
import { decodeAgentProfile, encodeIon, formatOf, ION_MEDIA_TYPES, JSON_MEDIA_TYPE } from "./profile-codec";
import { MAX_TREE_DEPTH, readAgentProfile } from "./state/call-tree";
import { frameMetricSeries } from "./state/frame-metrics";
import type { GroupRecord } from "./state/groups";
import { type CodeProfilerState, createCodeProfilerState } from "./state/index";
import type { Channel } from "./state/notifications";
import type { AggregatedResult, ProfileTime } from "./state/profiles";

type Schemas = components["schemas"];

const iso = (ms: number | Date) => new Date(ms).toISOString();

/** What GetProfile answers in, Ion first: the type a request that does not choose gets. */
const PROFILE_MEDIA_TYPES = [...ION_MEDIA_TYPES, JSON_MEDIA_TYPE];
/**
 * What configureAgent hands to agents besides whether to profile (the five documented agent parameters):
 * report every 5 minutes, the finest aggregation period, and keep stacks within the depth the service
 * accepts (MAX_TREE_DEPTH).
 */
const REPORTING_PERIOD_SECONDS = 300;
const AGENT_PARAMETERS: Record<string, string> = {
  SamplingIntervalInMilliseconds: "1000",
  ReportingIntervalInMilliseconds: String(REPORTING_PERIOD_SECONDS * 1000),
  MinimumTimeForReportingInMilliseconds: "60000",
  MemoryUsageLimitPercent: "10",
  MaxStackDepth: String(MAX_TREE_DEPTH),
};

function toAggregatedProfileTime(t: ProfileTime): Schemas["AggregatedProfileTime"] {
  return { start: iso(t.startMs), period: t.period };
}

function describe(g: GroupRecord, latest: ProfileTime | undefined): Schemas["ProfilingGroupDescription"] {
  const profilingStatus: Schemas["ProfilingStatus"] = {};
  if (g.latestAgentProfileReportedAt)
    profilingStatus.latestAgentProfileReportedAt = iso(g.latestAgentProfileReportedAt);
  if (g.latestAgentOrchestratedAt)
    profilingStatus.latestAgentOrchestratedAt = iso(g.latestAgentOrchestratedAt);
  if (latest) profilingStatus.latestAggregatedProfile = toAggregatedProfileTime(latest);
  return {
    name: g.name,
    arn: g.arn,
    agentOrchestrationConfig: { profilingEnabled: g.profilingEnabled },
    computePlatform: g.computePlatform,
    createdAt: iso(g.createdAt),
    updatedAt: iso(g.updatedAt),
    profilingStatus,
    tags: g.tags,
  };
}

function notificationConfiguration(channels: Channel[]) {
  // The model's channel list has at least one member, so an empty configuration has no list.
  return { notificationConfiguration: channels.length > 0 ? { channels } : {} };
}

/** The aggregated profile in the same shape as agents submit it, with the range it covers. */
function profileDocument<T extends string | Date>(p: AggregatedResult, toTime: (ms: number) => T) {
  return {
    start: toTime(p.startMs),
    end: toTime(p.endMs),
    combinedProfiles: p.combined.map((t) => ({ start: toTime(t.startMs), period: t.period })),
    callgraph: p.root,
  };
}

const date = (value: string | undefined) => (value === undefined ? undefined : new Date(value));

export function createCodeProfilerHandlers(state: CodeProfilerState, clock: Clock): CodeProfilerHandlers {
  const { groups, profiles, policies, channels } = state;
  const describeGroup = (g: GroupRecord) => describe(g, profiles.latest(g.name));
  return {
    listProfilingGroups: ({ query }) => {
      const page = groups.list(query);
      const body: Schemas["ListProfilingGroupsResponse"] = query.includeDescription
        ? { profilingGroupNames: [], profilingGroups: page.groups.map(describeGroup) }
        : { profilingGroupNames: page.groups.map((g) => g.name) };
      if (page.nextToken) body.nextToken = page.nextToken;
      return { status: 200, body };
    },
    createProfilingGroup: ({ query, body }) => {
      const group = groups.create({
        name: body.profilingGroupName,
        clientToken: query.clientToken,
        computePlatform: body.computePlatform,
        profilingEnabled: body.agentOrchestrationConfig?.profilingEnabled,
        tags: body.tags,
      });
      return { status: 201, body: describeGroup(group) };
    },
    describeProfilingGroup: ({ path }) => ({
      status: 200,
      body: describeGroup(groups.get(path.profilingGroupName)),
    }),
    updateProfilingGroup: ({ path, body }) => ({
      status: 200,
      body: describeGroup(
        groups.update(path.profilingGroupName, body.agentOrchestrationConfig.profilingEnabled),
      ),
    }),
    deleteProfilingGroup: ({ path }) => {
      groups.delete(path.profilingGroupName);
      return { status: 204 };
    },
    postAgentProfile: ({ path, query, body }) => {
      groups.get(path.profilingGroupName);
      const tree = readAgentProfile(decodeAgentProfile(body));
      profiles.submit(path.profilingGroupName, query.profileToken, tree);
      return { status: 204 };
    },
    configureAgent: ({ path }) => {
      const group = groups.recordOrchestration(path.profilingGroupName);
      return {
        status: 200,
        body: {
          shouldProfile: group.profilingEnabled,
          periodInSeconds: REPORTING_PERIOD_SECONDS,
          agentParameters: AGENT_PARAMETERS,
        },
      };
    },
    getProfile: ({ path, query }, ctx) => {
      // The first acceptable type the Accept header lists; without one, or with a wildcard, Ion: GetProfile's
      // documented default.
      const accepted = ctx.accepts(PROFILE_MEDIA_TYPES);
      if (!accepted) {
        throw new ServiceError("not_acceptable", "the Accept header lists neither JSON nor Ion", {
          violations: [{ field: "accept", description: "must be application/json or an Ion media type" }],
        });
      }
      const profile = profiles.aggregated(path.profilingGroupName, {
        startTime: date(query.startTime),
        endTime: date(query.endTime),
        period: query.period,
        maxDepth: query.maxDepth,
      });
      if (formatOf(accepted) === "json") return { status: 200, body: profileDocument(profile, iso) };
      return {
        status: 200,
        contentType: accepted,
        body: encodeIon(profileDocument(profile, (ms) => new Date(ms))),
      };
    },
    listProfileTimes: ({ path, query }) => {
      const page = profiles.profileTimes(path.profilingGroupName, {
        startTime: new Date(query.startTime),
        endTime: new Date(query.endTime),
        period: query.period,
        ascending: query.orderBy === "TimestampAscending" || query.orderBy === "TIMESTAMP_ASCENDING",
        maxResults: query.maxResults,
        nextToken: query.nextToken,
      });
      const body: { profileTimes: { start: string }[]; nextToken?: string } = {
        profileTimes: page.times.map((t) => ({ start: iso(t) })),
      };
      if (page.nextToken) body.nextToken = page.nextToken;
      return { status: 200, body };
    },
    batchGetFrameMetricData: ({ path, query, body }) => {
      const series = frameMetricSeries(profiles, clock, path.profilingGroupName, {
        startTime: date(query.startTime),
        endTime: date(query.endTime),
        period: query.period,
        targetResolution: query.targetResolution,
        frameMetrics: body?.frameMetrics ?? [],
      });
      return {
        status: 200,
        body: {
          startTime: iso(series.startMs),
          endTime: iso(series.endMs),
          resolution: series.resolution,
          endTimes: series.endTimes.map((t) => ({ value: iso(t) })),
          // Every step is computed from the stored profiles, so no end time is left unprocessed.
          unprocessedEndTimes: {},
          frameMetricData: series.data.map((d) => ({ frameMetric: d.metric, values: d.values })),
        },
      };
    },
    getPolicy: ({ path }) => ({ status: 200, body: policies.get(path.profilingGroupName) }),
    putPermission: ({ path, body }) => ({
      status: 200,
      body: policies.put(path.profilingGroupName, path.actionGroup, body.principals, body.revisionId),
    }),
    removePermission: ({ path, query }) => ({
      status: 200,
      body: policies.remove(path.profilingGroupName, path.actionGroup, query.revisionId),
    }),
    getNotificationConfiguration: ({ path }) => ({
      status: 200,
      body: notificationConfiguration(channels.get(path.profilingGroupName)),
    }),
    addNotificationChannels: ({ path, body }) => ({
      status: 200,
      body: notificationConfiguration(channels.add(path.profilingGroupName, body.channels)),
    }),
    removeNotificationChannel: ({ path }) => ({
      status: 200,
      body: notificationConfiguration(channels.remove(path.profilingGroupName, path.channelId)),
    }),
  };
}

export const codeProfilerModule: ServiceModule<"code-profiler"> = {
  // Any well-formed SigV4 header is accepted: the gateway holds no secret keys to verify signatures with.
  authenticate: (credentials) => ({ id: awsSigV4AccessKey(credentials), permissions: ["*"] }),
  devCredentials: () => ({ authorization: unsignedSigV4Authorization("AKIDEXAMPLE", "codeguru-profiler") }),
  create: (deps) => ({ handlers: createCodeProfilerHandlers(createCodeProfilerState(deps), deps.clock) }),
};
