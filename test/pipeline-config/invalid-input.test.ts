/**
 * Invalid input, table-driven: each case asserts the status and the Airbyte error record (422
 * InvalidInputExceptionInfo with property paths, 404 NotFoundKnownExceptionInfo with the id, 401 without
 * a token).
 */
import request from "supertest";
import type { TestGateway } from "../support/gateway";
import { BIGQUERY, type Client, connection, ORACLE, POSTGRES, postgresConfig, start } from "./support";

let gw: TestGateway;
let client: Client;
let ids: Awaited<ReturnType<typeof connection>>;

beforeAll(async () => {
  ({ gw, client } = await start());
  ids = await connection(client);
});
afterAll(() => gw.close());

const UNKNOWN = "6f1c2a8e-0000-4000-8000-000000000000";

interface Case {
  name: string;
  path: string;
  body: () => unknown;
  status: number;
  /** Property paths of a 422, in order. */
  paths?: string[];
}

const cases: Case[] = [
  {
    name: "a source configuration that misses required fields and breaks the specification",
    path: "/v1/sources/create",
    body: () => ({
      workspaceId: ids.workspaceId,
      sourceDefinitionId: POSTGRES,
      name: "bad",
      connectionConfiguration: { host: "db.acme.example", port: 70000, username: "u" },
    }),
    status: 422,
    paths: ["connectionConfiguration.database", "connectionConfiguration.port"],
  },
  {
    name: "a nested property of the wrong type",
    path: "/v1/sources/update",
    body: () => ({
      sourceId: ids.sourceId,
      name: "x",
      connectionConfiguration: { ...postgresConfig(), schemas: "public" },
    }),
    status: 422,
    paths: ["connectionConfiguration.schemas"],
  },
  {
    name: "a body that is not the operation's schema",
    path: "/v1/workspaces/create",
    body: () => ({ name: "Ops", email: "not-an-address" }),
    status: 422,
    paths: ["email"],
  },
  {
    name: "an id that is not a UUID",
    path: "/v1/sources/get",
    body: () => ({ sourceId: "src-1" }),
    status: 422,
    paths: ["sourceId"],
  },
  {
    name: "a stream the source did not discover",
    path: "/v1/connections/update",
    body: () => ({
      connectionId: ids.connectionId,
      syncCatalog: {
        streams: [
          {
            stream: {
              name: "invoices",
              namespace: "public",
              jsonSchema: {},
              supportedSyncModes: ["full_refresh"],
            },
            config: { syncMode: "full_refresh", destinationSyncMode: "append" },
          },
        ],
      },
    }),
    status: 422,
    paths: ["syncCatalog.streams[0].stream.name"],
  },
  {
    name: "an incremental stream without a cursor, deduplicated without a key",
    path: "/v1/connections/update",
    body: () => ({
      connectionId: ids.connectionId,
      syncCatalog: {
        streams: [
          {
            stream: {
              name: "order_items",
              namespace: "public",
              jsonSchema: {},
              supportedSyncModes: ["full_refresh", "incremental"],
            },
            config: {
              syncMode: "incremental",
              cursorField: [],
              destinationSyncMode: "append_dedup",
              primaryKey: [],
            },
          },
        ],
      },
    }),
    status: 422,
    paths: ["syncCatalog.streams[0].config.cursorField"],
  },
  {
    name: "a geography that is not offered",
    path: "/v1/connections/update",
    body: () => ({ connectionId: ids.connectionId, geography: "zz" }),
    status: 422,
    paths: ["geography"],
  },
  {
    name: "a state whose payload is not the one its type names",
    path: "/v1/state/create_or_update",
    body: () => ({
      connectionId: ids.connectionId,
      connectionState: { connectionId: ids.connectionId, stateType: "stream" },
    }),
    status: 422,
    paths: ["connectionState.streamState"],
  },
  {
    name: "an operation referring to no webhook configuration of the workspace",
    path: "/v1/operations/create",
    body: () => ({
      workspaceId: ids.workspaceId,
      name: "hook",
      operatorConfiguration: { operatorType: "webhook", webhook: { webhookConfigId: UNKNOWN } },
    }),
    status: 422,
    paths: ["operatorConfiguration.webhook.webhookConfigId"],
  },
  {
    name: "granting a public definition",
    path: "/v1/source_definitions/grant_definition",
    body: () => ({ sourceDefinitionId: POSTGRES, workspaceId: ids.workspaceId }),
    status: 422,
    paths: ["sourceDefinitionId"],
  },
  {
    name: "a source of a private definition the workspace holds no grant for",
    path: "/v1/sources/create",
    body: () => ({
      workspaceId: ids.workspaceId,
      sourceDefinitionId: ORACLE,
      name: "o",
      connectionConfiguration: {},
    }),
    status: 404,
  },
  {
    name: "an unknown workspace",
    path: "/v1/workspaces/get",
    body: () => ({ workspaceId: UNKNOWN }),
    status: 404,
  },
  {
    name: "an unknown connection",
    path: "/v1/connections/sync",
    body: () => ({ connectionId: UNKNOWN }),
    status: 404,
  },
  { name: "an unknown job", path: "/v1/jobs/get", body: () => ({ id: 424242 }), status: 404 },
  {
    name: "an unknown destination definition",
    path: "/v1/destination_definitions/get",
    body: () => ({ destinationDefinitionId: UNKNOWN }),
    status: 404,
  },
  {
    name: "an unknown slug",
    path: "/v1/workspaces/get_by_slug",
    body: () => ({ slug: "nobody" }),
    status: 404,
  },
  {
    name: "a destination of a source definition id",
    path: "/v1/destinations/create",
    body: () => ({
      workspaceId: ids.workspaceId,
      destinationDefinitionId: POSTGRES,
      name: "d",
      connectionConfiguration: {},
    }),
    status: 404,
  },
  {
    name: "a connection between workspaces",
    path: "/v1/connections/create",
    body: () => ({ sourceId: ids.sourceId, destinationId: UNKNOWN, status: "active" }),
    status: 404,
  },
];

