/**
 * Connection state written by syncs: a successful incremental sync stores each incremental stream's cursor
 * (a full-refresh stream none), the next sync reads only from those cursors, a reset clears them and the
 * sync after it reads everything again; state/get, state/create_or_update and get_type agree.
 */
import { advanceClock, type TestGateway } from "../support/gateway";
import { type Client, connection, GITHUB, ORACLE, start, workspaceWithActors } from "./support";

let gw: TestGateway;
let client: Client;
let connectionId: string;

/** A Postgres connection with customers and orders incremental on updated_at, order_items full refresh. */
async function incrementalConnection(sourceHost?: string): Promise<string> {
  const { connectionId: id } = await connection(client, sourceHost);
  const c = (await client.POST("/v1/connections/get", { body: { connectionId: id } })).data!;
  const streams = c.syncCatalog.streams.map((s) =>
    s.stream?.name === "order_items"
      ? s
      : {
          stream: s.stream,
          config: { ...s.config!, syncMode: "incremental" as const, cursorField: ["updated_at"] },
        },
  );
  await client.POST("/v1/connections/update", { body: { connectionId: id, syncCatalog: { streams } } });
  return id;
}

beforeEach(async () => {
  ({ gw, client } = await start());
  connectionId = await incrementalConnection();
});
afterEach(() => gw.close());

/** Runs a manual sync of the connection to its end; the records it read, by stream. */
async function syncToEnd(id = connectionId, status = "succeeded"): Promise<Record<string, number>> {
  const job = await client.POST("/v1/connections/sync", { body: { connectionId: id } });
  expect(job.response.status).toBe(200);
  await advanceClock(gw.url, "PT5M");
  const done = await client.POST("/v1/jobs/get", { body: { id: job.data!.job.id } });
  expect(done.data?.job.status).toBe(status);
  const stats = done.data!.attempts[0].attempt.streamStats ?? [];
  return Object.fromEntries(stats.map((s) => [s.streamName, s.stats.recordsEmitted ?? 0]));
}

const total = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

test("a sync stores the incremental cursors; the next reads from them; a reset makes the next read in full", async () => {
  expect((await client.POST("/v1/state/get", { body: { connectionId } })).data?.stateType).toBe("not_set");
  const first = await syncToEnd();
  expect(total(first)).toBe(38571);

  const state = (await client.POST("/v1/state/get", { body: { connectionId } })).data;
  expect(state?.stateType).toBe("stream");
  expect(state?.streamState?.map((s) => [s.streamDescriptor.name, Object.keys(s.streamState ?? {})])).toEqual(
    [
      ["customers", ["updated_at"]],
      ["orders", ["updated_at"]],
    ],
  );
  expect((await client.POST("/v1/web_backend/state/get_type", { body: { connectionId } })).data).toBe(
    "stream",
  );

  // Only what changed since the cursors: 5% of customers and orders; all order items again.
  const second = await syncToEnd();
  expect(second).toEqual({ customers: 92, orders: 467, order_items: 27410 });

  await client.POST("/v1/connections/reset", { body: { connectionId } });
  expect((await client.POST("/v1/state/get", { body: { connectionId } })).data).toEqual({
    connectionId,
    stateType: "not_set",
  });
  expect((await client.POST("/v1/web_backend/state/get_type", { body: { connectionId } })).data).toBe(
    "not_set",
  );
  await advanceClock(gw.url, "PT1M");
  expect(total(await syncToEnd())).toBe(total(first));
});

test("a state written through the API decides what the next sync reads", async () => {
  const written = await client.POST("/v1/state/create_or_update", {
    body: {
      connectionId,
      connectionState: {
        connectionId,
        stateType: "stream",
        streamState: [
          {
            streamDescriptor: { name: "customers", namespace: "public" },
            streamState: { updated_at: "2025-12-31T00:00:00Z" },
          },
        ],
      },
    },
  });
  expect(written.data?.stateType).toBe("stream");
  expect((await client.POST("/v1/web_backend/state/get_type", { body: { connectionId } })).data).toBe(
    "stream",
  );
  // customers from its cursor; orders has none yet, so it is read in full.
  expect(await syncToEnd()).toEqual({ customers: 92, orders: 9321, order_items: 27410 });
  const after = (await client.POST("/v1/state/get", { body: { connectionId } })).data;
  expect(after?.streamState?.map((s) => s.streamDescriptor.name).sort()).toEqual(["customers", "orders"]);
});

test("a failed sync stores no cursor", async () => {
  const failing = await incrementalConnection("db.unreachable.example");
  await syncToEnd(failing, "failed");
  expect((await client.POST("/v1/state/get", { body: { connectionId: failing } })).data?.stateType).toBe(
    "not_set",
  );
});

