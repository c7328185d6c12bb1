// generated from specs/degree-certificate.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { HandlerContext, RawBody } from "../runtime";
import type { operations } from "./types";

type OpIssueDegreeCertificate = operations["issueDegreeCertificate"];
/** POST /dgcer/certificate */
export interface IssueDegreeCertificateRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpIssueDegreeCertificate["requestBody"]>["content"]["application/json"];
}
export type IssueDegreeCertificateReply =
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> }
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> }
  | { status: 200; body: OpIssueDegreeCertificate["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

/**
 * One member per operationId of specs/degree-certificate.yaml. `C` is what the handlers are given besides the request: the
 * gateway's context, or the service's own extension of it (ServiceInstance.context).
 */
export interface DegreeCertificateHandlers<C extends HandlerContext = HandlerContext> {
  issueDegreeCertificate(req: IssueDegreeCertificateRequest, ctx: C): IssueDegreeCertificateReply | Promise<IssueDegreeCertificateReply>;
}
