// generated from specs/*.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { HandlerContext } from "./runtime";
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

/**
 * The registry: every service, with its spec file, base path, error dialect, the names of the parameters its
 * apiKey security schemes read, operations and validators.
 */
export const services = [
  { slug: "access-approval", title: "Access Approval API", specFile: "specs/access-approval.yaml", basePath: "/access-approval", dialect: "google", rootAlias: true, credentials: [], operations: accessApprovalOperations, validation: accessApprovalValidation },
  { slug: "address-lookup", title: "Address Lookup API", specFile: "specs/address-lookup.yaml", basePath: "/address-lookup/v1", dialect: "ideal-postcodes", rootAlias: false, credentials: [], operations: addressLookupOperations, validation: addressLookupValidation },
  { slug: "api-keys", title: "API Keys API", specFile: "specs/api-keys.yaml", basePath: "/api-keys", dialect: "google", rootAlias: true, credentials: [], operations: apiKeysOperations, validation: apiKeysValidation },
  { slug: "billing", title: "Billing API", specFile: "specs/billing.yaml", basePath: "/billing", dialect: "zuora", rootAlias: false, credentials: [], operations: billingOperations, validation: billingValidation },
  { slug: "branch-lookup", title: "Branch Lookup API", specFile: "specs/branch-lookup.yaml", basePath: "/branch-lookup", dialect: "open-banking", rootAlias: false, credentials: [], operations: branchLookupOperations, validation: branchLookupValidation },
  { slug: "code-profiler", title: "Code Profiling API", specFile: "specs/code-profiler.yaml", basePath: "/code-profiler", dialect: "aws-codeguru-profiler", rootAlias: false, credentials: ["Authorization"], operations: codeProfilerOperations, validation: codeProfilerValidation },
  { slug: "config-delivery", title: "Configuration Delivery API", specFile: "specs/config-delivery.yaml", basePath: "/config-delivery", dialect: "aws-appconfig", rootAlias: false, credentials: ["Authorization"], operations: configDeliveryOperations, validation: configDeliveryValidation },
  { slug: "degree-certificate", title: "Degree Certificate API", specFile: "specs/degree-certificate.yaml", basePath: "/degree-certificate/v3", dialect: "api-setu", rootAlias: false, credentials: ["X-Gateway-APIKEY","X-Gateway-CLIENTID"], operations: degreeCertificateOperations, validation: degreeCertificateValidation },
  { slug: "identity-verification", title: "Identity verification (KYC) API", specFile: "specs/identity-verification.yaml", basePath: "/identity-verification/v1.2", dialect: "frankieone", rootAlias: false, credentials: ["api_key"], operations: identityVerificationOperations, validation: identityVerificationValidation },
  { slug: "market-data", title: "Market Data API", specFile: "specs/market-data.yaml", basePath: "/market-data", dialect: "token-metrics", rootAlias: false, credentials: ["api_key"], operations: marketDataOperations, validation: marketDataValidation },
  { slug: "merit-certificate", title: "Merit Certificate API", specFile: "specs/merit-certificate.yaml", basePath: "/merit-certificate/v3", dialect: "api-setu", rootAlias: false, credentials: ["X-Gateway-APIKEY","X-Gateway-CLIENTID"], operations: meritCertificateOperations, validation: meritCertificateValidation },
  { slug: "message-content", title: "Content API", specFile: "specs/message-content.yaml", basePath: "/message-content", dialect: "twilio", rootAlias: false, credentials: [], operations: messageContentOperations, validation: messageContentValidation },
  { slug: "pipeline-config", title: "Pipeline Configuration API", specFile: "specs/pipeline-config.yaml", basePath: "/pipeline-config", dialect: "airbyte", rootAlias: false, credentials: [], operations: pipelineConfigOperations, validation: pipelineConfigValidation },
] as const;

export type ServiceSlug = (typeof services)[number]["slug"];
export type DialectName = (typeof services)[number]["dialect"];

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
