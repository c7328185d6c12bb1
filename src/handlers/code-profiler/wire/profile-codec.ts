/**
 * The two profile formats CodeGuru Profiler documents for agentProfile and GetProfile: JSON, and the binary-capable
 * interchange format, Amazon Ion (read and written with ion-js). CodeGuru Profiler sends Ion as
 * `application/x-amzn-ion`; the generic `application/x-vendor-ion` is accepted too. Agents gzip their
 * profiles, so a body starting with the gzip magic bytes is inflated first.
 */
import { gunzipSync } from "node:zlib";
import * as ion from "ion-js";
import type { RawBody } from "../../../../generated/runtime";
import { ServiceError } from "../../../errors/service-error";
import { bareMediaType } from "../../../runtime/media-type";

export type ProfileFormat = "json" | "ion";

export const JSON_MEDIA_TYPE = "application/json";
/** The name CodeGuru's agents are documented with first: what the gateway answers when Ion is the default. */
export const ION_MEDIA_TYPES = ["application/x-vendor-ion", "application/x-amzn-ion"] as const;

const GZIP_MAGIC = [0x1f, 0x8b];

export function formatOf(contentType: string): ProfileFormat | undefined {
  const type = bareMediaType(contentType);
  if (type === JSON_MEDIA_TYPE) return "json";
  return (ION_MEDIA_TYPES as readonly string[]).includes(type) ? "ion" : undefined;
}

function invalidBody(description: string): ServiceError {
  return new ServiceError("invalid_argument", `agentProfile: ${description}`, {
    violations: [{ field: "agentProfile", description }],
  });
}

/** Plain values from an Ion value: structs become prototype-less records, timestamps Dates. */
function fromIon(value: ion.dom.Value): unknown {
  if (value.isNull()) return null;
  const type = value.getType();
  if (type === ion.IonTypes.STRUCT) {
    const record = Object.create(null) as Record<string, unknown>;
    for (const [name, field] of value.fields()) record[name] = fromIon(field);
    return record;
  }
  if (type === ion.IonTypes.LIST || type === ion.IonTypes.SEXP) return value.elements().map(fromIon);
  if (type === ion.IonTypes.INT || type === ion.IonTypes.FLOAT || type === ion.IonTypes.DECIMAL) {
    return value.numberValue();
  }
  if (type === ion.IonTypes.TIMESTAMP) return value.dateValue();
  if (type === ion.IonTypes.STRING || type === ion.IonTypes.SYMBOL) return value.stringValue();
  if (type === ion.IonTypes.BOOL) return value.booleanValue();
  return value.uInt8ArrayValue();
}

/** The decoded agent profile, still to be validated by the domain. */
export function decodeAgentProfile(body: RawBody | undefined): unknown {
  if (!body || body.data.length === 0) throw invalidBody("the request has no profile");
  const format = formatOf(body.contentType);
  if (!format) throw invalidBody(`unsupported content type ${body.contentType}`);
  let data = body.data;
  if (data[0] === GZIP_MAGIC[0] && data[1] === GZIP_MAGIC[1]) {
    try {
      data = gunzipSync(data);
    } catch {
      throw invalidBody("the gzip-compressed profile cannot be inflated");
    }
  }
  if (format === "json") {
    try {
      return JSON.parse(data.toString("utf8"));
    } catch (err) {
      throw invalidBody(`not valid JSON (${(err as Error).message})`);
    }
  }
  let values: ion.dom.Value[];
  try {
    values = ion.loadAll(data);
  } catch (err) {
    throw invalidBody(`not valid Ion (${(err as Error).message})`);
  }
  if (values.length !== 1) throw invalidBody(`must be exactly one Ion value, got ${values.length}`);
  return fromIon(values[0]);
}

function writeValue(writer: ion.Writer, value: unknown): void {
  if (value instanceof Date) {
    writer.writeTimestamp(ion.Timestamp.parse(value.toISOString()));
  } else if (typeof value === "string") {
    writer.writeString(value);
  } else if (typeof value === "number") {
    if (Number.isInteger(value)) writer.writeInt(value);
    else writer.writeFloat64(value);
  } else if (typeof value === "boolean") {
    writer.writeBoolean(value);
  } else if (Array.isArray(value)) {
    writer.stepIn(ion.IonTypes.LIST);
    for (const v of value) writeValue(writer, v);
    writer.stepOut();
  } else if (typeof value === "object" && value !== null) {
    writer.stepIn(ion.IonTypes.STRUCT);
    for (const [name, v] of Object.entries(value)) {
      if (v === undefined) continue;
      writer.writeFieldName(name);
      writeValue(writer, v);
    }
    writer.stepOut();
  } else {
    writer.writeNull(ion.IonTypes.NULL);
  }
}

/** Binary Ion of a document of plain values (records, arrays, strings, numbers, Dates). */
export function encodeIon(document: unknown): Buffer {
  const writer = ion.makeBinaryWriter();
  writeValue(writer, document);
  writer.close();
  return Buffer.from(writer.getBytes());
}
