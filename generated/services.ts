// generated from specs/*.yaml — do not edit; run `make generate`
/* eslint-disable */

/**
 * Every service, with its spec file, base path, error dialect and the names of the parameters its apiKey
 * security schemes read; generated/index.ts adds each one's operations and validators.
 */
export const serviceInfo = [
  { slug: "access-approval", title: "Access Approval API", specFile: "specs/access-approval.yaml", basePath: "/access-approval", dialect: "google", rootAlias: true, credentials: [] },
  { slug: "address-lookup", title: "Address Lookup API", specFile: "specs/address-lookup.yaml", basePath: "/address-lookup/v1", dialect: "ideal-postcodes", rootAlias: false, credentials: [] },
  { slug: "api-keys", title: "API Keys API", specFile: "specs/api-keys.yaml", basePath: "/api-keys", dialect: "google", rootAlias: true, credentials: [] },
  { slug: "billing", title: "Billing API", specFile: "specs/billing.yaml", basePath: "/billing", dialect: "zuora", rootAlias: false, credentials: [] },
  { slug: "branch-lookup", title: "Branch Lookup API", specFile: "specs/branch-lookup.yaml", basePath: "/branch-lookup", dialect: "open-banking", rootAlias: false, credentials: [] },
  { slug: "code-profiler", title: "Code Profiling API", specFile: "specs/code-profiler.yaml", basePath: "/code-profiler", dialect: "aws-codeguru-profiler", rootAlias: false, credentials: ["Authorization"] },
  { slug: "config-delivery", title: "Configuration Delivery API", specFile: "specs/config-delivery.yaml", basePath: "/config-delivery", dialect: "aws-appconfig", rootAlias: false, credentials: ["Authorization"] },
  { slug: "degree-certificate", title: "Degree Certificate API", specFile: "specs/degree-certificate.yaml", basePath: "/degree-certificate/v3", dialect: "api-setu", rootAlias: false, credentials: ["X-Gateway-APIKEY","X-Gateway-CLIENTID"] },
  { slug: "identity-verification", title: "Identity verification (KYC) API", specFile: "specs/identity-verification.yaml", basePath: "/identity-verification/v1.2", dialect: "frankieone", rootAlias: false, credentials: ["api_key"] },
  { slug: "market-data", title: "Market Data API", specFile: "specs/market-data.yaml", basePath: "/market-data", dialect: "token-metrics", rootAlias: false, credentials: ["api_key"] },
  { slug: "merit-certificate", title: "Merit Certificate API", specFile: "specs/merit-certificate.yaml", basePath: "/merit-certificate/v3", dialect: "api-setu", rootAlias: false, credentials: ["X-Gateway-APIKEY","X-Gateway-CLIENTID"] },
  { slug: "message-content", title: "Content API", specFile: "specs/message-content.yaml", basePath: "/message-content", dialect: "twilio", rootAlias: false, credentials: [] },
  { slug: "pipeline-config", title: "Pipeline Configuration API", specFile: "specs/pipeline-config.yaml", basePath: "/pipeline-config", dialect: "airbyte", rootAlias: false, credentials: [] },
] as const;

export type ServiceSlug = (typeof serviceInfo)[number]["slug"];
export type DialectName = (typeof serviceInfo)[number]["dialect"];
