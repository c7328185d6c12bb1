/** The fixed table of hostile requests (hostile-cases.ts), each judged by its status and the spec's oracle. */
import { services } from "../../generated/index";
import { loadSpec } from "../../src/app";
import { startGateway, type TestGateway } from "../support/gateway";
import { send } from "./fuzz";
import { ADMIN_CASES, type HostileCase, PARAMETER_CASES, sendRaw, serviceCases } from "./hostile-cases";
import { operationsOf } from "./operations";
import { type Answer, SpecOracle } from "./oracle";

let gw: TestGateway;
const oracles = new Map<string, SpecOracle>();

beforeAll(async () => {
  gw = await startGateway();
  for (const s of services) {
    const doc = loadSpec(s.specFile) as unknown as { paths?: Record<string, never> };
    oracles.set(s.slug, new SpecOracle(doc, s.basePath, operationsOf(doc)));
  }
});
afterAll(() => gw.close());

async function answerTo(c: HostileCase): Promise<Answer> {
  return "raw" in c.request ? sendRaw(gw.url, c.request.raw) : send(gw.url, c.request);
}

function check(c: HostileCase, answer: Answer): void {
  const shown = `${answer.status} ${answer.body.toString().slice(0, 300)}`;
  if (c.status === -4)
    expect({ status: answer.status >= 400 && answer.status < 500, shown }).toEqual({ status: true, shown });
  else expect({ status: answer.status, shown }).toEqual({ status: c.status, shown });
  if (c.service) {
    const method = "raw" in c.request ? (c.request.raw.split(" ")[0] ?? "GET") : c.request.method;
    const path = "raw" in c.request ? (c.request.raw.split(" ")[1] ?? "/") : c.request.path;
    expect(oracles.get(c.service)?.judge(method, path, answer)).toEqual([]);
  } else if (answer.status >= 400) {
    expect(JSON.parse(answer.body.toString())).toEqual({
      error: { kind: expect.any(String), message: expect.any(String) },
    });
  }
}

describe("the admin API", () => {
  test.each(ADMIN_CASES.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    check(c, await answerTo(c));
  });
});

describe.each(services.map((s) => s.slug))("%s", (slug) => {
  test.each(
    serviceCases()
      .filter((c) => c.service === slug)
      .map((c) => [c.name, c] as const),
  )("%s", async (_name, c) => {
    check(c, await answerTo(c));
  });
});

describe("parameters", () => {
  test.each(PARAMETER_CASES.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    check(c, await answerTo(c));
  });
});

test("the gateway still answers after the whole table", async () => {
  const res = await fetch(`${gw.url}/healthz`);
  expect(res.status).toBe(200);
});