test("a source that emits one legacy blob keeps its cursors there; a per-stream reset clears only that stream", async () => {
  const { workspaceId, destinationId } = await workspaceWithActors(client);
  const source = await client.POST("/v1/sources/create", {
    body: {
      workspaceId,
      sourceDefinitionId: GITHUB,
      name: "Shop repository",
      connectionConfiguration: {
        repository: "acme/shop",
        start_date: "2025-01-01T00:00:00Z",
        credentials: { option_title: "PAT Credentials", personal_access_token: "ghp_acme" },
      },
    },
  });
  const sourceId = source.data!.sourceId;
  const catalog = (await client.POST("/v1/sources/discover_schema", { body: { sourceId } })).data!.catalog!;
  const syncCatalog = {
    streams: catalog.streams.map((s) =>
      s.stream?.name === "pull_requests"
        ? s
        : { stream: s.stream, config: { ...s.config!, syncMode: "incremental" as const } },
    ),
  };
  const created = await client.POST("/v1/connections/create", {
    body: { sourceId, destinationId, status: "active", syncCatalog },
  });
  const id = created.data!.connectionId;
  expect(await syncToEnd(id)).toEqual({ commits: 3120, issues: 812, pull_requests: 455 });
  const state = (await client.POST("/v1/state/get", { body: { connectionId: id } })).data;
  expect(state?.stateType).toBe("legacy");
  expect(Object.keys(state?.state ?? {})).toEqual(["commits", "issues"]);
  expect((await client.POST("/v1/web_backend/state/get_type", { body: { connectionId: id } })).data).toBe(
    "legacy",
  );

  // Saving a changed configuration of issues resets issues alone.
  const changed = {
    streams: syncCatalog.streams.map((s) =>
      s.stream?.name === "issues"
        ? { ...s, config: { ...s.config!, destinationSyncMode: "overwrite" as const } }
        : s,
    ),
  };
  await client.POST("/v1/web_backend/connections/update", {
    body: { connectionId: id, syncCatalog: changed, skipReset: false },
  });
  const after = (await client.POST("/v1/state/get", { body: { connectionId: id } })).data;
  expect(Object.keys(after?.state ?? {})).toEqual(["commits"]);
  await advanceClock(gw.url, "PT1M");
  expect(await syncToEnd(id)).toEqual({ commits: 156, issues: 812, pull_requests: 455 });
});

test("a source that emits global state keeps a shared part and its streams' cursors", async () => {
  const { workspaceId, destinationId } = await workspaceWithActors(client);
  await client.POST("/v1/source_definitions/grant_definition", {
    body: { sourceDefinitionId: ORACLE, workspaceId },
  });
  const source = await client.POST("/v1/sources/create", {
    body: {
      workspaceId,
      sourceDefinitionId: ORACLE,
      name: "Billing DB",
      connectionConfiguration: {
        host: "ora.acme.example",
        port: 1521,
        sid: "BILL",
        username: "airbyte",
        password: "pw",
      },
    },
  });
  expect(source.response.status).toBe(200);
  const sourceId = source.data!.sourceId;
  const catalog = (await client.POST("/v1/sources/discover_schema", { body: { sourceId } })).data!.catalog!;
  const syncCatalog = {
    streams: catalog.streams.map((s) => ({
      stream: s.stream,
      config: { ...s.config!, syncMode: "incremental" as const },
    })),
  };
  const created = await client.POST("/v1/connections/create", {
    body: { sourceId, destinationId, status: "active", syncCatalog },
  });
  const id = created.data!.connectionId;
  expect(await syncToEnd(id)).toEqual({ INVOICES: 15200 });
  const state = (await client.POST("/v1/state/get", { body: { connectionId: id } })).data;
  expect(state?.stateType).toBe("global");
  expect(state?.globalState?.shared_state).toEqual({ read_up_to: expect.any(String) });
  expect(state?.globalState?.streamStates.map((s) => [s.streamDescriptor, s.streamState])).toEqual([
    [{ name: "INVOICES", namespace: "SALES" }, { ISSUED_AT: expect.any(String) }],
  ]);
  expect(await syncToEnd(id)).toEqual({ INVOICES: 760 });
});

test("a stream switched to full refresh loses its cursor at its next sync", async () => {
  await syncToEnd();
  const c = (await client.POST("/v1/connections/get", { body: { connectionId } })).data!;
  const streams = c.syncCatalog.streams.map((s) =>
    s.stream?.name === "orders" ? { ...s, config: { ...s.config!, syncMode: "full_refresh" as const } } : s,
  );
  await client.POST("/v1/connections/update", { body: { connectionId, syncCatalog: { streams } } });
  expect(await syncToEnd()).toEqual({ customers: 92, orders: 9321, order_items: 27410 });
  const state = (await client.POST("/v1/state/get", { body: { connectionId } })).data;
  expect(state?.streamState?.map((s) => s.streamDescriptor.name)).toEqual(["customers"]);
});
