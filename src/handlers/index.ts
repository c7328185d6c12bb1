import type { ServiceSlug } from "../../generated/index";
import type { ServiceModule } from "../runtime/service";
import { accessApprovalModule } from "./access-approval";
import { addressLookupModule } from "./address-lookup";
import { apiKeysModule } from "./api-keys";
import { billingModule } from "./billing";
import { branchLookupModule } from "./branch-lookup";
import { codeProfilerModule } from "./code-profiler";
import { configDeliveryModule } from "./config-delivery";
import { degreeCertificateModule } from "./degree-certificate";
import { identityVerificationModule } from "./identity-verification";
import { marketDataModule } from "./market-data";
import { meritCertificateModule } from "./merit-certificate";
import { messageContentModule } from "./message-content";
import { pipelineConfigModule } from "./pipeline-config";

/** Every registered service's module, by slug: a spec without handlers is a compile error. */
export const serviceModules: { [S in ServiceSlug]: ServiceModule<S> } = {
  "access-approval": accessApprovalModule,
  "address-lookup": addressLookupModule,
  "api-keys": apiKeysModule,
  billing: billingModule,
  "branch-lookup": branchLookupModule,
  "code-profiler": codeProfilerModule,
  "config-delivery": configDeliveryModule,
  "degree-certificate": degreeCertificateModule,
  "identity-verification": identityVerificationModule,
  "market-data": marketDataModule,
  "merit-certificate": meritCertificateModule,
  "message-content": messageContentModule,
  "pipeline-config": pipelineConfigModule,
};
