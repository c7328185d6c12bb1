/**
 * Every operation of the service through the generated client, resource by resource; the last test checks
 * that each of the spec's operations answered a 2xx at least once in this file.
 */
import request from "supertest";
import { pipelineConfigOperations } from "../../generated/pipeline-config/routes";
import { advanceClock, type TestGateway } from "../support/gateway";
import {
  BIGQUERY,
  bigQueryConfig,
  type Client,
  connection,
  GITHUB,
  GOOGLE_SHEETS,
  LOCAL_CSV,
  ORACLE,
  POSTGRES,
  postgresConfig,
  SNOWFLAKE,
  start,
  workspaceWithActors,
} from "./support";

let gw: TestGateway;
let client: Client;
const answered = new Set<string>();

beforeEach(async () => {
  ({ gw, client } = await start());
  client.use({
    onResponse({ request, response }) {
      if (response.ok)
        answered.add(
          `${request.method.toLowerCase()} ${new URL(request.url).pathname.replace("/pipeline-config", "")}`,
        );
    },
  });
});
afterEach(() => gw.close());

test("health and the service's own OpenAPI document", async () => {
  expect((await client.GET("/v1/health")).data).toEqual({ available: true });
  const spec = await client.GET("/v1/openapi", { parseAs: "text" });
  expect(spec.response.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(spec.data).toContain("operationId: getHealthCheck");
});

test("workspaces: slugs, renames, settings, feedback, summary state and deletion", async () => {
  const a = (await client.POST("/v1/workspaces/create", { body: { name: "Data Team" } })).data!;
  const b = (await client.POST("/v1/workspaces/create", { body: { name: "Data  team!" } })).data!;
  expect(a.slug).toBe("data-team");
  expect(b.slug).toMatch(/^data-team-[a-z0-9]{8}$/);
  expect(
    (await client.POST("/v1/workspaces/get_by_slug", { body: { slug: "data-team" } })).data?.workspaceId,
  ).toBe(a.workspaceId);

  const renamed = await client.POST("/v1/workspaces/update_name", {
    body: { workspaceId: a.workspaceId, name: "Café Ops" },
  });
  expect(renamed.data).toMatchObject({ name: "Café Ops", slug: "cafe-ops" });

  const updated = await client.POST("/v1/workspaces/update", {
    body: {
      workspaceId: a.workspaceId,
      defaultGeography: "eu",
      initialSetupComplete: true,
      webhookConfigs: [{ name: "dbt cloud", authToken: "tok" }],
      notifications: [
        {
          notificationType: "slack",
          sendOnSuccess: false,
          sendOnFailure: true,
          slackConfiguration: { webhook: "https://hooks.slack.com/services/T0/B0/x" },
        },
      ],
    },
  });
  expect(updated.data).toMatchObject({
    defaultGeography: "eu",
    initialSetupComplete: true,
    webhookConfigs: [{ name: "dbt cloud" }],
  });
  expect(updated.data?.webhookConfigs?.[0]).not.toHaveProperty("authToken");

  expect(
    (
      await client.POST("/v1/workspaces/tag_feedback_status_as_done", {
        body: { workspaceId: a.workspaceId },
      })
    ).response.status,
  ).toBe(204);
  expect(
    (await client.POST("/v1/workspaces/get", { body: { workspaceId: a.workspaceId } })).data?.feedbackDone,
  ).toBe(true);
  expect((await client.POST("/v1/workspaces/list")).data?.workspaces.map((w) => w.workspaceId)).toEqual([
    a.workspaceId,
    b.workspaceId,
  ]);
  expect((await client.POST("/v1/web_backend/geographies/list")).data?.geographies).toEqual([
    "auto",
    "us",
    "eu",
  ]);

  const empty = await client.POST("/v1/web_backend/workspace/state", {
    body: { workspaceId: b.workspaceId },
  });
  expect(empty.data).toEqual({ hasConnections: false, hasSources: false, hasDestinations: false });

  const ids = await connection(client);
  const full = await client.POST("/v1/web_backend/workspace/state", {
    body: { workspaceId: ids.workspaceId },
  });
  expect(full.data).toEqual({ hasConnections: true, hasSources: true, hasDestinations: true });
  const byConnection = await client.POST("/v1/workspaces/get_by_connection_id", {
    body: { connectionId: ids.connectionId },
  });
  expect(byConnection.data?.workspaceId).toBe(ids.workspaceId);
  // The connection inherits the workspace's default geography.
  expect(
    (await client.POST("/v1/connections/get", { body: { connectionId: ids.connectionId } })).data?.geography,
  ).toBe("auto");

  expect(
    (await client.POST("/v1/workspaces/delete", { body: { workspaceId: ids.workspaceId } })).response.status,
  ).toBe(204);
  expect(
    (await client.POST("/v1/workspaces/get", { body: { workspaceId: ids.workspaceId } })).response.status,
  ).toBe(404);
  expect((await client.POST("/v1/sources/get", { body: { sourceId: ids.sourceId } })).response.status).toBe(
    404,
  );
});

test("notifications are validated and tried", async () => {
  const ok = await client.POST("/v1/notifications/try", {
    body: {
      notificationType: "slack",
      sendOnSuccess: true,
      sendOnFailure: true,
      slackConfiguration: { webhook: "https://hooks.slack.com/services/T0/B0/x" },
    },
  });
  expect(ok.data).toMatchObject({ status: "succeeded" });
  const unreachable = await client.POST("/v1/notifications/try", {
    body: {
      notificationType: "slack",
      sendOnSuccess: true,
      sendOnFailure: true,
      slackConfiguration: { webhook: "https://hooks.slack.invalid/x" },
    },
  });
  expect(unreachable.data).toMatchObject({
    status: "failed",
    message: expect.stringContaining("hooks.slack.invalid"),
  });
});

describe.each([
  {
    kind: "source",
    prefix: "source",
    id: "sourceDefinitionId",
    list: "sourceDefinitions",
    one: "sourceDefinition",
    priv: ORACLE,
    outdated: POSTGRES,
    repo: "acme/source-ledger",
  },
  {
    kind: "destination",
    prefix: "destination",
    id: "destinationDefinitionId",
    list: "destinationDefinitions",
    one: "destinationDefinition",
    priv: SNOWFLAKE,
    outdated: BIGQUERY,
    repo: "acme/destination-lake",
  },
] as const)("$kind definitions", (k) => {
  const path = (op: string) => `/v1/${k.prefix}_definitions/${op}` as never;
  const names = (data: unknown) =>
    ((data as Record<string, { name: string }[]>)[k.list] ?? []).map((d) => d.name);
  // The generated client's paths are typed one by one; this table walks the two kinds through the same calls.
  const post = (op: string, body?: unknown) =>
    client.POST(path(op), (body === undefined ? {} : { body }) as never) as Promise<{
      data?: unknown;
      response: Response;
    }>;

  test("catalogue, private grants, custom definitions, versions and deletion", async () => {
    const ws = (await client.POST("/v1/workspaces/create", { body: { name: "Defs" } })).data!;
    const workspaceId = ws.workspaceId;
    const all = await post("list");
    expect(names(all.data).length).toBeGreaterThanOrEqual(2);
    const latest = (await post("list_latest")).data as Record<
      string,
      { dockerImageTag: string; [k: string]: unknown }[]
    >;
    const current = (await post("get", { [k.id]: k.outdated })).data as { dockerImageTag: string };
    const newest = latest[k.list].find((d) => d[k.id] === k.outdated)!;
    expect(newest.dockerImageTag).not.toBe(current.dockerImageTag);

    const privList = (await post("list_private", { workspaceId })).data as Record<
      string,
      { granted: boolean }[]
    >;
    expect(privList[k.list].map((x) => x.granted)).toEqual([false]);
    expect((await post("get_for_workspace", { [k.id]: k.priv, workspaceId })).response.status).toBe(404);
    const granted = await post("grant_definition", { [k.id]: k.priv, workspaceId });
    expect(granted.data).toMatchObject({ granted: true });
    expect((await post("get_for_workspace", { [k.id]: k.priv, workspaceId })).response.status).toBe(200);
    expect(
      ((await post("list_private", { workspaceId })).data as Record<string, { granted: boolean }[]>)[
        k.list
      ][0].granted,
    ).toBe(true);
    expect((await post("revoke_definition", { [k.id]: k.priv, workspaceId })).response.status).toBe(204);
    expect((await post("get_for_workspace", { [k.id]: k.priv, workspaceId })).response.status).toBe(404);

    const custom = await post("create_custom", {
      workspaceId,
      [k.one]: {
        name: "Ledger",
        dockerRepository: k.repo,
        dockerImageTag: "0.1.0",
        documentationUrl: "https://docs.acme.example/ledger",
      },
    });
    const customId = (custom.data as Record<string, string>)[k.id];
    expect(custom.data).toMatchObject({ custom: true, releaseStage: "custom" });
    expect(names((await post("list_for_workspace", { workspaceId })).data)).toContain("Ledger");
    const other = (await client.POST("/v1/workspaces/create", { body: { name: "Other" } })).data!;
    expect(names((await post("list_for_workspace", { workspaceId: other.workspaceId })).data)).not.toContain(
      "Ledger",
    );

    const bumped = await post("update", { [k.id]: customId, dockerImageTag: "0.2.0" });
    expect(bumped.data).toMatchObject({ dockerImageTag: "0.2.0" });
    expect((await post("delete", { [k.id]: customId })).response.status).toBe(204);
    expect((await post("get", { [k.id]: customId })).response.status).toBe(404);
  });
});

test("check_updates counts definitions whose version in use is older than the newest known", async () => {
  const before = (await client.POST("/v1/web_backend/check_updates")).data!;
  expect(before.sourceDefinitions).toBeGreaterThan(0);
  await client.POST("/v1/source_definitions/update", {
    body: { sourceDefinitionId: POSTGRES, dockerImageTag: "1.0.51" },
  });
  const after = (await client.POST("/v1/web_backend/check_updates")).data!;
  expect(after.sourceDefinitions).toBe(before.sourceDefinitions - 1);
  const spec = await client.POST("/v1/destination_definition_specifications/get", {
    body: {
      destinationDefinitionId: LOCAL_CSV,
      workspaceId: (await client.POST("/v1/workspaces/create", { body: { name: "w" } })).data!.workspaceId,
    },
  });
  expect(spec.data).toMatchObject({
    supportedDestinationSyncModes: ["overwrite", "append"],
    supportsDbt: false,
    supportsNormalization: false,
  });
});

test("sources and destinations: masked secrets kept on update, clone with secrets, search, checks, scheduler", async () => {
  const ids = await workspaceWithActors(client);
  const masked = (await client.POST("/v1/sources/get", { body: { sourceId: ids.sourceId } })).data!;
  // Sending the mask back keeps the stored password: the proposed configuration still checks out.
  const proposed = {
    sourceId: ids.sourceId,
    name: "Shop DB",
    connectionConfiguration: { ...masked.connectionConfiguration, port: 6432 },
  };
  expect(
    (await client.POST("/v1/sources/check_connection_for_update", { body: proposed })).data?.status,
  ).toBe("succeeded");
  const wrong = {
    ...proposed,
    connectionConfiguration: { ...proposed.connectionConfiguration, password: "wrong-password" },
  };
  const refused = await client.POST("/v1/sources/check_connection_for_update", { body: wrong });
  expect(refused.data).toMatchObject({
    status: "failed",
    message: expect.stringContaining("authentication failed"),
  });
  const updated = await client.POST("/v1/sources/update", {
    body: { ...proposed, name: "Shop DB (replica)" },
  });
  expect(updated.data?.connectionConfiguration).toMatchObject({ port: 6432, password: "**********" });
  expect(
    (await client.POST("/v1/sources/check_connection", { body: { sourceId: ids.sourceId } })).data?.status,
  ).toBe("succeeded");

  const clone = await client.POST("/v1/sources/clone", {
    body: { sourceCloneId: ids.sourceId, sourceConfiguration: { name: "Shop DB copy" } },
  });
  expect(clone.data).toMatchObject({
    name: "Shop DB copy",
    connectionConfiguration: { password: "**********", port: 6432 },
  });
  expect(
    (await client.POST("/v1/sources/check_connection", { body: { sourceId: clone.data!.sourceId } })).data
      ?.status,
  ).toBe("succeeded");
  const found = await client.POST("/v1/sources/search", {
    body: { workspaceId: ids.workspaceId, connectionConfiguration: { port: 6432 }, name: "Shop DB copy" },
  });
  expect(found.data?.sources.map((s) => s.sourceId)).toEqual([clone.data!.sourceId]);
  expect(
    (await client.POST("/v1/sources/list", { body: { workspaceId: ids.workspaceId } })).data?.sources,
  ).toHaveLength(2);

  const dstClone = await client.POST("/v1/destinations/clone", {
    body: { destinationCloneId: ids.destinationId },
  });
  expect(dstClone.data?.name).toBe("Warehouse (Copy)");
  const dst = (await client.POST("/v1/destinations/get", { body: { destinationId: ids.destinationId } }))
    .data!;
  const dstUpdate = {
    destinationId: ids.destinationId,
    name: "Warehouse",
    connectionConfiguration: { ...dst.connectionConfiguration, dataset_id: "raw_v2" },
  };
  expect(
    (await client.POST("/v1/destinations/check_connection_for_update", { body: dstUpdate })).data?.status,
  ).toBe("succeeded");
  expect(
    (await client.POST("/v1/destinations/update", { body: dstUpdate })).data?.connectionConfiguration,
  ).toMatchObject({ dataset_id: "raw_v2", credentials_json: "**********" });
  const dstFound = await client.POST("/v1/destinations/search", { body: { destinationName: "BigQuery" } });
  expect(dstFound.data?.destinations).toHaveLength(2);
  expect(
    (await client.POST("/v1/destinations/list", { body: { workspaceId: ids.workspaceId } })).data
      ?.destinations,
  ).toHaveLength(2);
  expect(
    (await client.POST("/v1/destinations/delete", { body: { destinationId: dstClone.data!.destinationId } }))
      .response.status,
  ).toBe(204);
  expect(
    (await client.POST("/v1/destinations/list", { body: { workspaceId: ids.workspaceId } })).data
      ?.destinations,
  ).toHaveLength(1);

  const unsaved = await client.POST("/v1/scheduler/sources/check_connection", {
    body: {
      workspaceId: ids.workspaceId,
      sourceDefinitionId: POSTGRES,
      connectionConfiguration: postgresConfig("db.unreachable.example"),
    },
  });
  expect(unsaved.data).toMatchObject({
    status: "failed",
    message: expect.stringContaining("UnknownHostException: db.unreachable.example"),
  });
  const unsavedDst = await client.POST("/v1/scheduler/destinations/check_connection", {
    body: {
      workspaceId: ids.workspaceId,
      destinationDefinitionId: BIGQUERY,
      connectionConfiguration: bigQueryConfig(),
    },
  });
  expect(unsavedDst.data?.status).toBe("succeeded");
  const schema = await client.POST("/v1/scheduler/sources/discover_schema", {
    body: {
      workspaceId: ids.workspaceId,
      sourceDefinitionId: POSTGRES,
      connectionConfiguration: { ...postgresConfig(), schemas: ["public", "billing"] },
    },
  });
  expect(schema.data?.catalog?.streams).toHaveLength(6);
  expect(schema.data?.jobInfo.configType).toBe("discover_schema");

  const written = await client.POST("/v1/sources/write_discover_catalog_result", {
    body: {
      sourceId: ids.sourceId,
      catalog: {
        streams: [
          {
            stream: {
              name: "events",
              jsonSchema: { type: "object", properties: { id: { type: "string" } } },
              supportedSyncModes: ["full_refresh"],
            },
          },
        ],
      },
    },
  });
  const recent = await client.POST("/v1/sources/most_recent_source_actor_catalog", {
    body: { sourceId: ids.sourceId },
  });
  expect(recent.data?.catalog).toMatchObject({ streams: [{ stream: { name: "events" } }] });
  expect(written.data?.catalogId).toMatch(/^[0-9a-f-]{36}$/);

  expect(
    (await client.POST("/v1/sources/delete", { body: { sourceId: clone.data!.sourceId } })).response.status,
  ).toBe(204);
  expect(
    (await client.POST("/v1/sources/get", { body: { sourceId: clone.data!.sourceId } })).response.status,
  ).toBe(404);
});

test("OAuth: instance-wide parameters, consent URL, the user's consent, a code exchanged once", async () => {
  const ws = (await client.POST("/v1/workspaces/create", { body: { name: "OAuth" } })).data!;
  const workspaceId = ws.workspaceId;
  const redirectUrl = "https://app.acme.example/oauth/callback";
  const noParams = await client.POST("/v1/source_oauths/get_consent_url", {
    body: { sourceDefinitionId: GITHUB, workspaceId, redirectUrl },
  });
  expect(noParams.response.status).toBe(400);
  expect(
    (
      await client.POST("/v1/source_oauths/oauth_params/create", {
        body: { sourceDefinitionId: GITHUB, params: { client_id: "Iv1.acme", client_secret: "shh" } },
      })
    ).response.status,
  ).toBe(200);
  const consent = await client.POST("/v1/source_oauths/get_consent_url", {
    body: { sourceDefinitionId: GITHUB, workspaceId, redirectUrl },
  });
  const url = new URL(consent.data!.consentUrl);
  expect(url.origin + url.pathname).toBe("https://github.com/login/oauth/authorize");
  expect(url.searchParams.get("client_id")).toBe("Iv1.acme");
  expect(url.searchParams.get("redirect_uri")).toBe(redirectUrl);
  const state = url.searchParams.get("state")!;

  const approved = await request(gw.app)
    .post("/__admin/services/pipeline-config/approve-oauth-consent")
    .send({ state });
  expect(approved.status).toBe(200);
  const code = approved.body.code as string;
  const complete = { sourceDefinitionId: GITHUB, workspaceId, redirectUrl, queryParams: { code, state } };
  const unknown = await client.POST("/v1/source_oauths/complete_oauth", {
    body: { ...complete, queryParams: { code: "made-up" } },
  });
  expect(unknown.response.status).toBe(422);
  const tokens = await client.POST("/v1/source_oauths/complete_oauth", { body: complete });
  expect(Object.keys(tokens.data ?? {})).toEqual(["access_token"]);
  expect((await client.POST("/v1/source_oauths/complete_oauth", { body: complete })).response.status).toBe(
    422,
  );

  // The client credentials are injected before a check; without them the OAuth configuration fails.
  const config = {
    repository: "acme/shop",
    start_date: "2025-01-01T00:00:00Z",
    credentials: { option_title: "OAuth Credentials", access_token: String(tokens.data?.access_token) },
  };
  const check = await client.POST("/v1/scheduler/sources/check_connection", {
    body: { workspaceId, sourceDefinitionId: GITHUB, connectionConfiguration: config },
  });
  expect(check.data?.status).toBe("succeeded");

  await client.POST("/v1/destination_oauths/oauth_params/create", {
    body: { destinationDefinitionId: GOOGLE_SHEETS, params: { client_id: "goog", client_secret: "s" } },
  });
  const dConsent = await client.POST("/v1/destination_oauths/get_consent_url", {
    body: { destinationDefinitionId: GOOGLE_SHEETS, workspaceId, redirectUrl },
  });
  const dState = new URL(dConsent.data!.consentUrl).searchParams.get("state")!;
  const dCode = (
    await request(gw.app)
      .post("/__admin/services/pipeline-config/approve-oauth-consent")
      .send({ state: dState })
  ).body.code;
  const dTokens = await client.POST("/v1/destination_oauths/complete_oauth", {
    body: { destinationDefinitionId: GOOGLE_SHEETS, workspaceId, redirectUrl, queryParams: { code: dCode } },
  });
  expect(Object.keys(dTokens.data ?? {}).sort()).toEqual(["access_token", "refresh_token"]);
});

test("connections: update, search, operations, web back-end views, schema changes", async () => {
  const ids = await connection(client);
  const conn = (await client.POST("/v1/connections/get", { body: { connectionId: ids.connectionId } })).data!;
  expect(conn.syncCatalog.streams).toHaveLength(3);

  const check = await client.POST("/v1/operations/check", {
    body: { operatorType: "dbt", dbt: { gitRepoUrl: "ftp://repo" } },
  });
  expect(check.data).toMatchObject({ status: "failed" });
  const op = await client.POST("/v1/operations/create", {
    body: {
      workspaceId: ids.workspaceId,
      name: "normalize",
      operatorConfiguration: { operatorType: "normalization", normalization: { option: "basic" } },
    },
  });
  const operationId = op.data!.operationId;
  expect((await client.POST("/v1/operations/get", { body: { operationId } })).data?.name).toBe("normalize");
  const opUpdated = await client.POST("/v1/operations/update", {
    body: {
      operationId,
      name: "dbt run",
      operatorConfiguration: { operatorType: "dbt", dbt: { gitRepoUrl: "https://github.com/acme/dbt" } },
    },
  });
  expect(opUpdated.data?.operatorConfiguration.operatorType).toBe("dbt");

  const updated = await client.POST("/v1/connections/update", {
    body: {
      connectionId: ids.connectionId,
      operationIds: [operationId],
      scheduleType: "basic",
      scheduleData: { basicSchedule: { units: 24, timeUnit: "hours" } },
    },
  });
  expect(updated.data).toMatchObject({
    scheduleType: "basic",
    schedule: { units: 24, timeUnit: "hours" },
    operationIds: [operationId],
  });
  expect(
    (await client.POST("/v1/operations/list", { body: { connectionId: ids.connectionId } })).data?.operations,
  ).toHaveLength(1);
  const searched = await client.POST("/v1/connections/search", {
    body: { scheduleType: "basic", source: { sourceName: "Postgres" } },
  });
  expect(searched.data?.connections.map((c) => c.connectionId)).toEqual([ids.connectionId]);

  const web = await client.POST("/v1/web_backend/connections/get", {
    body: { connectionId: ids.connectionId },
  });
  // The manual connection that took a basic schedule had never synced: its first run started at once.
  expect(web.data).toMatchObject({
    source: { name: "Shop DB" },
    destination: { name: "Warehouse" },
    isSyncing: true,
    schemaChange: "no_change",
  });
  expect(web.data?.operations?.map((o) => o.name)).toEqual(["dbt run"]);

  // The source now also exposes a second schema: a refreshed catalog shows non-breaking additions.
  const src = (await client.POST("/v1/sources/get", { body: { sourceId: ids.sourceId } })).data!;
  await client.POST("/v1/sources/update", {
    body: {
      sourceId: ids.sourceId,
      name: src.name,
      connectionConfiguration: { ...src.connectionConfiguration, schemas: ["public", "billing"] },
    },
  });
  const refreshed = await client.POST("/v1/web_backend/connections/get", {
    body: { connectionId: ids.connectionId, withRefreshedCatalog: true },
  });
  expect(refreshed.data?.schemaChange).toBe("non_breaking");
  expect(
    refreshed.data?.catalogDiff?.transforms.filter((t) => t.transformType === "add_stream"),
  ).toHaveLength(3);

  const webList = await client.POST("/v1/web_backend/connections/list", {
    body: { workspaceId: ids.workspaceId, sourceId: [ids.sourceId] },
  });
  expect(webList.data?.connections[0]).toMatchObject({
    source: { sourceName: "Postgres" },
    destination: { destinationName: "BigQuery" },
  });

  const webCreated = await client.POST("/v1/web_backend/connections/create", {
    body: {
      sourceId: ids.sourceId,
      destinationId: ids.destinationId,
      status: "inactive",
      operations: [
        {
          workspaceId: ids.workspaceId,
          name: "basic",
          operatorConfiguration: { operatorType: "normalization", normalization: { option: "basic" } },
        },
      ],
    },
  });
  expect(webCreated.data).toMatchObject({ status: "inactive", operations: [{ name: "basic" }] });
  const webUpdated = await client.POST("/v1/web_backend/connections/update", {
    body: { connectionId: webCreated.data!.connectionId, name: "renamed", operations: [] },
  });
  expect(webUpdated.data).toMatchObject({ name: "renamed", operationIds: [] });

  expect((await client.POST("/v1/operations/delete", { body: { operationId } })).response.status).toBe(204);
  expect(
    (await client.POST("/v1/connections/get", { body: { connectionId: ids.connectionId } })).data
      ?.operationIds,
  ).toEqual([]);

  // Deleting the source deprecates its connections.
  await client.POST("/v1/sources/delete", { body: { sourceId: ids.sourceId } });
  const all = await client.POST("/v1/connections/list_all", { body: { workspaceId: ids.workspaceId } });
  expect(all.data?.connections.map((c) => c.status)).toEqual(["deprecated", "deprecated"]);
});

test("discover with a connection reports a breaking change and disables the connection", async () => {
  const ids = await connection(client);
  const src = (await client.POST("/v1/sources/get", { body: { sourceId: ids.sourceId } })).data!;
  await client.POST("/v1/sources/update", {
    body: {
      sourceId: ids.sourceId,
      name: src.name,
      connectionConfiguration: { ...src.connectionConfiguration, schemas: ["billing"] },
    },
  });
  const found = await client.POST("/v1/sources/discover_schema", {
    body: { sourceId: ids.sourceId, connectionId: ids.connectionId },
  });
  expect(found.data).toMatchObject({ breakingChange: true, connectionStatus: "inactive" });
  expect(
    (await client.POST("/v1/connections/get", { body: { connectionId: ids.connectionId } })).data
      ?.breakingChange,
  ).toBe(true);
});

test("jobs: retries up to three attempts, transient failures, cancellation, worker reports", async () => {
  const failing = await connection(client, "db.unreachable.example");
  const job = (await client.POST("/v1/connections/sync", { body: { connectionId: failing.connectionId } }))
    .data!.job;
  await advanceClock(gw.url, "PT10M");
  const failed = (await client.POST("/v1/jobs/get", { body: { id: job.id } })).data!;
  expect(failed.job.status).toBe("failed");
  expect(failed.attempts.map((a) => a.attempt.status)).toEqual(["failed", "failed", "failed"]);
  expect(failed.attempts[0].attempt.failureSummary?.failures[0]).toMatchObject({
    failureOrigin: "source",
    failureType: "system_error",
  });
  const norm = await client.POST("/v1/jobs/get_normalization_status", { body: { id: job.id } });
  expect(norm.data?.attemptNormalizationStatuses.map((s) => s.hasRecordsCommitted)).toEqual([
    false,
    false,
    false,
  ]);

  const flaky = await connection(client, "db-flaky.acme.example");
  const flakyJob = (await client.POST("/v1/connections/sync", { body: { connectionId: flaky.connectionId } }))
    .data!.job;
  await advanceClock(gw.url, "PT10M");
  const recovered = (await client.POST("/v1/jobs/get", { body: { id: flakyJob.id } })).data!;
  expect(recovered.job.status).toBe("succeeded");
  expect(recovered.attempts.map((a) => a.attempt.status)).toEqual(["failed", "succeeded"]);
  expect(recovered.attempts[0].attempt.failureSummary?.failures[0].failureType).toBe("transient_error");

  const ok = await connection(client);
  const runJob = (await client.POST("/v1/connections/sync", { body: { connectionId: ok.connectionId } }))
    .data!.job;
  await advanceClock(gw.url, "PT6S");
  const workflow = await client.POST("/v1/attempt/set_workflow_in_attempt", {
    body: { jobId: runJob.id, attemptNumber: 0, workflowId: "sync_42", processingTaskQueue: "SYNC" },
  });
  expect(workflow.data).toEqual({ succeeded: true });
  await client.POST("/v1/attempt/save_sync_config", {
    body: {
      jobId: runJob.id,
      attemptNumber: 0,
      syncConfig: { sourceConfiguration: { host: "db.acme.example" }, destinationConfiguration: {} },
    },
  });
  await client.POST("/v1/attempt/save_stats", {
    body: {
      jobId: runJob.id,
      attemptNumber: 0,
      stats: { recordsEmitted: 7, bytesEmitted: 700 },
      streamStats: [{ streamName: "orders", stats: { recordsEmitted: 7 } }],
    },
  });
  const debug = (await client.POST("/v1/jobs/get_debug_info", { body: { id: runJob.id } })).data!;
  expect(debug.job).toMatchObject({
    status: "running",
    sourceDefinition: { name: "Postgres" },
    destinationDefinition: { name: "BigQuery" },
  });
  expect(debug.attempts[0]).toMatchObject({
    workflowId: "sync_42",
    processingTaskQueue: "SYNC",
    attempt: { totalStats: { recordsEmitted: 7 } },
  });
  expect(debug.workflowState).toEqual({ hasRunningWorkflow: true });
  const tooEarly = await client.POST("/v1/attempt/save_stats", {
    body: { jobId: runJob.id, attemptNumber: 1, stats: {} },
  });
  expect(tooEarly.response.status).toBe(404);

  const cancelled = await client.POST("/v1/jobs/cancel", { body: { id: runJob.id } });
  expect(cancelled.data?.job.status).toBe("cancelled");
  expect(cancelled.data?.attempts[0].attempt.failureSummary?.failures[0].failureType).toBe(
    "manual_cancellation",
  );
  expect((await client.POST("/v1/jobs/cancel", { body: { id: runJob.id } })).response.status).toBe(400);
  const light = await client.POST("/v1/jobs/get_light", { body: { id: runJob.id } });
  expect(light.data).toEqual({ job: expect.objectContaining({ id: runJob.id, status: "cancelled" }) });
  const last = await client.POST("/v1/jobs/get_last_replication_job", {
    body: { connectionId: ok.connectionId },
  });
  expect(last.data?.job?.id).toBe(runJob.id);

  const page = await client.POST("/v1/jobs/list", {
    body: {
      configTypes: ["sync"],
      configId: failing.connectionId,
      pagination: { pageSize: 1, rowOffset: 0 },
    },
  });
  expect(page.data).toMatchObject({ totalJobCount: 1, jobs: [{ job: { id: job.id } }] });
  const scheduler = await client.POST("/v1/logs/get", { body: { logType: "scheduler" }, parseAs: "text" });
  expect(scheduler.data).toContain(`Job ${job.id} failed`);
  expect(scheduler.data).toContain(`Job ${runJob.id} cancelled`);
});

test("state of the documented types, its type, and a reset that empties it", async () => {
  const ids = await connection(client);
  const connectionId = ids.connectionId;
  expect((await client.POST("/v1/state/get", { body: { connectionId } })).data).toEqual({
    connectionId,
    stateType: "not_set",
  });
  const legacy = await client.POST("/v1/state/create_or_update", {
    body: {
      connectionId,
      connectionState: { connectionId, stateType: "legacy", state: { cursor: "2026-01-01" } },
    },
  });
  expect(legacy.data).toEqual({ connectionId, stateType: "legacy", state: { cursor: "2026-01-01" } });
  const global = {
    connectionId,
    stateType: "global" as const,
    globalState: {
      shared_state: { lsn: 4711 },
      streamStates: [{ streamDescriptor: { name: "orders", namespace: "public" }, streamState: { id: 9 } }],
    },
  };
  await client.POST("/v1/state/create_or_update", { body: { connectionId, connectionState: global } });
  expect((await client.POST("/v1/state/get", { body: { connectionId } })).data).toEqual(global);
  expect((await client.POST("/v1/web_backend/state/get_type", { body: { connectionId } })).data).toBe(
    "global",
  );

  const sync = (await client.POST("/v1/connections/sync", { body: { connectionId } })).data!.job;
  await advanceClock(gw.url, "PT10S");
  // A reset interrupts the running sync, empties the state and clears the destination's streams.
  const reset = await client.POST("/v1/connections/reset", { body: { connectionId } });
  expect(reset.data?.job).toMatchObject({ configType: "reset_connection", status: "pending" });
  expect((await client.POST("/v1/jobs/get_light", { body: { id: sync.id } })).data?.job.status).toBe(
    "cancelled",
  );
  expect((await client.POST("/v1/web_backend/state/get_type", { body: { connectionId } })).data).toBe(
    "not_set",
  );
  const dst = await client.POST("/v1/destinations/check_connection", {
    body: { destinationId: ids.destinationId },
  });
  expect(dst.data?.status).toBe("succeeded");
  const spec = await client.POST("/v1/source_definition_specifications/get", {
    body: { sourceDefinitionId: GITHUB, workspaceId: ids.workspaceId },
  });
  expect(spec.data?.advancedAuth).toMatchObject({
    authFlowType: "oauth2.0",
    predicateKey: ["credentials", "option_title"],
  });

  expect((await client.POST("/v1/connections/delete", { body: { connectionId } })).response.status).toBe(204);
  expect(
    (await client.POST("/v1/connections/list", { body: { workspaceId: ids.workspaceId } })).data?.connections,
  ).toEqual([]);
  expect((await client.POST("/v1/connections/sync", { body: { connectionId } })).response.status).toBe(400);
});

test("every operation of the spec answered successfully in this file", () => {
  const missing = pipelineConfigOperations
    .filter((op) => !answered.has(`${op.method} ${op.path}`))
    .map((op) => op.operationId);
  expect(missing).toEqual([]);
});