test.each(cases)("$name → $status", async (c) => {
  const res = await request(gw.app)
    .post(`/pipeline-config${c.path}`)
    .set("Authorization", "Bearer dev-token")
    .send(c.body() as object);
  expect(res.status).toBe(c.status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.body).toMatchObject({
    message: expect.any(String),
    exceptionClassName: expect.any(String),
    exceptionStack: [],
  });
  if (c.status === 422) {
    expect(res.body.validationErrors.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(c.paths);
  }
  if (c.status === 404) {
    expect(res.body.exceptionClassName).toBe("io.airbyte.commons.server.errors.IdNotFoundKnownException");
    expect(typeof res.body.id).toBe("string");
  }
});

test("a missing or unknown bearer token is a 401 in the same record", async () => {
  for (const auth of [undefined, "Bearer nope"]) {
    const req = request(gw.app).post("/pipeline-config/v1/workspaces/list");
    const res = await (auth ? req.set("Authorization", auth) : req).send({});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: expect.any(String), exceptionStack: [] });
  }
});

test("a 422 names the invalid value where there is one", async () => {
  const cronExpression = "0 0 12 1 * MON";
  const res = await client.POST("/v1/connections/update", {
    body: {
      connectionId: ids.connectionId,
      scheduleType: "cron",
      scheduleData: { cron: { cronExpression, cronTimeZone: "UTC" } },
    },
  });
  expect(res.response.status).toBe(422);
  expect(res.error).toMatchObject({
    validationErrors: [{ propertyPath: "scheduleData.cron.cronExpression", invalidValue: cronExpression }],
  });
  const dst = await client.POST("/v1/destinations/create", {
    body: {
      workspaceId: ids.workspaceId,
      destinationDefinitionId: BIGQUERY,
      name: "d",
      connectionConfiguration: { project_id: "X" },
    },
  });
  expect(dst.response.status).toBe(422);
  expect(dst.error).toMatchObject({
    validationErrors: expect.arrayContaining([
      expect.objectContaining({ propertyPath: "connectionConfiguration.project_id", invalidValue: "X" }),
    ]),
  });
});
