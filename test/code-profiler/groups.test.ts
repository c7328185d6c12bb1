/** Profiling groups through the generated client: create (idempotent), describe, list, update, delete. */
import type { TestGateway } from "../support/gateway";
import { createGroup, MINUTE, type ProfilerClient, startProfiler } from "./support";

let gw: TestGateway;
let client: ProfilerClient;

beforeEach(async () => {
  ({ gw, client } = await startProfiler());
});
afterEach(() => gw.close());

const create = (name: string, clientToken: string, body: Record<string, unknown> = {}) =>
  client.POST("/profilingGroups", {
    params: { query: { clientToken } },
    body: { profilingGroupName: name, ...body },
  });

test("create answers 201 with the description; defaults are Default platform and profiling enabled", async () => {
  const res = await create("api-server", "c1", { tags: { team: "payments" } });
  expect(res.response.status).toBe(201);
  expect(res.data).toEqual({
    name: "api-server",
    arn: "arn:aws:codeguru-profiler:us-east-1:123456789012:profilingGroup/api-server",
    agentOrchestrationConfig: { profilingEnabled: true },
    computePlatform: "Default",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    profilingStatus: {},
    tags: { team: "payments" },
  });
});

test("create is idempotent by clientToken; another create of the name is a conflict", async () => {
  const first = await create("worker", "token-1", { computePlatform: "AWSLambda" });
  gw.clock.advance(MINUTE);
  const retry = await create("worker", "token-1", { computePlatform: "AWSLambda" });
  expect(retry.response.status).toBe(201);
  expect(retry.data).toEqual(first.data);
  const other = await create("worker", "token-2");
  expect(other.response.status).toBe(409);
  expect(other.response.headers.get("x-amzn-errortype")).toBe("ConflictException");
  expect(other.error).toEqual({ message: "Profiling group worker already exists" });
});

test("update switches agent orchestration and moves updatedAt", async () => {
  await createGroup(client, "batch");
  gw.clock.advance(MINUTE);
  const res = await client.PUT("/profilingGroups/{profilingGroupName}", {
    params: { path: { profilingGroupName: "batch" } },
    body: { agentOrchestrationConfig: { profilingEnabled: false } },
  });
  expect(res.data).toMatchObject({
    agentOrchestrationConfig: { profilingEnabled: false },
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:01:00.000Z",
  });
});

test("list pages with an opaque nextToken, as names or descriptions", async () => {
  for (const name of ["a", "b", "c"]) await createGroup(client, name);
  const page1 = await client.GET("/profilingGroups", { params: { query: { maxResults: 2 } } });
  expect(page1.data).toEqual({ profilingGroupNames: ["a", "b"], nextToken: expect.any(String) });
  const page2 = await client.GET("/profilingGroups", {
    params: { query: { maxResults: 2, nextToken: page1.data!.nextToken } },
  });
  expect(page2.data).toEqual({ profilingGroupNames: ["c"] });
  const described = await client.GET("/profilingGroups", { params: { query: { includeDescription: true } } });
  expect(described.data?.profilingGroupNames).toEqual([]);
  expect(described.data?.profilingGroups?.map((g) => [g.name, g.arn.endsWith(`/${g.name}`)])).toEqual([
    ["a", true],
    ["b", true],
    ["c", true],
  ]);
  const forged = await client.GET("/profilingGroups", { params: { query: { nextToken: "forged" } } });
  expect(forged.response.status).toBe(400);
  expect(forged.response.headers.get("x-amzn-errortype")).toBe("ValidationException");
});

test("delete removes the group; it is then not found", async () => {
  await createGroup(client, "gone");
  const path = { profilingGroupName: "gone" };
  expect(
    (await client.DELETE("/profilingGroups/{profilingGroupName}", { params: { path } })).response.status,
  ).toBe(204);
  const described = await client.GET("/profilingGroups/{profilingGroupName}", { params: { path } });
  expect(described.response.status).toBe(404);
  expect(described.error).toEqual({ message: "Profiling group gone does not exist" });
  expect(
    (await client.DELETE("/profilingGroups/{profilingGroupName}", { params: { path } })).response.status,
  ).toBe(404);
  expect((await client.GET("/profilingGroups")).data).toEqual({ profilingGroupNames: [] });
});
