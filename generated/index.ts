// generated from specs/*.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { HandlerContext } from "./runtime";
import { serviceInfo } from "./services";
import type { AccessApprovalHandlers } from "./access-approval/handlers";
import { accessApprovalOperations } from "./access-approval/routes";
import { accessApprovalValidation } from "./access-approval/validation";
import type { AddressLookupHandlers } from "./address-lookup/handlers";
import { addressLookupOperations } from "./address-lookup/routes";
import { addressLookupValidation } from "./address-lookup/validation";
import type { ApiKeysHandlers } from "./api-keys/handlers";
import { apiKeysOperations } from "./api-keys/routes";
import { apiKeysValidation } from "./api-keys/validation";
import type { BillingHandlers } from "./billing/handlers";
import { billingOperations } from "./billing/routes";
import { billingValidation } from "./billing/validation";
import type { BranchLookupHandlers } from "./branch-lookup/handlers";
import { branchLookupOperations } from "./branch-lookup/routes";
import { branchLookupValidation } from "./branch-lookup/validation";
import type { CodeProfilerHandlers } from "./code-profiler/handlers";
import { codeProfilerOperations } from "./code-profiler/routes";
import { codeProfilerValidation } from "./code-profiler/validation";
import type { ConfigDeliveryHandlers } from "./config-delivery/handlers";
import { configDeliveryOperations } from "./config-delivery/routes";
import { configDeliveryValidation } from "./config-delivery/validation";
import type { DegreeCertificateHandlers } from "./degree-certificate/handlers";
import { degreeCertificateOperations } from "./degree-certificate/routes";
import { degreeCertificateValidation } from "./degree-certificate/validation";
import type { IdentityVerificationHandlers } from "./identity-verification/handlers";
import { identityVerificationOperations } from "./identity-verification/routes";
import { identityVerificationValidation } from "./identity-verification/validation";
import type { MarketDataHandlers } from "./market-data/handlers";
import { marketDataOperations } from "./market-data/routes";
import { marketDataValidation } from "./market-data/validation";
import type { MeritCertificateHandlers } from "./merit-certificate/handlers";
import { meritCertificateOperations } from "./merit-certificate/routes";
import { meritCertificateValidation } from "./merit-certificate/validation";
import type { MessageContentHandlers } from "./message-content/handlers";
import { messageContentOperations } from "./message-content/routes";
import { messageContentValidation } from "./message-content/validation";
import type { PipelineConfigHandlers } from "./pipeline-config/handlers";
import { pipelineConfigOperations } from "./pipeline-config/routes";
import { pipelineConfigValidation } from "./pipeline-config/validation";

export type { DialectName, ServiceSlug } from "./services";

/** The registry: every service (generated/services.ts) with its operations and validators. */
export const services = [
  { ...serviceInfo[0], operations: accessApprovalOperations, validation: accessApprovalValidation },
  { ...serviceInfo[1], operations: addressLookupOperations, validation: addressLookupValidation },
  { ...serviceInfo[2], operations: apiKeysOperations, validation: apiKeysValidation },
  { ...serviceInfo[3], operations: billingOperations, validation: billingValidation },
  { ...serviceInfo[4], operations: branchLookupOperations, validation: branchLookupValidation },
  { ...serviceInfo[5], operations: codeProfilerOperations, validation: codeProfilerValidation },
  { ...serviceInfo[6], operations: configDeliveryOperations, validation: configDeliveryValidation },
  { ...serviceInfo[7], operations: degreeCertificateOperations, validation: degreeCertificateValidation },
  { ...serviceInfo[8], operations: identityVerificationOperations, validation: identityVerificationValidation },
  { ...serviceInfo[9], operations: marketDataOperations, validation: marketDataValidation },
  { ...serviceInfo[10], operations: meritCertificateOperations, validation: meritCertificateValidation },
  { ...serviceInfo[11], operations: messageContentOperations, validation: messageContentValidation },
  { ...serviceInfo[12], operations: pipelineConfigOperations, validation: pipelineConfigValidation },
] as const;

/** The handler table each service must implement, by slug, given context `C`. */
export interface ServiceHandlers<C extends HandlerContext = HandlerContext> {
  "access-approval": AccessApprovalHandlers<C>;
  "address-lookup": AddressLookupHandlers<C>;
  "api-keys": ApiKeysHandlers<C>;
  "billing": BillingHandlers<C>;
  "branch-lookup": BranchLookupHandlers<C>;
  "code-profiler": CodeProfilerHandlers<C>;
  "config-delivery": ConfigDeliveryHandlers<C>;
  "degree-certificate": DegreeCertificateHandlers<C>;
  "identity-verification": IdentityVerificationHandlers<C>;
  "market-data": MarketDataHandlers<C>;
  "merit-certificate": MeritCertificateHandlers<C>;
  "message-content": MessageContentHandlers<C>;
  "pipeline-config": PipelineConfigHandlers<C>;
}
