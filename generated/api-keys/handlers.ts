// generated from specs/api-keys.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { HandlerContext, RawBody } from "../runtime";
import type { operations } from "./types";

type OpListKeys = operations["listKeys"];
/** GET /v2/projects/{project}/locations/{location}/keys */
export interface ListKeysRequest {
  path: NonNullable<OpListKeys["parameters"]["path"]>;
  query: NonNullable<OpListKeys["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListKeysReply =
  | { status: 200; body: OpListKeys["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateKey = operations["createKey"];
/** POST /v2/projects/{project}/locations/{location}/keys */
export interface CreateKeyRequest {
  path: NonNullable<OpCreateKey["parameters"]["path"]>;
  query: NonNullable<OpCreateKey["parameters"]["query"]>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateKey["requestBody"]>["content"]["application/json"];
}
export type CreateKeyReply =
  | { status: 200; body: OpCreateKey["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetKey = operations["getKey"];
/** GET /v2/projects/{project}/locations/{location}/keys/{key} */
export interface GetKeyRequest {
  path: NonNullable<OpGetKey["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetKeyReply =
  | { status: 200; body: OpGetKey["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteKey = operations["deleteKey"];
/** DELETE /v2/projects/{project}/locations/{location}/keys/{key} */
export interface DeleteKeyRequest {
  path: NonNullable<OpDeleteKey["parameters"]["path"]>;
  query: NonNullable<OpDeleteKey["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type DeleteKeyReply =
  | { status: 200; body: OpDeleteKey["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateKey = operations["updateKey"];
/** PATCH /v2/projects/{project}/locations/{location}/keys/{key} */
export interface UpdateKeyRequest {
  path: NonNullable<OpUpdateKey["parameters"]["path"]>;
  query: NonNullable<OpUpdateKey["parameters"]["query"]>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateKey["requestBody"]>["content"]["application/json"];
}
export type UpdateKeyReply =
  | { status: 200; body: OpUpdateKey["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUndeleteKey = operations["undeleteKey"];
/** POST /v2/projects/{project}/locations/{location}/keys/{key}:undelete */
export interface UndeleteKeyRequest {
  path: NonNullable<OpUndeleteKey["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUndeleteKey["requestBody"]>["content"]["application/json"] | undefined;
}
export type UndeleteKeyReply =
  | { status: 200; body: OpUndeleteKey["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetKeyString = operations["getKeyString"];
/** GET /v2/projects/{project}/locations/{location}/keys/{key}/keyString */
export interface GetKeyStringRequest {
  path: NonNullable<OpGetKeyString["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetKeyStringReply =
  | { status: 200; body: OpGetKeyString["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpLookupKey = operations["lookupKey"];
/** GET /v2/keys:lookupKey */
export interface LookupKeyRequest {
  path: Record<string, never>;
  query: NonNullable<OpLookupKey["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type LookupKeyReply =
  | { status: 200; body: OpLookupKey["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

/**
 * One member per operationId of specs/api-keys.yaml. `C` is what the handlers are given besides the request: the
 * gateway's context, or the service's own extension of it (ServiceInstance.context).
 */
export interface ApiKeysHandlers<C extends HandlerContext = HandlerContext> {
  listKeys(req: ListKeysRequest, ctx: C): ListKeysReply | Promise<ListKeysReply>;
  createKey(req: CreateKeyRequest, ctx: C): CreateKeyReply | Promise<CreateKeyReply>;
  getKey(req: GetKeyRequest, ctx: C): GetKeyReply | Promise<GetKeyReply>;
  deleteKey(req: DeleteKeyRequest, ctx: C): DeleteKeyReply | Promise<DeleteKeyReply>;
  updateKey(req: UpdateKeyRequest, ctx: C): UpdateKeyReply | Promise<UpdateKeyReply>;
  undeleteKey(req: UndeleteKeyRequest, ctx: C): UndeleteKeyReply | Promise<UndeleteKeyReply>;
  getKeyString(req: GetKeyStringRequest, ctx: C): GetKeyStringReply | Promise<GetKeyStringReply>;
  lookupKey(req: LookupKeyRequest, ctx: C): LookupKeyReply | Promise<LookupKeyReply>;
}
