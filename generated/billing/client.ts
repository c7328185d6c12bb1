// generated from specs/billing.yaml — do not edit; run `make generate`
/* eslint-disable */

import createClient, { type ClientOptions } from "openapi-fetch";
import type { paths } from "./types";

export const basePath = "/billing";

/**
 * A typed client for Billing API. `gatewayUrl` is the gateway's root (e.g. http://localhost:8080);
 * the service's base path is appended.
 */
export function createBillingClient(gatewayUrl: string, options: Omit<ClientOptions, "baseUrl"> = {}) {
  return createClient<paths>({ ...options, baseUrl: gatewayUrl.replace(/\/+$/, "") + basePath });
}
