/**
 * The charge-metric exports: records as an RFC 7464 JSON text sequence (each record after an ASCII record
 * separator and ending with a line feed), the default also for a missing `Accept` or one that takes any type, or as CSV with
 * a header row.
 */
import { stringify } from "csv-stringify/sync";
import { ServiceError } from "../../../errors/service-error";
import type { Billing } from "../state/index";
import type { ScopedHandlers } from "./bind";

const JSON_SEQ = "application/json-seq";
const CSV = "text/csv";
const RECORD_SEPARATOR = "\x1e";

/** The export format an `Accept` header asks for, by its first acceptable media range. */
function negotiate(accept: string | undefined): typeof JSON_SEQ | typeof CSV {
  if (accept === undefined || accept.trim() === "") return JSON_SEQ;
  for (const range of accept.split(",")) {
    const [type, ...params] = range.split(";").map((s) => s.trim().toLowerCase());
    if (params.some((p) => /^q=0(\.0*)?$/.test(p))) continue;
    if (type === JSON_SEQ || type === "*/*" || type === "application/*") return JSON_SEQ;
    if (type === CSV || type === "text/*") return CSV;
  }
  throw new ServiceError("not_acceptable", `Accept must allow ${JSON_SEQ} or ${CSV}.`, {
    violations: [{ field: "Accept", description: `${JSON_SEQ} or ${CSV}` }],
  });
}

function render<T extends object>(records: T[], columns: (keyof T & string)[], accept: string | undefined) {
  const format = negotiate(accept);
  const body =
    format === CSV
      ? stringify(records, { header: true, columns })
      : // Bytes, so that the media type goes out as registered, without a charset parameter.
        Buffer.from(records.map((r) => `${RECORD_SEPARATOR}${JSON.stringify(r)}\n`).join(""), "utf8");
  return { status: 200 as const, contentType: format === CSV ? `${CSV}; charset=utf-8` : JSON_SEQ, body };
}

export function exportHandlers(
  b: Billing,
): Pick<ScopedHandlers, "exportChargeMetrics" | "exportDiscountAllocationDetails"> {
  return {
    exportChargeMetrics: ({ query, headers }, scope) =>
      render(
        b.revenue.chargeMetrics(scope, query.fromTimestamp, query.toTimestamp),
        [
          "SubscriptionName",
          "ChargeNumber",
          "RatePlanChargeId",
          "AccountId",
          "ProductId",
          "ProductRatePlanId",
          "ProductRatePlanChargeId",
          "Currency",
          "StartDate",
          "EndDate",
          "MRRGrossAmount",
          "MRRDiscountAmount",
          "MRRNetAmount",
          "TCVGrossAmount",
          "TCVDiscountAmount",
          "TCVNetAmount",
          "CreatedOn",
          "UpdatedOn",
        ],
        headers.Accept,
      ),
    exportDiscountAllocationDetails: ({ query, headers }, scope) =>
      render(
        b.revenue.discountAllocations(scope, query.fromTimestamp, query.toTimestamp),
        [
          "SubscriptionName",
          "DiscountChargeNumber",
          "ChargeNumber",
          "Currency",
          "StartDate",
          "EndDate",
          "DiscountPercentage",
          "MRRDiscountAmount",
          "TCVDiscountAmount",
          "UpdatedOn",
        ],
        headers.Accept,
      ),
  };
}
