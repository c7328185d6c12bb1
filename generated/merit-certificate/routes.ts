// generated from specs/merit-certificate.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationInfo } from "../runtime";

/** Every operation of specs/merit-certificate.yaml, in spec order. */
export const meritCertificateOperations = [
  { operationId: "issueMeritCertificate", method: "post", path: "/mrcer/certificate", body: "json", headerParams: [] },
] as const satisfies readonly OperationInfo[];
