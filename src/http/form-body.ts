/**
 * Form bodies, read for validation: `application/x-www-form-urlencoded` (Twilio's and Stripe's writes) and
 * `multipart/form-data` (file uploads), turned into the object their schema checks, by the body's form row
 * (generated/runtime.ts FormInfo: the schema's shape and the media type's `encoding` object).
 *
 * - Fields are read in order; a repeated name is an array (`StatusCallbackEvent=initiated&StatusCallbackEvent=ringing`),
 *   and bracketed names build objects and arrays (`metadata[order]=7`, `items[0][price]=p1`, `tags[]=a`), as
 *   Stripe and PHP-style clients send them.
 * - Text becomes the types the property's schema names (`Record=true`, `Timeout=30`), as parameters do
 *   (parameters.ts), non-finite numbers excepted.
 * - `encoding.style`/`explode`: an array written `explode: false` is split at its style's delimiter before
 *   percent-decoding (`form`: commas, `spaceDelimited`, `pipeDelimited`), an object is `k,v,k,v`.
 * - `encoding.contentType`: a multipart part whose Content-Type is not among those declared is a violation; a
 *   part in JSON (declared so, or sent as application/json) is parsed for a property that is not a string.
 * - A file part's value is its bytes as text, one character per byte, so `maxLength` bounds its size and
 *   `format: binary` (any bytes) holds.
 *
 * Multipart is parsed by busboy, the parser multer and most Node frameworks use.
 */
import busboy from "busboy";
import type { FormInfo, PartEncoding, Shape } from "../../generated/runtime";
import { ServiceError } from "../errors/service-error";
import { bareMediaType, isJsonMediaType, rangeCovers } from "../runtime/media-type";
import {
  coerce,
  DELIMITERS,
  formDecode,
  namePath,
  pairsObject,
  queryPairs,
  type ReadIssue,
  setPath,
} from "./parameters";

/** One field of a form body as it arrived. */
export interface FormField {
  /** Decoded. */
  name: string;
  /** As sent: percent-encoded in a urlencoded body, plain text in a multipart one. */
  raw: string;
  encoded: boolean;
  /** A multipart part's Content-Type (text/plain when it names none). */
  contentType?: string;
  /** A multipart file part's file name. */
  filename?: string;
}

/** A form body's fields: what the body readers hand validation in place of a JSON value. */
export class FormFields {
  constructor(
    readonly fields: readonly FormField[],
    /** The body as it came. */
    readonly bytes: Buffer,
  ) {}
}

export const URLENCODED = "application/x-www-form-urlencoded";
export const MULTIPART = "multipart/form-data";

export function isFormBody(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const bare = bareMediaType(contentType);
  return bare === URLENCODED || bare === MULTIPART;
}

/** A urlencoded body's fields, values still encoded (a style's delimiter is found before decoding). */
export function urlEncodedFields(bytes: Buffer): FormFields {
  const fields: FormField[] = [];
  for (const [name, raws] of queryPairs(bytes.toString("utf8"))) {
    for (const raw of raws) fields.push({ name, raw, encoded: true });
  }
  return new FormFields(fields, bytes);
}

/** A multipart body's parts; rejects when the body is not multipart/form-data with the boundary it names. */
export function multipartFields(bytes: Buffer, contentType: string): Promise<FormFields> {
  return new Promise((resolve, reject) => {
    const fields: FormField[] = [];
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { "content-type": contentType }, defParamCharset: "utf8" });
    } catch (err) {
      reject(err);
      return;
    }
    parser.on("field", (name, value, info) => {
      fields.push({ name, raw: value, encoded: false, contentType: info.mimeType });
    });
    parser.on("file", (name, stream, info) => {
      const chunks: Buffer[] = [];
      const field: FormField = {
        name,
        raw: "",
        encoded: false,
        contentType: info.mimeType,
        filename: info.filename ?? "",
      };
      fields.push(field);
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        field.raw = Buffer.concat(chunks).toString("latin1");
      });
    });
    parser.on("error", reject);
    parser.on("close", () => resolve(new FormFields(fields, bytes)));
    parser.end(bytes);
  });
}

/** A form body's fields, by its Content-Type; rejects a multipart body that cannot be parsed. */
export function readForm(bytes: Buffer, contentType: string): Promise<FormFields> {
  return bareMediaType(contentType) === MULTIPART
    ? multipartFields(bytes, contentType)
    : Promise.resolve(urlEncodedFields(bytes));
}

/** The refusal of a body that says it is multipart/form-data and is not (no boundary, cut short). */
export function malformedForm(contentType: string): ServiceError {
  const description = `the body is not valid ${bareMediaType(contentType)}`;
  return new ServiceError("invalid_argument", description, {
    violations: [{ field: "body", description, pointer: "/body" }],
  });
}

/** Whether `contentType` is among the declared list (`image/png, image/jpeg`, wildcards allowed). */
function declares(declared: string, contentType: string): boolean {
  const actual = bareMediaType(contentType);
  return declared.split(",").some((range) => rangeCovers(range.trim(), actual));
}

/** One field's value as its encoding and its property's shape say, before coercion. */
function fieldValue(field: FormField, shape: Shape | undefined, encoding: PartEncoding | undefined): unknown {
  const decode = field.encoded ? formDecode : (s: string) => s;
  const json =
    shape !== undefined &&
    shape.type !== "string" &&
    ((encoding?.contentType !== undefined && isJsonMediaType(encoding.contentType)) ||
      (field.contentType !== undefined && isJsonMediaType(field.contentType)));
  if (json) {
    try {
      return JSON.parse(decode(field.raw)) as unknown;
    } catch {
      return decode(field.raw);
    }
  }
  const style = encoding?.style ?? "form";
  const split = encoding?.explode === false || style === "spaceDelimited" || style === "pipeDelimited";
  if (split && (shape?.type === "array" || shape?.type === "object") && field.filename === undefined) {
    const tokens = field.raw.split(DELIMITERS[style] ?? DELIMITERS.form).map(decode);
    return shape.type === "array" ? tokens : pairsObject(tokens);
  }
  return decode(field.raw);
}

/** The object a form body's fields make, as its form row says, and the violations found on the way. */
export function formValue(
  form: FormFields,
  info: FormInfo,
): { value: Record<string, unknown>; issues: ReadIssue[] } {
  const value: Record<string, unknown> = {};
  const issues: ReadIssue[] = [];
  const properties = info.shape.properties ?? {};
  for (const field of form.fields) {
    const path = Object.hasOwn(properties, field.name) ? [field.name] : namePath(field.name);
    const property = path[0];
    const shape = properties[property] ?? info.shape.additionalProperties;
    const encoding = info.encoding?.[property];
    if (
      encoding?.contentType !== undefined &&
      field.contentType !== undefined &&
      !declares(encoding.contentType, field.contentType)
    ) {
      issues.push({
        path: `/body/${property}`,
        message: `part's content type ${bareMediaType(field.contentType)} is not among ${encoding.contentType}`,
        errorCode: "contentType.openapi.validation",
      });
    }
    setPath(value, path, fieldValue(field, path.length === 1 ? shape : undefined, encoding));
  }
  return { value: coerce(value, info.shape) as Record<string, unknown>, issues };
}
