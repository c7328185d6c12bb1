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

/** One member per operationId of specs/degree-certificate.yaml. */
export interface DegreeCertificateHandlers {
  issueDegreeCertificate(req: IssueDegreeCertificateRequest, ctx: HandlerContext): IssueDegreeCertificateReply | Promise<IssueDegreeCertificateReply>;
}
