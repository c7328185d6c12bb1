/**
 * The AWS REST-JSON error format: the error name in the `x-amzn-ErrorType` header (which the AWS SDKs read)
 * and a JSON body with the message. Services differ in their exception names and in the case of the
 * message field, so each AWS service instantiates this dialect with its own table.
 */
import { DEFAULT_STATUS, type ErrorDialect } from "./dialect";
import type { ErrorKind } from "./service-error";

export interface AwsDialectOptions {
  /** Exception name per kind, as the service documents them. */
  names: Record<ErrorKind, string>;
  /** Status per kind where the service differs from the common table. */
  statuses?: Partial<Record<ErrorKind, number>>;
  /** `message` (CodeGuru Profiler) or `Message` (AppConfig). */
  messageField: "message" | "Message";
}

export function awsRestJsonDialect(options: AwsDialectOptions): ErrorDialect {
  return {
    render(err) {
      const status = options.statuses?.[err.kind] ?? DEFAULT_STATUS[err.kind];
      const name = typeof err.details.code === "string" ? err.details.code : options.names[err.kind];
      const body: Record<string, unknown> = { ...err.details.fields, [options.messageField]: err.message };
      return { status, headers: { ...err.details.headers, "x-amzn-ErrorType": name }, body };
    },
  };
}
