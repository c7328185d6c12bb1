/**
 * Handlers of the asynchronous operations: data queries, file deletion jobs, order previews, mass actions,
 * settings batches.
 */
import type { BillingHandlers } from "../../../../generated/billing/handlers";
import type { BillingContext } from "../auth";
import type { Billing } from "../state/index";
import { sum } from "../state/money";
import { queryOutput } from "../state/query-output";
import { dataFileUrl, deletion, massAction, queryJob } from "../wire/jobs";

export function jobOperations(
  b: Billing,
): Pick<
  BillingHandlers<BillingContext>,
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
  return {
    submitDataQuery: ({ body }, ctx) => ({
      status: 200,
      body: queryJob(b, ctx.scope.entityId, b.queries.submit(ctx.scope, body), ctx.baseUrl),
    }),
    getDataQueryJob: ({ path }, ctx) => ({
      status: 200,
      body: queryJob(b, ctx.scope.entityId, b.queries.get(ctx.scope, path.queryJobId), ctx.baseUrl),
    }),
    cancelDataQueryJob: ({ path }, ctx) => ({
      status: 200,
      body: queryJob(b, ctx.scope.entityId, b.queries.cancel(ctx.scope, path.queryJobId), ctx.baseUrl),
    }),
    getDataQueryFile: ({ path, query }, ctx) => {
      // The signed link downloads without credentials; without its parameters a bearer caller of the
      // job's entity may fetch the file too.
      const signed =
        query.entity !== undefined || query.expires !== undefined || query.signature !== undefined;
      const job = signed
        ? b.queries.signedDataFile(path.queryJobId, dataFileUrl(ctx.baseUrl, path.queryJobId).pathname, query)
        : b.queries.dataFile(ctx.scope, path.queryJobId);
      const file = queryOutput(job.id, job.result, job);
      return {
        status: 200,
        contentType: file.contentType,
        headers: { "Content-Disposition": `attachment; filename="${file.name}"` },
        body: file.data,
      };
    },
    createFileDeletionJob: ({ body }, { scope }) => ({
      status: 201,
      body: deletion(b.jobs.createDeletion(scope, body.accountIds)),
    }),
    getFileDeletionJob: ({ path }, { scope }) => ({
      status: 200,
      body: deletion(b.jobs.deletion(scope, path.jobId)),
    }),
    previewOrderAsync: ({ body }, { scope }) => {
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
    getAsyncJob: ({ path }, { scope }) => {
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
    getMassAction: ({ path }, { scope }) => ({
      status: 200,
      body: massAction(b.massActions.get(scope, path.bulkKey)),
    }),
    stopMassAction: ({ path }, { scope }) => {
      b.massActions.stop(scope, path.bulkKey);
      return { status: 200, body: { success: true } };
    },
    submitSettingsBatch: ({ body }, { scope }) => ({
      status: 200,
      body: { responses: b.settings.batch(scope, body.requests) },
    }),
  };
}
