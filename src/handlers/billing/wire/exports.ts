/**
 * The charge-metric exports on the wire: records as an RFC 7464 JSON text sequence (each record after an
 * ASCII record separator and ending with a line feed), the default also for a missing `Accept` or one that
 * takes any type, or as CSV with a header row.
 */
import { stringify } from "csv-stringify/sync";
import type { HandlerContext } from "../../../../generated/runtime";
import { ServiceError } from "../../../errors/service-error";

const JSON_SEQ = "application/json-seq";
const CSV = "text/csv";
const RECORD_SEPARATOR = "\x1e";

/** The export format the request's `Accept` takes; json-seq first, the default without one or with any type. */
function negotiate(ctx: HandlerContext): typeof JSON_SEQ | typeof CSV {
  const format = ctx.accepts([JSON_SEQ, CSV]);
  if (format === JSON_SEQ || format === CSV) return format;
  throw new ServiceError("not_acceptable", `Accept must allow ${JSON_SEQ} or ${CSV}.`);
}

/** The export's answer: `records` with these columns, in the format the request accepts. */
export function render<T extends object>(records: T[], columns: (keyof T & string)[], ctx: HandlerContext) {
  const format = negotiate(ctx);
  const body =
    format === CSV
      ? stringify(records, { header: true, columns })
      : // Bytes, so that the media type goes out as registered, without a charset parameter.
        Buffer.from(records.map((r) => `${RECORD_SEPARATOR}${JSON.stringify(r)}\n`).join(""), "utf8");
  return { status: 200 as const, contentType: format === CSV ? `${CSV}; charset=utf-8` : JSON_SEQ, body };
}
