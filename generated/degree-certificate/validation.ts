// generated from specs/degree-certificate.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationValidation } from "../runtime";
import { req_0, req_CertificateRequest } from "./request-validators";

import { res_0, res_Certificate, res_Error } from "./response-validators";

/** The validators of every operation of specs/degree-certificate.yaml, by operationId. */
export const degreeCertificateValidation = {
  issueDegreeCertificate: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_CertificateRequest } },
    responses: {
      "200": { "application/pdf": undefined, "application/xml": res_0, "application/json": res_Certificate },
      "400": { "application/json": res_Error },
      "401": { "application/json": res_Error },
      "404": { "application/json": res_Error },
      "413": { "application/json": res_Error },
      "415": { "application/json": res_Error },
      "500": { "application/json": res_Error },
      "502": { "application/json": res_Error },
      "503": { "application/json": res_Error },
      "504": { "application/json": res_Error },
      "default": { "application/json": res_Error },
    },
    textBodies: {"request":[],"responses":["application/xml"]},
  },
} satisfies Record<string, OperationValidation>;
