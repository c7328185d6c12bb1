// generated from specs/pipeline-config.yaml — do not edit; run `make generate`
/* eslint-disable */

import createClient, { type ClientOptions } from "openapi-fetch";
import type { paths } from "./types";

export const basePath = "/pipeline-config";

/**
 * A typed client for Pipeline Configuration API. `gatewayUrl` is the gateway's root (e.g. http://localhost:8080);
 * the service's base path is appended.
 */
export function createPipelineConfigClient(gatewayUrl: string, options: Omit<ClientOptions, "baseUrl"> = {}) {
  return createClient<paths>({ ...options, baseUrl: gatewayUrl.replace(/\/+$/, "") + basePath });
}
