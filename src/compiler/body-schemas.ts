/**
 * What the validator table reads of a body's schema: the JSON types a text is read as (the shape of a parameter
 * or a form field), and how a body of each media type is read to be checked (JSON, text, a form's fields), or
 * why it cannot be.
 */
import type { Direction } from "./ajv-keyword-names";
import type { MediaRow } from "./media-rows";
import { deref, isObj, type Obj, pointerToken } from "./openapi-document";
import type { SchemaContext } from "./validator-schemas";

/**
 * The JSON types a text is read as, from a schema: a primitive (`string`, `number`, `integer`, `boolean`;
 * "" when the schema names none, and the text stays text), an array of its items, an object of its
 * properties. What a parameter's or a form field's text becomes before its schema checks it.
 */
export interface Shape {
  type: string;
  items?: Shape;
  properties?: Record<string, Shape>;
  additionalProperties?: Shape;
}

/** The shape of `schema`, following `$ref`s and merging what allOf, anyOf and oneOf members declare. */
export function shapeOf(doc: Obj, schema: unknown, depth = 0): Shape {
  const s = deref(doc, schema);
  if (depth > 8) return { type: "" };
  const members = ["allOf", "anyOf", "oneOf"].flatMap((k) =>
    Array.isArray(s[k]) ? (s[k] as unknown[]) : [],
  );
  const own = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  let type = typeof own === "string" ? own : "";
  const parts = members.map((m) => shapeOf(doc, m, depth + 1));
  if (!type) {
    const types = new Set(parts.map((p) => p.type).filter(Boolean));
    if (types.size === 1) type = [...types][0];
  }
  if (!type && isObj(s.properties)) type = "object";
  const shape: Shape = { type };
  if (type === "array") {
    shape.items =
      s.items !== undefined
        ? shapeOf(doc, s.items, depth + 1)
        : (parts.find((p) => p.items)?.items ?? { type: "" });
  } else if (type === "object") {
    const properties: Record<string, Shape> = {};
    for (const p of parts) Object.assign(properties, p.properties);
    for (const [name, v] of Object.entries(isObj(s.properties) ? s.properties : {}))
      properties[name] = shapeOf(doc, v, depth + 1);
    if (Object.keys(properties).length > 0) shape.properties = properties;
    if (isObj(s.additionalProperties))
      shape.additionalProperties = shapeOf(doc, s.additionalProperties, depth + 1);
  }
  return shape;
}

const MEDIA_JSON = (mediaType: string) => {
  const base = mediaType.split(";")[0].trim().toLowerCase();
  return base === "application/json" || base.endsWith("+json") || base.includes("*");
};

/**
 * How a body of `mediaType` is read to be checked against `schema`, or undefined when it cannot be: JSON for
 * the JSON media types and for any other whose schema is an object or an array (GitHub's
 * `application/vnd.github.object` is JSON on the wire), text for a body whose schema is a string that is not
 * binary (`text/plain`, GitHub's `application/vnd.github.diff`, an XML document given as a string), fields
 * for a form. A binary body, an XML one described as an object (which JSON Schema does not describe as it is
 * written) and a schema that names no type stay unchecked.
 */
export function bodyReading(doc: Obj, mediaType: string, schema: unknown): BodyReading | undefined {
  if (!isObj(schema) || deref(doc, schema).format === "binary") return undefined;
  if (isFormMediaType(mediaType)) return "form";
  if (MEDIA_JSON(mediaType)) return "json";
  const { type } = shapeOf(doc, schema);
  if (type === "string") return "text";
  const base = mediaType.split(";")[0].trim().toLowerCase();
  if (base.endsWith("/xml") || base.endsWith("+xml")) return undefined;
  return type === "object" || type === "array" ? "json" : undefined;
}

export type BodyReading = "json" | "text" | "form";

/** How one property of a form body is written (the media type's `encoding` object). */
export interface PartEncoding {
  style?: string;
  explode?: boolean;
  /** The media types a multipart part may have, as declared (a comma-separated list, wildcards allowed). */
  contentType?: string;
}

/** What turns a form body (application/x-www-form-urlencoded, multipart/form-data) into the value checked. */
export interface FormRow {
  shape: Shape;
  encoding?: Record<string, PartEncoding>;
}

export const isFormMediaType = (mediaType: string) => {
  const base = mediaType.split(";")[0].trim().toLowerCase();
  return base === "application/x-www-form-urlencoded" || base === "multipart/form-data";
};

export function formRow(doc: Obj, media: Obj, schema: unknown): FormRow {
  const encoding: Record<string, PartEncoding> = {};
  for (const [name, e] of Object.entries(isObj(media.encoding) ? media.encoding : {})) {
    if (!isObj(e)) continue;
    encoding[name] = {
      ...(typeof e.style === "string" ? { style: e.style } : {}),
      ...(typeof e.explode === "boolean" ? { explode: e.explode } : {}),
      ...(typeof e.contentType === "string" ? { contentType: e.contentType } : {}),
    };
  }
  return { shape: shapeOf(doc, schema), ...(Object.keys(encoding).length ? { encoding } : {}) };
}

/**
 * A body whose schema no reading of its media type can check (binary, XML, a schema of another type than the
 * media type carries): listed as unchecked for a mounted document. A body without a schema has nothing to check.
 */
export function unreadBody(
  ctx: SchemaContext,
  where: string,
  mediaType: string,
  schema: Obj | undefined,
  direction: Direction,
): void {
  if (!schema || !ctx.unchecked) return;
  const s = deref(ctx.doc, schema);
  const what = direction === "request" ? "request bodies are forwarded" : "response bodies are relayed";
  const why =
    s.format === "binary"
      ? "binary (format: binary)"
      : /[/+]xml\b/i.test(mediaType)
        ? "XML, which its JSON schema does not describe as written"
        : "its schema names no type, so the body is read neither as JSON nor as text";
  ctx.unchecked.push({
    pointer: `${where}/content/${pointerToken(mediaType)}`,
    problem: `${mediaType} ${what} with their schema unchecked: ${why}`,
  });
}

/** The row of a media type read as `reading` (none: unchecked), its validator added by `add`. */
export function mediaRow(mediaType: string, reading: BodyReading | undefined, add: () => string): MediaRow {
  if (reading === undefined) return [mediaType, undefined];
  return reading === "text" ? [mediaType, add(), "text"] : [mediaType, add()];
}
