/** The handlers of jobs and the worker's attempt endpoints. */
import type { PipelineConfigHandlers } from "../../../../generated/pipeline-config/handlers";
import type { PipelineConfig } from "../state/index";
import { PLATFORM_VERSION } from "../state/jobs";
import { destinationDefinitionRead, sourceDefinitionRead } from "../wire/definitions";
import { attemptInfoRead, attemptRead, jobInfoRead, jobQuery, jobRead } from "../wire/jobs";

type JobOps =
  | "getJobInfo"
  | "getJobInfoLight"
  | "listJobsFor"
  | "cancelJob"
  | "getJobDebugInfo"
  | "getLastReplicationJob"
  | "getAttemptNormalizationStatusesForJob"
  | "saveStats"
  | "saveSyncConfig"
  | "setWorkflowInAttempt";

export function jobOperations(p: PipelineConfig): Pick<PipelineConfigHandlers, JobOps> {
  const j = p.jobs;
  const view = (id: number) => j.view(j.get(id));
  const done = { status: 200 as const, body: { succeeded: true } };
  return {
    getJobInfo: ({ body }) => ({ status: 200, body: jobInfoRead(view(body.id)) }),
    getJobInfoLight: ({ body }) => ({ status: 200, body: { job: jobRead(view(body.id)) } }),
    listJobsFor: ({ body }) => {
      const page = j.list(jobQuery(body));
      return {
        status: 200,
        body: {
          jobs: page.jobs.map((v) => ({ job: jobRead(v), attempts: v.attempts.map(attemptRead) })),
          totalJobCount: page.total,
        },
      };
    },
    cancelJob: ({ body }) => ({ status: 200, body: jobInfoRead(j.cancel(body.id)) }),
    getJobDebugInfo: ({ body }) => {
      const v = view(body.id);
      const definition = (id: string) => p.definitions.withDeleted(id);
      const running = v.attempts.find((a) => a.status === "running");
      return {
        status: 200,
        body: {
          job: {
            id: v.job.id,
            configType: v.job.configType,
            configId: v.job.configId,
            status: v.status,
            airbyteVersion: PLATFORM_VERSION,
            sourceDefinition: sourceDefinitionRead(definition(v.job.sourceDefinitionId)),
            destinationDefinition: destinationDefinitionRead(definition(v.job.destinationDefinitionId)),
          },
          attempts: v.attempts.map((a) => {
            const { workflowId, processingTaskQueue, syncConfig } = a.report;
            return {
              ...attemptInfoRead(a),
              ...(workflowId !== undefined ? { workflowId } : {}),
              ...(processingTaskQueue !== undefined ? { processingTaskQueue } : {}),
              ...(syncConfig !== undefined ? { syncConfig } : {}),
            };
          }),
          workflowState: { hasRunningWorkflow: running?.report.workflowId !== undefined },
        },
      };
    },
    getLastReplicationJob: ({ body }) => {
      p.connections.get(body.connectionId);
      const last = j.lastReplication(body.connectionId);
      return { status: 200, body: last ? { job: jobRead(last) } : {} };
    },
    getAttemptNormalizationStatusesForJob: ({ body }) => ({
      status: 200,
      body: {
        // Normalization can be bypassed for an attempt that committed no records.
        attemptNormalizationStatuses: view(body.id).attempts.map((a) => {
          const committed = a.totalStats.recordsCommitted ?? 0;
          return {
            attemptNumber: a.number,
            hasRecordsCommitted: committed > 0,
            recordsCommitted: committed,
            hasNormalizationFailed: a.failure?.origin === "destination",
          };
        }),
      },
    }),
    saveStats: ({ body }) => {
      j.report(body.jobId, body.attemptNumber, { totalStats: body.stats, streamStats: body.streamStats });
      return done;
    },
    saveSyncConfig: ({ body }) => {
      j.report(body.jobId, body.attemptNumber, { syncConfig: body.syncConfig });
      return done;
    },
    setWorkflowInAttempt: ({ body }) => {
      j.report(body.jobId, body.attemptNumber, {
        workflowId: body.workflowId,
        processingTaskQueue: body.processingTaskQueue,
      });
      return done;
    },
  };
}
