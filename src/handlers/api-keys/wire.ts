/**
 * The API-key service on the wire (Google API Keys v2 JSON): a stored key as a `Key` (never with its key
 * string), a write as its finished long-running `Operation`, and a request body as the domain's fields.
 */
import type { components } from "../../../generated/api-keys/types";
import { ServiceError } from "../../errors/service-error";
import { maskedFields } from "../../runtime/field-mask";
import { uuid } from "../../runtime/ids";
import type { KeyFields, KeyRecord, MutableField } from "./state/keys";

type Key = components["schemas"]["Key"];
type Operation = components["schemas"]["Operation"];

const KEY_TYPE = "type.googleapis.com/google.api.apikeys.v2.Key";
const MUTABLE: readonly MutableField[] = ["displayName", "restrictions", "annotations"];
/** Proto JSON accepts a field by its lowerCamel and its original snake_case name. */
const FIELD_BY_NAME: Record<string, MutableField> = {
  displayName: "displayName",
  display_name: "displayName",
  restrictions: "restrictions",
  annotations: "annotations",
};
const OUTPUT_ONLY = new Set([
  "name",
  "uid",
  "keyString",
  "key_string",
  "createTime",
  "create_time",
  "updateTime",
  "update_time",
  "deleteTime",
  "delete_time",
  "etag",
]);

export function keyToWire(k: KeyRecord): Key {
  const key: Key = {
    name: k.name,
    uid: k.uid,
    createTime: k.createTime,
    updateTime: k.updateTime,
    etag: k.etag,
  };
  if (k.displayName !== undefined) key.displayName = k.displayName;
  if (k.deleteTime) key.deleteTime = k.deleteTime;
  if (k.annotations) key.annotations = k.annotations;
  if (k.restrictions) key.restrictions = k.restrictions;
  return key;
}

/** Long-running writes answer with an operation that is already done, as the Google clients expect. */
export function doneOperation(k: KeyRecord): Operation {
  return {
    name: `operations/akmf.p7-${uuid()}`,
    done: true,
    response: { "@type": KEY_TYPE, ...keyToWire(k) },
  };
}

/** The mutable fields of a request body, named in lowerCamel or snake_case. */
export function keyFieldsOf(body: Record<string, unknown>): KeyFields {
  return {
    displayName: (body.displayName ?? body.display_name) as string | undefined,
    restrictions: body.restrictions as KeyFields["restrictions"],
    annotations: body.annotations as KeyFields["annotations"],
  };
}

/**
 * Without a mask, every allowed field set on the wire is updated; `*` replaces all allowed mutable
 * fields; names may be camelCase or snake_case; unknown or immutable names are rejected.
 */
export function fieldsToUpdate(
  updateMask: string | undefined,
  body: Record<string, unknown>,
): MutableField[] {
  const masked = maskedFields(updateMask, {
    fieldByName: FIELD_BY_NAME,
    wildcard: MUTABLE,
    refuse: (name) => `${OUTPUT_ONLY.has(name) ? "field is immutable" : "unknown field"}: ${name}`,
  });
  if (masked) return MUTABLE.filter((f) => masked.has(f));
  const chosen = new Set<MutableField>();
  for (const [name, value] of Object.entries(body)) {
    if (Object.hasOwn(FIELD_BY_NAME, name)) {
      if (value !== undefined) chosen.add(FIELD_BY_NAME[name]);
    } else if (!OUTPUT_ONLY.has(name)) {
      throw new ServiceError("invalid_argument", `unknown field in the key: ${name}`, {
        violations: [{ field: name, description: "not a field of Key" }],
      });
    }
  }
  return MUTABLE.filter((f) => chosen.has(f));
}
