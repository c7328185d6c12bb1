/**
 * The spec-driven fuzz: every operation of every registered service (generated/index.ts, so a new
 * service joins with no new code) gets valid and invalid requests, with and without credentials, from
 * fast-check with a fixed seed, against one gateway on a loopback port; each answer goes to the spec's oracle
 * and the gateway must still answer /healthz after each operation. `make test` runs it bounded
 * (fuzz.test.ts); `make fuzz SEED=… RUNS=…` runs it longer (run.ts).
 */
import http from "node:http";
import fc from "fast-check";
import { services } from "../../generated/index";
import { serviceModules } from "../../src/handlers";
import { loadSpec } from "../../src/http/docs";
import { startGateway, type TestGateway } from "../support/gateway";
import { type FuzzRequest, operationsOf, requestsFor } from "./operations";
import { type Answer, SpecOracle } from "./oracle";

/** An answer that takes longer than this counts as none. */
const ANSWER_TIMEOUT_MS = 10_000;

export interface FuzzOptions {
  seed: number;
  /** Cases per operation. */
  runs: number;
  /** Only these services (default: every registered one). */
  services?: readonly string[];
  /** Progress lines (one per operation). */
  log?: (line: string) => void;
}

export interface FuzzFailure {
  service: string;
  operation: string;
  /** The smallest failing request fast-check found, and what was wrong with its answer. */
  request: FuzzRequest;
  problems: string;
}

export interface FuzzReport {
  requests: number;
  operations: number;
  failures: FuzzFailure[];
}

/** Sends `request` as written (no URL normalisation), to a gateway on loopback. */
export function send(gatewayUrl: string, request: FuzzRequest, agent?: http.Agent): Promise<Answer> {
  const { hostname, port } = new URL(gatewayUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, method: request.method, path: request.path, headers: request.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(ANSWER_TIMEOUT_MS, () =>
      req.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)),
    );
    req.on("error", reject);
    req.end(request.body);
  });
}

/** A seed per operation, so that adding an operation leaves the cases of the others as they were. */
export function seedOf(seed: number, operationId: string): number {
  let h = seed | 0;
  for (const ch of operationId) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

async function stillAnswering(gw: TestGateway): Promise<boolean> {
  try {
    const res = await fetch(`${gw.url}/healthz`, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

export async function fuzz(o: FuzzOptions): Promise<FuzzReport> {
  const selected = services.filter((s) => !o.services || o.services.includes(s.slug));
  const gw = await startGateway({ services: selected.map((s) => s.slug) });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const report: FuzzReport = { requests: 0, operations: 0, failures: [] };
  try {
    for (const s of selected) {
      const doc = loadSpec(s.specFile) as unknown as { paths?: Record<string, never> };
      const operations = operationsOf(doc);
      const oracle = new SpecOracle(doc, s.basePath, operations);
      const dev = serviceModules[s.slug].devCredentials();
      for (const op of operations) {
        report.operations++;
        const property = fc.asyncProperty(requestsFor(doc, s.basePath, op, dev), async (request) => {
          report.requests++;
          let answer: Answer;
          try {
            answer = await send(gw.url, request, agent);
          } catch (err) {
            throw new Error(`no answer: ${(err as Error).message}`);
          }
          const problems = oracle.judge(request.method, request.path, answer);
          if (problems.length > 0) throw new Error(problems.join("; "));
        });
        const result = await fc.check(property, {
          seed: seedOf(o.seed, `${s.slug}/${op.operationId}`),
          numRuns: o.runs,
        });
        if (result.failed && result.counterexample) {
          report.failures.push({
            service: s.slug,
            operation: op.operationId,
            request: result.counterexample[0],
            problems:
              result.errorInstance instanceof Error
                ? result.errorInstance.message
                : String(result.errorInstance),
          });
        }
        if (!(await stillAnswering(gw))) {
          report.failures.push({
            service: s.slug,
            operation: op.operationId,
            request: { method: "GET", path: "/healthz", headers: {}, kind: "health check" },
            problems: "the gateway stopped answering /healthz",
          });
          return report;
        }
        o.log?.(`${s.slug} ${op.operationId}: ${result.numRuns} cases${result.failed ? " FAILED" : ""}`);
      }
    }
    return report;
  } finally {
    agent.destroy();
    await gw.close();
  }
}

/** A failure as a reader can replay it. */
export function describeFailure(f: FuzzFailure): string {
  const r = f.request;
  const body = r.body ? `\n    body: ${r.body.toString().slice(0, 500)}` : "";
  return `${f.service} ${f.operation} [${r.kind}]\n    ${r.method} ${r.path.slice(0, 500)}\n    headers: ${JSON.stringify(r.headers).slice(0, 500)}${body}\n    -> ${f.problems.slice(0, 1500)}`;
}
