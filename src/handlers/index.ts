import type { ServiceSlug } from "../../generated/index";
import type { ServiceModule } from "../runtime/service";
import { apiKeysModule } from "./api-keys";

/** Every registered service's module, by slug: a spec without handlers is a compile error. */
export const serviceModules: { [S in ServiceSlug]: ServiceModule<S> } = {
  "api-keys": apiKeysModule,
};
