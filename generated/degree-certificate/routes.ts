// generated from specs/degree-certificate.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationInfo } from "../runtime";

/** Every operation of specs/degree-certificate.yaml, in spec order. */
export const degreeCertificateOperations = [
  { operationId: "issueDegreeCertificate", method: "post", path: "/dgcer/certificate", body: "json", headerParams: [] },
] as const satisfies readonly OperationInfo[];
