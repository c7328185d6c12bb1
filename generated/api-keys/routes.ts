// generated from specs/api-keys.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationInfo } from "../runtime";

/** Every operation of specs/api-keys.yaml, in spec order. */
export const apiKeysOperations = [
  { operationId: "listKeys", method: "get", path: "/v2/projects/{project}/locations/{location}/keys", body: "none", headerParams: [] },
  { operationId: "createKey", method: "post", path: "/v2/projects/{project}/locations/{location}/keys", body: "json", headerParams: [] },
  { operationId: "getKey", method: "get", path: "/v2/projects/{project}/locations/{location}/keys/{key}", body: "none", headerParams: [] },
  { operationId: "deleteKey", method: "delete", path: "/v2/projects/{project}/locations/{location}/keys/{key}", body: "none", headerParams: [] },
  { operationId: "updateKey", method: "patch", path: "/v2/projects/{project}/locations/{location}/keys/{key}", body: "json", headerParams: [] },
  { operationId: "undeleteKey", method: "post", path: "/v2/projects/{project}/locations/{location}/keys/{key}:undelete", body: "json", headerParams: [] },
  { operationId: "getKeyString", method: "get", path: "/v2/projects/{project}/locations/{location}/keys/{key}/keyString", body: "none", headerParams: [] },
  { operationId: "lookupKey", method: "get", path: "/v2/keys:lookupKey", body: "none", headerParams: [] },
] as const satisfies readonly OperationInfo[];
