import type { DialectName } from "../../generated/index";
import { apiSetuDialect } from "./api-setu";
import { awsAppConfigDialect } from "./aws-appconfig";
import { awsCodeguruProfilerDialect } from "./aws-codeguru-profiler";
import type { ErrorDialect } from "./dialect";
import { googleDialect } from "./google";
import { openBankingDialect } from "./open-banking";
import { tokenMetricsDialect } from "./token-metrics";
import { twilioDialect } from "./twilio";
import { zuoraDialect } from "./zuora";

/** One renderer per dialect named by a spec's x-error-dialect; a missing one is a compile error. */
export const dialects: Record<DialectName, ErrorDialect> = {
  "api-setu": apiSetuDialect,
  "aws-appconfig": awsAppConfigDialect,
  "aws-codeguru-profiler": awsCodeguruProfilerDialect,
  google: googleDialect,
  "open-banking": openBankingDialect,
  "token-metrics": tokenMetricsDialect,
  twilio: twilioDialect,
  zuora: zuoraDialect,
};
