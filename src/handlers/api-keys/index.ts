/** Wire mapping of the API-key service: Google API Keys v2 JSON shapes over the domain in state.ts. */
import type { ApiKeysHandlers } from "../../../generated/api-keys/handlers";
import type { components } from "../../../generated/api-keys/types";
import { ServiceError } from "../../errors/service-error";
import { authenticateBearer, requirePermission } from "../../runtime/auth";
import { maskedFields } from "../../runtime/field-mask";
import { uuid } from "../../runtime/ids";
import { devBearerCredentials, type ServiceModule } from "../../runtime/service";
import { ApiKeys, type KeyFields, type KeyRecord, keyName, type MutableField } from "./state";

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

function toWire(k: KeyRecord): Key {
  const key: Key = {
    name: k.name,
    uid: k.uid,
    createTime: k.createTime.toISOString(),
    updateTime: k.updateTime.toISOString(),
    etag: k.etag,
  };
  if (k.displayName !== undefined) key.displayName = k.displayName;
  if (k.deleteTime) key.deleteTime = k.deleteTime.toISOString();
  if (k.annotations) key.annotations = k.annotations;
  if (k.restrictions) key.restrictions = k.restrictions;
  return key;
}

/** Long-running writes answer with an operation that is already done, as the Google clients expect. */
function done(k: KeyRecord): Operation {
  return { name: `operations/akmf.p7-${uuid()}`, done: true, response: { "@type": KEY_TYPE, ...toWire(k) } };
}

function fieldsOf(body: Record<string, unknown>): KeyFields {
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

export function createApiKeysHandlers(keys: ApiKeys): ApiKeysHandlers {
  return {
    createKey: ({ path, query, body }) => ({
      status: 200,
      body: done(keys.create(path.project, query.keyId, fieldsOf(body as Record<string, unknown>))),
    }),
    listKeys: ({ path, query }) => {
      const page = keys.list(path.project, query);
      const body: components["schemas"]["ListKeysResponse"] = { keys: page.keys.map(toWire) };
      if (page.nextPageToken) body.nextPageToken = page.nextPageToken;
      return { status: 200, body };
    },
    getKey: ({ path }) => ({ status: 200, body: toWire(keys.get(keyName(path.project, path.key))) }),
    updateKey: ({ path, query, body }) => {
      const wire = body as Record<string, unknown>;
      const fields = fieldsToUpdate(query.updateMask, wire);
      return {
        status: 200,
        body: done(keys.update(keyName(path.project, path.key), fields, fieldsOf(wire))),
      };
    },
    deleteKey: ({ path, query }) => ({
      status: 200,
      body: done(keys.delete(keyName(path.project, path.key), query.etag)),
    }),
    undeleteKey: ({ path }) => ({ status: 200, body: done(keys.undelete(keyName(path.project, path.key))) }),
    getKeyString: ({ path }) => ({
      status: 200,
      body: { keyString: keys.keyString(keyName(path.project, path.key)) },
    }),
    lookupKey: ({ query }, ctx) => {
      // The caller needs apikeys.keys.lookup on the parent project.
      requirePermission(ctx.caller, "apikeys.keys.lookup");
      return { status: 200, body: keys.lookup(query.keyString) };
    },
  };
}

export const apiKeysModule: ServiceModule<"api-keys"> = {
  authenticate: (credentials, deps) => authenticateBearer(credentials, deps.config.callers),
  devCredentials: devBearerCredentials,
  create: (deps) => ({
    handlers: createApiKeysHandlers(new ApiKeys(deps.store, deps.clock, deps.pageTokens, deps.schedule)),
  }),
};
