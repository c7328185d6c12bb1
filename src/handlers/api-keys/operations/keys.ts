/**
 * The operations of the API-key service (Google API Keys v2 `projects.locations.keys` and `keys.lookupKey`):
 * each reads the validated request, calls the key domain and answers in the wire shapes of ../wire.
 */
import type { ApiKeysHandlers } from "../../../../generated/api-keys/handlers";
import { requirePermission } from "../../../runtime/auth";
import { type ApiKeys, keyName } from "../state/keys";
import { doneOperation, fieldsToUpdate, keyFieldsOf, keyToWire } from "../wire";

export function keysOperations(
  keys: ApiKeys,
): Pick<
  ApiKeysHandlers,
  | "createKey"
  | "listKeys"
  | "getKey"
  | "updateKey"
  | "deleteKey"
  | "undeleteKey"
  | "getKeyString"
  | "lookupKey"
> {
  return {
    createKey: ({ path, query, body }) => ({
      status: 200,
      body: doneOperation(
        keys.create(path.project, query.keyId, keyFieldsOf(body as Record<string, unknown>)),
      ),
    }),
    listKeys: ({ path, query }) => {
      const page = keys.list(path.project, query);
      return {
        status: 200,
        body: page.nextPageToken
          ? { keys: page.keys.map(keyToWire), nextPageToken: page.nextPageToken }
          : { keys: page.keys.map(keyToWire) },
      };
    },
    getKey: ({ path }) => ({ status: 200, body: keyToWire(keys.get(keyName(path.project, path.key))) }),
    updateKey: ({ path, query, body }) => {
      const wire = body as Record<string, unknown>;
      const fields = fieldsToUpdate(query.updateMask, wire);
      return {
        status: 200,
        body: doneOperation(keys.update(keyName(path.project, path.key), fields, keyFieldsOf(wire))),
      };
    },
    deleteKey: ({ path, query }) => ({
      status: 200,
      body: doneOperation(keys.delete(keyName(path.project, path.key), query.etag)),
    }),
    undeleteKey: ({ path }) => ({
      status: 200,
      body: doneOperation(keys.undelete(keyName(path.project, path.key))),
    }),
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
