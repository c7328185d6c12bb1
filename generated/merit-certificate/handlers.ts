// generated from specs/merit-certificate.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { HandlerContext, RawBody } from "../runtime";
import type { operations } from "./types";

type OpIssueMeritCertificate = operations["issueMeritCertificate"];
/** POST /mrcer/certificate */
export interface IssueMeritCertificateRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpIssueMeritCertificate["requestBody"]>["content"]["application/json"];
}
export type IssueMeritCertificateReply =
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> }
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> }
  | { status: 200; body: OpIssueMeritCertificate["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

/**
 * One member per operationId of specs/merit-certificate.yaml. `C` is what the handlers are given besides the request: the
 * gateway's context, or the service's own extension of it (ServiceInstance.context).
 */
export interface MeritCertificateHandlers<C extends HandlerContext = HandlerContext> {
  issueMeritCertificate(req: IssueMeritCertificateRequest, ctx: C): IssueMeritCertificateReply | Promise<IssueMeritCertificateReply>;
}
