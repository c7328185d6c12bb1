/**
 * The file a completed data query job leaves behind, in the job's `outputFormat` and `compression`: JSON is
 * one JSON object per line; CSV, TSV and DSV (the job's `columnSeparator`) have a header row. GZIP compresses
 * the file with node:zlib; ZIP puts it in an archive as its one entry, written with fflate (a maintained,
 * dependency-free zip writer that builds the archive in memory, which suits a file served from the store).
 */
import { gzipSync } from "node:zlib";
import { stringify } from "csv-stringify/sync";
import { zipSync } from "fflate";
import type { QueryResult } from "./data-query";

export interface OutputOptions {
  outputFormat: "JSON" | "CSV" | "TSV" | "DSV";
  compression: "NONE" | "GZIP" | "ZIP";
  columnSeparator?: string;
}

const EXTENSION = { JSON: "jsonl", CSV: "csv", TSV: "tsv", DSV: "dsv" } as const;
const MEDIA_TYPE = {
  JSON: "application/json",
  CSV: "text/csv",
  TSV: "text/tab-separated-values",
  DSV: "text/plain",
} as const;

function delimited(result: QueryResult, delimiter: string): string {
  return stringify(
    result.rows.map((r) => result.columns.map((c) => r[c])),
    { header: true, columns: result.columns, delimiter, cast: { boolean: (b) => String(b) } },
  );
}

function text(result: QueryResult, o: OutputOptions): string {
  switch (o.outputFormat) {
    case "JSON":
      return result.rows.map((r) => `${JSON.stringify(r)}\n`).join("");
    case "CSV":
      return delimited(result, ",");
    case "TSV":
      return delimited(result, "\t");
    default:
      return delimited(result, o.columnSeparator ?? ",");
  }
}

/** The file's name, bytes and media type. */
export function queryOutput(
  jobId: string,
  result: QueryResult,
  o: OutputOptions,
): { name: string; contentType: string; data: Buffer } {
  const name = `${jobId}.${EXTENSION[o.outputFormat]}`;
  const data = Buffer.from(text(result, o), "utf8");
  if (o.compression === "GZIP")
    return { name: `${name}.gz`, contentType: "application/gzip", data: gzipSync(data) };
  if (o.compression === "ZIP") {
    return {
      name: `${jobId}.zip`,
      contentType: "application/zip",
      data: Buffer.from(zipSync({ [name]: new Uint8Array(data) })),
    };
  }
  return { name, contentType: MEDIA_TYPE[o.outputFormat], data };
}
