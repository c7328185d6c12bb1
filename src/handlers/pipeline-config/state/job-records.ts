/** Stored records of jobs: sync and reset jobs with their attempts, and synchronous (check, discover, spec) jobs. */
import type { ConnectionStateRecord, StreamDescriptor } from "./airbyte-protocol";
import type { JsonObject } from "./json";

export type JobConfigType =
  | "check_connection_source"
  | "check_connection_destination"
  | "discover_schema"
  | "get_spec"
  | "sync"
  | "reset_connection";

export type JobStatus = "pending" | "running" | "incomplete" | "failed" | "succeeded" | "cancelled";

export interface AttemptStats {
  recordsEmitted?: number;
  bytesEmitted?: number;
  stateMessagesEmitted?: number;
  recordsCommitted?: number;
  estimatedRecords?: number;
  estimatedBytes?: number;
}

export interface StreamStats {
  streamName: string;
  streamNamespace?: string;
  stats: AttemptStats;
}

/** What one attempt will do, decided when the job is created from the configurations then in force. */
export interface AttemptPlan {
  durationMs: number;
  /** Why it fails; undefined when it succeeds. */
  failure?: { origin: "source" | "destination"; message: string };
  streams: PlannedStream[];
}

export interface PlannedStream {
  name: string;
  namespace?: string;
  records: number;
  bytes: number;
  /** An incremental stream's cursor field: a successful sync stores its cursor value in the state. */
  cursorField?: string[];
}

export interface AttemptSyncConfig {
  sourceConfiguration: JsonObject;
  destinationConfiguration: JsonObject;
  state?: ConnectionStateRecord;
}

/** What workers reported for an attempt (attempt/save_stats, save_sync_config, set_workflow_in_attempt). */
export interface AttemptReport {
  totalStats?: AttemptStats;
  streamStats?: StreamStats[];
  syncConfig?: AttemptSyncConfig;
  workflowId?: string;
  processingTaskQueue?: string;
}

export interface JobRecord {
  id: number;
  configType: "sync" | "reset_connection";
  /** The connection id. */
  configId: string;
  workspaceId: string;
  createdAt: Date;
  cancelledAt?: Date;
  resetStreams?: StreamDescriptor[];
  /** Docker images of the connectors, as logged. */
  sourceImage: string;
  destinationImage: string;
  sourceDefinitionId: string;
  destinationDefinitionId: string;
  plans: AttemptPlan[];
  /**
   * How many of the job's phase changes have happened, by the schedule: attempt n starts with change 2n+1
   * and ends with change 2n+2 (job-phases.ts).
   */
  phases: number;
  reports: Record<number, AttemptReport>;
}

/** A check, discover or spec job: it runs while the request waits (SynchronousJobRead). */
export interface SynchronousJobRecord {
  id: string;
  configType: JobConfigType;
  configId: string;
  createdAt: Date;
  endedAt: Date;
  succeeded: boolean;
  logLines: string[];
}
