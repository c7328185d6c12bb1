/**
 * Memory is bounded: the providers' documented quotas, refused in each provider's own
 * format, and a ceiling on the records of every service for what no quota covers.
 */
import { serviceModules } from "../../src/handlers";
import { MAX_KEYS_PER_PROJECT } from "../../src/handlers/api-keys/state/keys";
import { MAX_PROFILING_GROUPS } from "../../src/handlers/code-profiler/state/groups";
import { pageOf } from "../../src/handlers/message-content/state/paging";
import { MemoryStore } from "../../src/runtime/memory-store";
import { PageTokens } from "../../src/runtime/pagination";
import { startGateway, type TestGateway } from "../support/gateway";

const gateways: TestGateway[] = [];
afterAll(() => Promise.all(gateways.map((g) => g.close())));

async function gateway(options: Parameters<typeof startGateway>[0]): Promise<TestGateway> {
  const gw = await startGateway(options);
  gateways.push(gw);
  return gw;
}

async function post(url: string, headers: Record<string, string>, body: unknown) {
  const res = await fetch(url, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

test("a project holds at most 300 API keys, deleted ones included; another project is not affected", async () => {
  const gw = await gateway({ services: ["api-keys"] });
  const auth = serviceModules["api-keys"].devCredentials();
  const keys = (project: string) => `${gw.url}/api-keys/v2/projects/${project}/locations/global/keys`;
  for (let i = 0; i < MAX_KEYS_PER_PROJECT; i++) {
    const res = await post(`${keys("full")}?keyId=k${i}`, auth, {});
    expect(res.status).toBe(200);
  }
  await fetch(`${keys("full")}/k0`, { method: "DELETE", headers: auth });
  const refused = await post(keys("full"), auth, { displayName: "one too many" });
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({
    error: {
      code: 429,
      status: "RESOURCE_EXHAUSTED",
      message: "project full already has the maximum of 300 API keys",
    },
  });
  expect((await post(keys("other"), auth, {})).status).toBe(200);

  // Purged 30 days after its deletion, the deleted key frees its place, and only one.
  gw.clock.advance(30 * 24 * 3600 * 1000);
  expect((await post(keys("full"), auth, { displayName: "in its place" })).status).toBe(200);
  expect((await post(keys("full"), auth, { displayName: "one too many again" })).status).toBe(429);
});

test("an account holds at most 500 profiling groups: ServiceQuotaExceededException", async () => {
  const gw = await gateway({ services: ["code-profiler"] });
  const auth = serviceModules["code-profiler"].devCredentials();
  const create = (name: string) =>
    post(`${gw.url}/code-profiler/profilingGroups?clientToken=t-${name}`, auth, { profilingGroupName: name });
  for (let i = 0; i < MAX_PROFILING_GROUPS; i++) expect((await create(`g${i}`)).status).toBe(201);
  const refused = await create("one-too-many");
  expect(refused.status).toBe(402);
  expect(refused.headers.get("x-amzn-errortype")).toBe("ServiceQuotaExceededException");
  expect(refused.body).toEqual({ message: expect.stringContaining("maximum of 500 profiling groups") });
});

test("past the per-service record ceiling, content is refused in Twilio's format until some is deleted", async () => {
  const gw = await gateway({ services: ["message-content"], maxRecordsPerService: 40 });
  const auth = serviceModules["message-content"].devCredentials();
  const created: string[] = [];
  let refused: Awaited<ReturnType<typeof post>> | undefined;
  for (let i = 0; i < 40 && !refused; i++) {
    const res = await post(`${gw.url}/message-content/v1/Content`, auth, {
      language: "en",
      types: { "twilio/text": { body: `message ${i}` } },
    });
    if (res.status === 201) created.push(String(res.body.sid));
    else refused = res;
  }
  expect(created.length).toBeGreaterThan(0);
  expect(refused?.status).toBe(429);
  expect(refused?.body).toEqual({
    code: 20429,
    message: "the gateway stores at most 40 records for message-content; delete some first",
    more_info: "https://www.twilio.com/docs/errors/20429",
    status: 429,
  });
  const del = await fetch(`${gw.url}/message-content/v1/Content/${created[0]}`, {
    method: "DELETE",
    headers: auth,
  });
  expect(del.status).toBe(204);
  const again = await post(`${gw.url}/message-content/v1/Content`, auth, {
    language: "en",
    types: { "twilio/text": { body: "fits again" } },
  });
  expect(again.status).toBe(201);
});

test("the ceiling counts each service apart, and a reset empties the count", () => {
  const store = new MemoryStore({ maxRecordsPerService: 2 });
  const a = store.collection<number>("a", "x");
  const a2 = store.collection<number>("a", "y");
  a.put("1", 1);
  a2.put("2", 2);
  a.put("1", 10);
  expect(() => a2.put("3", 3)).toThrow("at most 2 records for a");
  store.collection<number>("b", "x").put("1", 1);
  store.clear();
  store.collection<number>("a", "x").put("1", 1);
  store.collection<number>("a", "x").put("2", 2);
});

test.each([
  [Number.POSITIVE_INFINITY, 1000],
  [Number.NEGATIVE_INFINITY, 1],
  [Number.NaN, 50],
  [2.5, 2],
])("a Twilio page of PageSize %p holds %p records, whatever reaches the domain", (size, expected) => {
  const sorted = Array.from({ length: 1500 }, (_, i) => `r${String(i).padStart(4, "0")}`);
  const page = pageOf(sorted, (r) => r, "scope", { pageSize: size }, new PageTokens());
  expect(page.items.length).toBe(expected);
});
