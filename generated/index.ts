// generated from specs/*.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { ApiKeysHandlers } from "./api-keys/handlers";
import { apiKeysOperations } from "./api-keys/routes";

/** The registry: every service, with its spec file, base path and error dialect. */
export const services = [
  { slug: "api-keys", title: "API Keys API", specFile: "specs/api-keys.yaml", basePath: "/api-keys", dialect: "google", operations: apiKeysOperations },
] as const;

export type ServiceSlug = (typeof services)[number]["slug"];
export type DialectName = (typeof services)[number]["dialect"];

/** The handler table each service must implement, by slug. */
export interface ServiceHandlers {
  "api-keys": ApiKeysHandlers;
}
