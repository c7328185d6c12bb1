// generated from specs/degree-certificate.yaml — do not edit; run `make generate`
/* eslint-disable */

import createClient, { type ClientOptions } from "openapi-fetch";
import type { paths } from "./types";

export const basePath = "/degree-certificate/v3";

/**
 * A typed client for Degree Certificate API. `gatewayUrl` is the gateway's root (e.g. http://localhost:8080);
 * the service's base path is appended.
 */
export function createDegreeCertificateClient(gatewayUrl: string, options: Omit<ClientOptions, "baseUrl"> = {}) {
  return createClient<paths>({ ...options, baseUrl: gatewayUrl.replace(/\/+$/, "") + basePath });
}
