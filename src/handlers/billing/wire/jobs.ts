/** Wire mapping of the asynchronous operations: data queries, file deletion jobs, order previews, mass actions, settings batches. */
import type { components } from "../../../../generated/billing/types";
import { v1Time } from "../state/dates";
import type { Billing } from "../state/index";
import type { DeletionJobRecord } from "../state/jobs";
import type { MassActionView } from "../state/mass-actions";
import type { QueryJobRecord } from "../state/query-jobs";

type Schemas = components["schemas"];

/** Where a job's data file is served, under the service's absolute base URL. */
export function dataFileUrl(baseUrl: string, jobId: string): URL {
  return new URL(`${baseUrl}/query/jobs/${encodeURIComponent(jobId)}/data-file`);
}

/** The data file's absolute, signed link, as Zuora's `dataFile` is: it downloads without credentials. */
function signedDataFile(
  b: Billing,
  entityId: string,
  j: QueryJobRecord,
  baseUrl: string,
): string | undefined {
  const url = dataFileUrl(baseUrl, j.id);
  const link = b.queries.dataFileLink(entityId, j, url.pathname);
  if (!link) return undefined;
  for (const [k, v] of Object.entries(link)) url.searchParams.set(k, v);
  return url.href;
}

export function queryJob(
  b: Billing,
  entityId: string,
  j: QueryJobRecord,
  baseUrl: string,
): Schemas["QueryJobEnvelope"] {
  const done = j.status === "completed";
  return {
    data: {
      id: j.id,
      query: j.query,
      queryStatus: j.status,
      outputFormat: j.outputFormat,
      compression: j.compression,
      columnSeparator: j.columnSeparator,
      readDeleted: j.readDeleted,
      outputRows: j.result?.rows.length,
      processingTime: done ? Date.parse(j.updatedOn) - Date.parse(j.createdOn) : undefined,
      dataFile: signedDataFile(b, entityId, j, baseUrl),
      errorMessage: j.errorMessage,
      createdBy: j.createdBy,
      createdOn: j.createdOn,
      updatedOn: j.updatedOn,
    },
  };
}

export function massAction(m: MassActionView): Schemas["MassAction"] {
  return {
    success: true,
    bulkKey: m.bulkKey,
    actionType: m.actionType,
    status: m.status,
    totalCount: m.totalCount,
    processedCount: m.processedCount,
    startedOn: v1Time(m.startedAt),
    endedOn: m.endedAt ? v1Time(m.endedAt) : undefined,
  };
}

export function deletion(j: DeletionJobRecord): Schemas["FileDeletionJob"] {
  return {
    success: true,
    id: j.id,
    status: j.status,
    accountIds: j.accountIds,
    deletedFiles: j.deletedFiles,
    createdTime: v1Time(j.createdOn),
  };
}
