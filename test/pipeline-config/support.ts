/** A fresh gateway serving only the pipeline-configuration service, its client, and the fixture ids. */
import { createPipelineConfigClient } from "../../generated/pipeline-config/client";
import { startGateway, type TestGateway } from "../support/gateway";

export const POSTGRES = "decd338e-5647-4c0b-adf4-da0e75f5a750";
export const GITHUB = "ef69ef6e-aa7f-4af1-a01d-ef775033524e";
export const FILE = "778daa7c-feaf-4db6-96f3-70fd645acc77";
export const ORACLE = "b39a7370-74c3-45a6-ac3a-380d48520a83";
export const BIGQUERY = "22f6c74f-5699-40ff-833c-4a879ea40133";
export const LOCAL_CSV = "8be1cf83-fde1-477f-a4ad-318d23c9f3c6";
export const GOOGLE_SHEETS = "a4cbd2d1-8dbe-4818-b8bc-b90ad782d12a";
export const SNOWFLAKE = "424892c4-daac-4491-b35d-c6688ba547ba";

export type Client = ReturnType<typeof createPipelineConfigClient>;

export async function start(): Promise<{ gw: TestGateway; client: Client }> {
  const gw = await startGateway({ services: ["pipeline-config"] });
  const client = createPipelineConfigClient(gw.url, { headers: { Authorization: "Bearer dev-token" } });
  return { gw, client };
}

export const postgresConfig = (host = "db.acme.example") => ({
  host,
  port: 5432,
  database: "shop",
  schemas: ["public"],
  username: "airbyte",
  password: "s3cr3t-pw",
});

export const bigQueryConfig = () => ({
  project_id: "acme-analytics",
  dataset_id: "raw_shop",
  dataset_location: "EU",
  credentials_json: '{"type":"service_account"}',
});

/** A workspace with a Postgres source and a BigQuery destination. */
export async function workspaceWithActors(client: Client) {
  const ws = await client.POST("/v1/workspaces/create", {
    body: { name: "Acme Analytics", email: "data@acme.example" },
  });
  const workspaceId = ws.data!.workspaceId;
  const src = await client.POST("/v1/sources/create", {
    body: {
      workspaceId,
      sourceDefinitionId: POSTGRES,
      name: "Shop DB",
      connectionConfiguration: postgresConfig(),
    },
  });
  const dst = await client.POST("/v1/destinations/create", {
    body: {
      workspaceId,
      destinationDefinitionId: BIGQUERY,
      name: "Warehouse",
      connectionConfiguration: bigQueryConfig(),
    },
  });
  return { workspaceId, sourceId: src.data!.sourceId, destinationId: dst.data!.destinationId };
}

/**
 * A connection syncing every discovered stream with the default configuration; with `sourceHost`, the
 * source is then moved to that host (creating the connection discovers the source, which must answer).
 */
export async function connection(client: Client, sourceHost?: string) {
  const ids = await workspaceWithActors(client);
  const created = await client.POST("/v1/connections/create", {
    body: { sourceId: ids.sourceId, destinationId: ids.destinationId, status: "active" },
  });
  if (sourceHost) {
    const src = (await client.POST("/v1/sources/get", { body: { sourceId: ids.sourceId } })).data!;
    await client.POST("/v1/sources/update", {
      body: {
        sourceId: ids.sourceId,
        name: src.name,
        connectionConfiguration: { ...src.connectionConfiguration, host: sourceHost },
      },
    });
  }
  return { ...ids, connectionId: created.data!.connectionId };
}
