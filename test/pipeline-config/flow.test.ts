/**
 * The user's flow through the generated client: workspace → definitions → source and destination (with a
 * secret) → check → discover → connection → sync → clock → job succeeded with stats and logs → state →
 * reset → delete.
 */
import { advanceClock, type TestGateway } from "../support/gateway";
import { BIGQUERY, bigQueryConfig, type Client, POSTGRES, postgresConfig, start } from "./support";

let gw: TestGateway;
let client: Client;

beforeEach(async () => {
  ({ gw, client } = await start());
});
afterEach(() => gw.close());

test("a pipeline from workspace to deleted connection, as a user runs it", async () => {
  const ws = await client.POST("/v1/workspaces/create", { body: { name: "Acme Analytics" } });
  expect(ws.response.status).toBe(200);
  expect(ws.data).toMatchObject({ name: "Acme Analytics", slug: "acme-analytics", defaultGeography: "auto" });
  const workspaceId = ws.data!.workspaceId;

  const defs = await client.POST("/v1/source_definitions/list_for_workspace", { body: { workspaceId } });
  expect(defs.data?.sourceDefinitions.map((d) => d.name)).toContain("Postgres");
  const spec = await client.POST("/v1/source_definition_specifications/get", {
    body: { workspaceId, sourceDefinitionId: POSTGRES },
  });
  expect(spec.data?.connectionSpecification).toMatchObject({
    properties: { password: { airbyte_secret: true } },
  });
  expect(spec.data?.jobInfo.configType).toBe("get_spec");

  const source = await client.POST("/v1/sources/create", {
    body: {
      workspaceId,
      sourceDefinitionId: POSTGRES,
      name: "Shop DB",
      connectionConfiguration: postgresConfig(),
    },
  });
  expect(source.response.status).toBe(200);
  expect(source.data?.connectionConfiguration).toMatchObject({
    host: "db.acme.example",
    password: "**********",
  });
  expect(source.data?.sourceName).toBe("Postgres");
  const sourceId = source.data!.sourceId;

  const destination = await client.POST("/v1/destinations/create", {
    body: {
      workspaceId,
      destinationDefinitionId: BIGQUERY,
      name: "Warehouse",
      connectionConfiguration: bigQueryConfig(),
    },
  });
  expect(destination.data?.connectionConfiguration).toMatchObject({ credentials_json: "**********" });
  const destinationId = destination.data!.destinationId;

  const check = await client.POST("/v1/sources/check_connection", { body: { sourceId } });
  expect(check.data).toMatchObject({
    status: "succeeded",
    jobInfo: { configType: "check_connection_source", succeeded: true },
  });
  const checkDst = await client.POST("/v1/destinations/check_connection", { body: { destinationId } });
  expect(checkDst.data?.jobInfo.configType).toBe("check_connection_destination");

  const discovered = await client.POST("/v1/sources/discover_schema", { body: { sourceId } });
  const streams = discovered.data?.catalog?.streams ?? [];
  expect(streams.map((s) => `${s.stream?.namespace}.${s.stream?.name}`)).toEqual([
    "public.customers",
    "public.orders",
    "public.order_items",
  ]);
  expect(streams[0].stream).toMatchObject({
    supportedSyncModes: ["full_refresh", "incremental"],
    defaultCursorField: ["updated_at"],
    sourceDefinedPrimaryKey: [["id"]],
  });
  const recent = await client.POST("/v1/sources/most_recent_source_actor_catalog", { body: { sourceId } });
  expect(recent.data?.catalog).toEqual(discovered.data?.catalog);

  // customers incremental + deduplicated; the others as discovered.
  const syncCatalog = {
    streams: streams.map((s, i) =>
      i === 0
        ? {
            stream: s.stream,
            config: {
              ...s.config!,
              syncMode: "incremental" as const,
              destinationSyncMode: "append_dedup" as const,
            },
          }
        : s,
    ),
  };
  const conn = await client.POST("/v1/connections/create", {
    body: { sourceId, destinationId, status: "active", syncCatalog, name: "Shop to warehouse" },
  });
  expect(conn.response.status).toBe(200);
  expect(conn.data).toMatchObject({
    name: "Shop to warehouse",
    status: "active",
    scheduleType: "manual",
    geography: "auto",
  });
  const connectionId = conn.data!.connectionId;

  const sync = await client.POST("/v1/connections/sync", { body: { connectionId } });
  expect(sync.data?.job).toMatchObject({ configType: "sync", configId: connectionId, status: "pending" });
  const jobId = sync.data!.job.id;

  const again = await client.POST("/v1/connections/sync", { body: { connectionId } });
  expect(again.response.status).toBe(409);
  expect(again.error).toMatchObject({
    exceptionClassName: expect.stringContaining("ValueConflictKnownException"),
  });

  await advanceClock(gw.url, "PT10S");
  const running = await client.POST("/v1/jobs/get", { body: { id: jobId } });
  expect(running.data?.job.status).toBe("running");
  expect(running.data?.attempts[0].attempt.status).toBe("running");

  await advanceClock(gw.url, "PT10M");
  const done = await client.POST("/v1/jobs/get", { body: { id: jobId } });
  expect(done.data?.job.status).toBe("succeeded");
  const attempt = done.data!.attempts[0];
  expect(attempt.attempt.status).toBe("succeeded");
  // 1840 customers + 9321 orders + 27410 order items, as the fixture's stand-in database holds.
  expect(attempt.attempt.totalStats).toMatchObject({ recordsEmitted: 38571, recordsCommitted: 38571 });
  expect(attempt.attempt.streamStats?.map((s) => [s.streamName, s.stats.recordsEmitted])).toEqual([
    ["customers", 1840],
    ["orders", 9321],
    ["order_items", 27410],
  ]);
  expect(attempt.logs.logLines.join("\n")).toContain("Stream public.orders: 9321 records");
  const logs = await client.POST("/v1/logs/get", { body: { logType: "server" }, parseAs: "text" });
  expect(logs.data).toContain(`Attempt 0 succeeded: 38571 records`);

  const workspace = await client.POST("/v1/workspaces/get", { body: { workspaceId } });
  expect(workspace.data?.firstCompletedSync).toBe(true);

  const state = await client.POST("/v1/state/create_or_update", {
    body: {
      connectionId,
      connectionState: {
        connectionId,
        stateType: "stream",
        streamState: [
          {
            streamDescriptor: { name: "customers", namespace: "public" },
            streamState: { updated_at: "2026-01-01T00:10:00Z" },
          },
        ],
      },
    },
  });
  expect(state.data?.stateType).toBe("stream");
  const type = await client.POST("/v1/web_backend/state/get_type", { body: { connectionId } });
  expect(type.data).toBe("stream");

  const reset = await client.POST("/v1/connections/reset", { body: { connectionId } });
  expect(reset.data?.job.configType).toBe("reset_connection");
  expect(reset.data?.job.resetConfig?.streamsToReset?.map((s) => s.name)).toEqual([
    "customers",
    "orders",
    "order_items",
  ]);
  expect((await client.POST("/v1/state/get", { body: { connectionId } })).data).toEqual({
    connectionId,
    stateType: "not_set",
  });
  await advanceClock(gw.url, "PT1M");
  const jobs = await client.POST("/v1/jobs/list", {
    body: { configTypes: ["sync", "reset_connection"], configId: connectionId },
  });
  expect(jobs.data?.jobs.map((j) => [j.job.configType, j.job.status])).toEqual([
    ["reset_connection", "succeeded"],
    ["sync", "succeeded"],
  ]);

  const deleted = await client.POST("/v1/connections/delete", { body: { connectionId } });
  expect(deleted.response.status).toBe(204);
  expect((await client.POST("/v1/connections/list", { body: { workspaceId } })).data?.connections).toEqual(
    [],
  );
  const all = await client.POST("/v1/connections/list_all", { body: { workspaceId } });
  expect(all.data?.connections.map((c) => c.status)).toEqual(["deprecated"]);
});
