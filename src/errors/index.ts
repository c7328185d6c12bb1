import type { DialectName } from "../../generated/index";
import { airbyteDialect } from "./airbyte";
import { apiSetuDialect } from "./api-setu";
import { awsAppConfigDialect } from "./aws-appconfig";
import { awsCodeguruProfilerDialect } from "./aws-codeguru-profiler";
import type { ErrorDialect } from "./dialect";
import { frankieoneDialect } from "./frankieone";
import { googleDialect } from "./google";
import { idealPostcodesDialect } from "./ideal-postcodes";
import { openBankingDialect } from "./open-banking";
import { tokenMetricsDialect } from "./token-metrics";
import { twilioDialect } from "./twilio";
import { zuoraDialect } from "./zuora";

/** One renderer per dialect named by a spec's x-error-dialect; a missing one is a compile error. */
export const dialects: Record<DialectName, ErrorDialect> = {
  airbyte: airbyteDialect,
  "api-setu": apiSetuDialect,
  "aws-appconfig": awsAppConfigDialect,
  "aws-codeguru-profiler": awsCodeguruProfilerDialect,
  frankieone: frankieoneDialect,
  google: googleDialect,
  "ideal-postcodes": idealPostcodesDialect,
  "open-banking": openBankingDialect,
  "token-metrics": tokenMetricsDialect,
  twilio: twilioDialect,
  zuora: zuoraDialect,
};
