/** The profiles operations: GetProfile, ListProfileTimes and BatchGetFrameMetricData. */
import type { CodeProfilerHandlers } from "../../../../generated/code-profiler/handlers";
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { frameMetricSeries } from "../state/frame-metrics";
import type { CodeProfilerState } from "../state/index";
import { encodeIon, formatOf, ION_MEDIA_TYPES, JSON_MEDIA_TYPE } from "../wire/profile-codec";
import { frameMetricData, isAscending, profileDocument, profileTimesPage } from "../wire/profiles";
import { dateOf, iso } from "../wire/times";

/** What GetProfile answers in, Ion first: the type a request that does not choose gets. */
const PROFILE_MEDIA_TYPES = [...ION_MEDIA_TYPES, JSON_MEDIA_TYPE];

export function profilesOperations(
  { profiles }: CodeProfilerState,
  clock: Clock,
): Pick<CodeProfilerHandlers, "getProfile" | "listProfileTimes" | "batchGetFrameMetricData"> {
  return {
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
        startTime: dateOf(query.startTime),
        endTime: dateOf(query.endTime),
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
        ascending: isAscending(query.orderBy),
        maxResults: query.maxResults,
        nextToken: query.nextToken,
      });
      return { status: 200, body: profileTimesPage(page) };
    },
    batchGetFrameMetricData: ({ path, query, body }) => {
      const series = frameMetricSeries(profiles, clock, path.profilingGroupName, {
        startTime: dateOf(query.startTime),
        endTime: dateOf(query.endTime),
        period: query.period,
        targetResolution: query.targetResolution,
        frameMetrics: body?.frameMetrics ?? [],
      });
      return { status: 200, body: frameMetricData(series) };
    },
  };
}
