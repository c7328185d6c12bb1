import type { DialectName } from "../../generated/index";
import type { ErrorDialect } from "./dialect";
import { googleDialect } from "./google";

/** One renderer per dialect named by a spec's x-error-dialect; a missing one is a compile error. */
export const dialects: Record<DialectName, ErrorDialect> = {
  google: googleDialect,
};
