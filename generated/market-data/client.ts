// generated from specs/market-data.yaml — do not edit; run `make generate`
/* eslint-disable */

import createClient, { type ClientOptions } from "openapi-fetch";
import type { paths } from "./types";

export const basePath = "/market-data";

/**
 * A typed client for Market Data API. `gatewayUrl` is the gateway's root (e.g. http://localhost:8080);
 * the service's base path is appended.
 */
export function createMarketDataClient(gatewayUrl: string, options: Omit<ClientOptions, "baseUrl"> = {}) {
  return createClient<paths>({ ...options, baseUrl: gatewayUrl.replace(/\/+$/, "") + basePath });
}
