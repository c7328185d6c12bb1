/** Wire mapping of the asynchronous operations: data queries, file deletion jobs, order previews, mass actions, settings batches. */
import type { components } from "../../../../generated/billing/types";
import { sum, v1Time } from "../state/common";
import type { Billing } from "../state/index";
import type { DeletionJobRecord } from "../state/jobs";
import type { MassActionView } from "../state/mass-actions";
import type { QueryJobRecord } from "../state/query-jobs";
import { queryOutput } from "../state/query-output";
import type { ScopedHandlers } from "./bind";

type Schemas = components["schemas"];

function queryJob(b: Billing, j: QueryJobRecord, baseUrl: string): Schemas["QueryJobEnvelope"] {
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
      dataFile: done && !b.queries.expired(j) ? `${baseUrl}/query/jobs/${j.id}/data-file` : undefined,
      errorMessage: j.errorMessage,
      createdBy: j.createdBy,
      createdOn: j.createdOn,
      updatedOn: j.updatedOn,
    },
  };
}

function massAction(m: MassActionView): Schemas["MassAction"] {
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

export function jobHandlers(
  b: Billing,
): Pick<
  ScopedHandlers,
  | "submitDataQuery"
  | "getDataQueryJob"
  | "cancelDataQueryJob"
  | "getDataQueryFile"
  | "createFileDeletionJob"
  | "getFileDeletionJob"
  | "previewOrderAsync"
  | "getAsyncJob"
  | "getMassAction"
  | "stopMassAction"
  | "submitSettingsBatch"
> {
  const deletion = (j: DeletionJobRecord): Schemas["FileDeletionJob"] => ({
    success: true,
    id: j.id,
    status: j.status,
    accountIds: j.accountIds,
    deletedFiles: j.deletedFiles,
    createdTime: v1Time(j.createdOn),
  });
  return {
    submitDataQuery: ({ body }, scope, ctx) => ({
      status: 200,
      body: queryJob(b, b.queries.submit(scope, body), ctx.baseUrl),
    }),
    getDataQueryJob: ({ path }, scope, ctx) => ({
      status: 200,
      body: queryJob(b, b.queries.get(scope, path.queryJobId), ctx.baseUrl),
    }),
    cancelDataQueryJob: ({ path }, scope, ctx) => ({
      status: 200,
      body: queryJob(b, b.queries.cancel(scope, path.queryJobId), ctx.baseUrl),
    }),
    getDataQueryFile: ({ path }, scope) => {
      const job = b.queries.dataFile(scope, path.queryJobId);
      const file = queryOutput(job.id, job.result, job);
      return {
        status: 200,
        contentType: file.contentType,
        headers: { "Content-Disposition": `attachment; filename="${file.name}"` },
        body: file.data,
      };
    },
    createFileDeletionJob: ({ body }, scope) => ({
      status: 201,
      body: deletion(b.jobs.createDeletion(scope, body.accountIds)),
    }),
    getFileDeletionJob: ({ path }, scope) => ({
      status: 200,
      body: deletion(b.jobs.deletion(scope, path.jobId)),
    }),
    previewOrderAsync: ({ body }, scope) => {
      const options = body.previewOptions ?? {};
      const job = b.jobs.previewOrder(scope, {
        orderDate: body.orderDate,
        existingAccountNumber: body.existingAccountNumber,
        ratePlanIds: body.subscriptions.map((s) =>
          s.orderActions.flatMap((a) =>
            (a.createSubscription?.subscribeToRatePlans ?? []).map((r) => r.productRatePlanId),
          ),
        ),
        periods: options.previewThruType === "NumberOfPeriods" ? (options.previewNumberOfPeriods ?? 1) : 12,
        throughDate: options.previewThruType === "SpecificDate" ? options.specificPreviewThruDate : undefined,
        generateInvoiceForZeroAmount: b.settings.flag(
          scope,
          "/billing-rules",
          "generateInvoiceForZeroAmount",
        ),
      });
      return { status: 202, body: { success: true, jobId: job.id } };
    },
    getAsyncJob: ({ path }, scope) => {
      const job = b.jobs.preview(scope, path.jobId);
      if (job.status !== "Completed") return { status: 200, body: { success: true, status: job.status } };
      const amount = sum(job.items.map((i) => i.amount));
      return {
        status: 200,
        body: {
          success: true,
          status: job.status,
          result: {
            previewResult: {
              invoices:
                amount === 0 && !job.generateInvoiceForZeroAmount
                  ? []
                  : [{ amount, invoiceItems: job.items }],
            },
          },
        },
      };
    },
    getMassAction: ({ path }, scope) => ({
      status: 200,
      body: massAction(b.massActions.get(scope, path.bulkKey)),
    }),
    stopMassAction: ({ path }, scope) => {
      b.massActions.stop(scope, path.bulkKey);
      return { status: 200, body: { success: true } };
    },
    submitSettingsBatch: ({ body }, scope) => ({
      status: 200,
      body: { responses: b.settings.batch(scope, body.requests) },
    }),
  };
}
