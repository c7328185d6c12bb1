/** Runs hostile-case tables (hostile-cases.ts) against one gateway: each answer judged by status and oracle. */
import { services } from "../../generated/index";
import { loadSpec } from "../../src/http/docs";
import { startGateway, type TestGateway } from "../support/gateway";
import { send } from "./fuzz";
import { type HostileCase, sendRawAnswer } from "./hostile-cases";
import { operationsOf } from "./operations";
import { type Answer, SpecOracle } from "./oracle";

export interface TableRunner {
  gateway: TestGateway;
  /** Sends the case and asserts what it must get. */
  run(c: HostileCase): Promise<void>;
}

export async function tableRunner(): Promise<TableRunner> {
  const gateway = await startGateway();
  const oracles = new Map<string, SpecOracle>();
  for (const s of services) {
    const doc = loadSpec(s.specFile) as unknown as { paths?: Record<string, never> };
    oracles.set(s.slug, new SpecOracle(doc, s.basePath, operationsOf(doc)));
  }
  const check = (c: HostileCase, answer: Answer) => {
    const shown = `${answer.status} ${answer.body.toString().slice(0, 300)}`;
    // `status: -4` stands for any 4xx.
    const status = c.status === -4 ? answer.status >= 400 && answer.status < 500 : answer.status;
    expect({ status, shown }).toEqual({ status: c.status === -4 ? true : c.status, shown });
    if (c.service) {
      const method = "raw" in c.request ? (c.request.raw.split(" ")[0] ?? "GET") : c.request.method;
      const path = "raw" in c.request ? (c.request.raw.split(" ")[1] ?? "/") : c.request.path;
      expect(oracles.get(c.service)?.judge(method, path, answer)).toEqual([]);
    } else if (answer.status >= 400) {
      expect(JSON.parse(answer.body.toString())).toEqual({
        error: { kind: expect.any(String), message: expect.any(String) },
      });
    }
  };
  return {
    gateway,
    run: async (c) =>
      check(
        c,
        "raw" in c.request
          ? await sendRawAnswer(gateway.url, c.request.raw)
          : await send(gateway.url, c.request),
      ),
  };
}
