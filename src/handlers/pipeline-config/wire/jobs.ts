/** Jobs, attempts and synchronous jobs to the API's job records. Times of jobs are epoch seconds. */
import type { components } from "../../../../generated/pipeline-config/types";
import type { SynchronousJobRecord } from "../state/job-records";
import type { AttemptView, JobView } from "../state/job-views";
import type { JobQuery } from "../state/jobs";

type S = components["schemas"];

export const epochSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** A jobs/list body as the domain's query: its page and its instants read as dates. */
export function jobQuery(body: S["JobListRequestBody"]): JobQuery {
  const at = (t: string | undefined) => (t === undefined ? undefined : new Date(t));
  return {
    configTypes: body.configTypes,
    configId: body.configId,
    includingJobId: body.includingJobId,
    ...body.pagination,
    statuses: body.statuses,
    createdAtStart: at(body.createdAtStart),
    createdAtEnd: at(body.createdAtEnd),
    updatedAtStart: at(body.updatedAtStart),
    updatedAtEnd: at(body.updatedAtEnd),
    orderByField: body.orderByField,
    orderByMethod: body.orderByMethod,
  };
}

export function synchronousJobRead(j: SynchronousJobRecord): S["SynchronousJobRead"] {
  return {
    id: j.id,
    configType: j.configType,
    configId: j.configId,
    createdAt: epochSeconds(j.createdAt),
    endedAt: epochSeconds(j.endedAt),
    succeeded: j.succeeded,
    connectorConfigurationUpdated: false,
    logs: { logLines: j.logLines },
  };
}

export function jobRead(v: JobView): S["JobRead"] {
  const out: S["JobRead"] = {
    id: v.job.id,
    configType: v.job.configType,
    configId: v.job.configId,
    createdAt: epochSeconds(v.job.createdAt),
    updatedAt: epochSeconds(v.updatedAt),
    status: v.status,
  };
  if (v.startedAt) out.startedAt = epochSeconds(v.startedAt);
  if (v.job.resetStreams) out.resetConfig = { streamsToReset: v.job.resetStreams };
  return out;
}

export function attemptRead(a: AttemptView): S["AttemptRead"] {
  const out: S["AttemptRead"] = {
    id: a.number,
    status: a.status,
    bytesSynced: a.totalStats.bytesEmitted ?? 0,
    recordsSynced: a.totalStats.recordsEmitted ?? 0,
    totalStats: a.totalStats,
    streamStats: a.streamStats,
    createdAt: epochSeconds(a.createdAt),
    updatedAt: epochSeconds(a.updatedAt),
  };
  if (a.endedAt) out.endedAt = epochSeconds(a.endedAt);
  if (a.failure) {
    out.failureSummary = {
      failures: [
        {
          failureOrigin: a.failure.origin,
          failureType: a.failure.type,
          externalMessage: a.failure.message,
          internalMessage: a.failure.message,
          retryable: a.failure.type === "transient_error",
          timestamp: a.failure.at.getTime(),
        },
      ],
      partialSuccess: false,
    };
  }
  return out;
}

export function attemptInfoRead(a: AttemptView): S["AttemptInfoRead"] {
  return { attempt: attemptRead(a), logs: { logLines: a.logLines } };
}

export function jobInfoRead(v: JobView): S["JobInfoRead"] {
  return { job: jobRead(v), attempts: v.attempts.map(attemptInfoRead) };
}
