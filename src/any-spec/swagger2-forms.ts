/**
 * The request bodies swagger2openapi makes of Swagger 2.0's `formData` parameters, completed: each property is
 * placed at the parameter it comes from, and an array's `collectionFormat`, which the converter drops, becomes
 * the form media type's `encoding`.
 */
import { type DocumentWarning, isObj, METHODS, type Obj, pointerToken } from "../compiler/openapi-document";

/**
 * How Swagger 2.0 writes an array in a form field (`collectionFormat`, `csv` when it names none), as the form
 * media type's `encoding` says it in OpenAPI 3; `tsv` has no OpenAPI 3 style.
 */
const FORM_ENCODINGS: Record<string, { style: string; explode: boolean } | undefined> = {
  csv: { style: "form", explode: false },
  ssv: { style: "spaceDelimited", explode: false },
  pipes: { style: "pipeDelimited", explode: false },
  multi: { style: "form", explode: true },
};

/**
 * `formData` parameters become properties of the request body's schema, which the converter builds anew: each
 * property is placed at the parameter it comes from (the operation's own, else its path item's), and an array's
 * `collectionFormat`, which the converter drops, becomes the media type's `encoding` of the property.
 */
export function formBodies(original: Obj, converted: Obj, origins: Map<string, string>): DocumentWarning[] {
  const warnings: DocumentWarning[] = [];
  const entries = (v: unknown) => (isObj(v) ? Object.entries(v) : []);
  const originalPaths = isObj(original.paths) ? original.paths : {};
  for (const [p, item] of entries(converted.paths)) {
    const source = originalPaths[p];
    if (!isObj(item) || !isObj(source)) continue;
    const at = `#/paths/${pointerToken(p)}`;
    for (const m of METHODS) {
      const op = item[m];
      const body = isObj(op) && isObj(op.requestBody) ? op.requestBody : undefined;
      const sourceOp = source[m];
      if (!body || !isObj(sourceOp)) continue;
      const fields = new Map<string, { pointer: string; parameter: Obj }>();
      for (const [list, where] of [
        [source.parameters, `${at}/parameters`],
        [sourceOp.parameters, `${at}/${m}/parameters`],
      ] as const) {
        if (!Array.isArray(list)) continue;
        for (const [i, q] of list.entries()) {
          if (isObj(q) && q.in === "formData" && typeof q.name === "string")
            fields.set(q.name, { pointer: `${where}/${i}`, parameter: q });
        }
      }
      for (const [mediaType, media] of entries(body.content)) {
        const schema = isObj(media) ? media.schema : undefined;
        for (const [name] of entries(isObj(schema) ? schema.properties : undefined)) {
          const field = fields.get(name);
          if (!field || !isObj(media)) continue;
          const pointer = `${at}/${m}/requestBody/content/${pointerToken(mediaType)}/schema/properties/${pointerToken(name)}`;
          if (!origins.has(pointer)) origins.set(pointer, field.pointer);
          if (field.parameter.type !== "array") continue;
          const format =
            typeof field.parameter.collectionFormat === "string" ? field.parameter.collectionFormat : "csv";
          const encoding = FORM_ENCODINGS[format];
          if (encoding) {
            media.encoding = { ...(isObj(media.encoding) ? media.encoding : {}), [name]: encoding };
          } else if (!warnings.some((w) => w.pointer === field.pointer)) {
            warnings.push({
              pointer: field.pointer,
              rule: "swagger2-conversion",
              message: `collectionFormat ${format} has no OpenAPI 3 style: each value is read from a field of its own (as multi)`,
            });
          }
        }
      }
    }
  }
  return warnings;
}
