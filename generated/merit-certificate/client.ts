// generated from specs/merit-certificate.yaml — do not edit; run `make generate`
/* eslint-disable */

import createClient, { type ClientOptions } from "openapi-fetch";
import type { paths } from "./types";

export const basePath = "/merit-certificate/v3";

/**
 * A typed client for Merit Certificate API. `gatewayUrl` is the gateway's root (e.g. http://localhost:8080);
 * the service's base path is appended.
 */
export function createMeritCertificateClient(gatewayUrl: string, options: Omit<ClientOptions, "baseUrl"> = {}) {
  return createClient<paths>({ ...options, baseUrl: gatewayUrl.replace(/\/+$/, "") + basePath });
}
