/** Shared set-up of the configuration-delivery tests: the generated client with the API key, and seeds. */
import { createConfigDeliveryClient } from "../../generated/config-delivery/client";
import type { TestGateway } from "../support/gateway";

export const API_KEY = "dev-token";
export const AUTH = { Authorization: API_KEY };
export const BASE = "/config-delivery";

export function client(gw: TestGateway) {
  return createConfigDeliveryClient(gw.url, { headers: AUTH });
}

export type Client = ReturnType<typeof client>;

/** An application, an environment (with one alarm) and a hosted profile, created through the client. */
export async function seedApp(c: Client, validators?: { Type: "JSON_SCHEMA" | "LAMBDA"; Content: string }[]) {
  const app = (await c.POST("/applications", { body: { Name: "web-shop" } })).data!;
  const env = (
    await c.POST("/applications/{ApplicationId}/environments", {
      params: { path: { ApplicationId: app.Id } },
      body: {
        Name: "Production",
        Monitors: [{ AlarmArn: "arn:aws:cloudwatch:us-east-1:111122223333:alarm:errors-high" }],
      },
    })
  ).data!;
  const profile = (
    await c.POST("/applications/{ApplicationId}/configurationprofiles", {
      params: { path: { ApplicationId: app.Id } },
      body: { Name: "settings", LocationUri: "hosted", Validators: validators },
    })
  ).data!;
  return { app, env, profile };
}

/** Stores a hosted version through the generated client (raw body, attributes in headers). */
export async function putVersion(
  c: Client,
  ids: { app: string; profile: string },
  content: unknown,
  headers: { VersionLabel?: string; "Latest-Version-Number"?: number; Description?: string } = {},
) {
  const res = await c.POST(
    "/applications/{ApplicationId}/configurationprofiles/{ConfigurationProfileId}/hostedconfigurationversions",
    {
      params: {
        path: { ApplicationId: ids.app, ConfigurationProfileId: ids.profile },
        header: { "Content-Type": "application/json", ...headers },
      },
      body: JSON.stringify(content) as never,
      bodySerializer: (b: unknown) => b as string,
      parseAs: "text",
    },
  );
  return res;
}

/** How an AWS SDK client of the service is pointed at the gateway: its endpoint, a region and test credentials. */
export function awsClientConfig(gw: TestGateway) {
  return {
    endpoint: `${gw.url}${BASE}`,
    region: "us-east-1",
    credentials: {
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    },
  };
}

/** A configuration's bytes as the SDK gives them, as text. */
export const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString("utf8");
