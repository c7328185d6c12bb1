/** Shared pieces of the code-profiling tests: a SigV4-style caller, the generated client, agent profiles. */
import * as ion from "ion-js";
import { createCodeProfilerClient } from "../../generated/code-profiler/client";
import { unsignedSigV4Authorization } from "../../src/runtime/auth";
import { startGateway, type TestGateway } from "../support/gateway";

/** The form of header the AWS SDKs send; the gateway checks its form, not the signature. */
export const SIGV4 = unsignedSigV4Authorization("AKIDEXAMPLE", "codeguru-profiler");

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export type ProfilerClient = ReturnType<typeof createCodeProfilerClient>;

export async function startProfiler(): Promise<{ gw: TestGateway; client: ProfilerClient }> {
  const gw = await startGateway({ services: ["code-profiler"] });
  return { gw, client: createCodeProfilerClient(gw.url, { headers: { Authorization: SIGV4 } }) };
}

export interface Node {
  counts?: Record<string, number>;
  children?: Record<string, Node>;
}

/** An agent profile from stacks written `outer;inner;innermost` with their WALL_TIME sample counts. */
export function agentProfile(stacks: Record<string, number>, counter = "WALL_TIME") {
  const callgraph: Node = {};
  for (const [stack, samples] of Object.entries(stacks)) {
    let node = callgraph;
    for (const frame of stack.split(";")) {
      node.children ??= {};
      node.children[frame] ??= {};
      node = node.children[frame];
    }
    node.counts = { [counter]: (node.counts?.[counter] ?? 0) + samples };
  }
  return {
    start: 1767225600000,
    end: 1767225900000,
    agentMetadata: { sampleWeights: { WALL_TIME: 1 } },
    callgraph,
  };
}

export const ionBytes = (value: unknown) => Buffer.from(ion.dumpBinary(value));

export async function createGroup(client: ProfilerClient, name: string, profilingEnabled = true) {
  const res = await client.POST("/profilingGroups", {
    params: { query: { clientToken: `token-${name}` } },
    body: { profilingGroupName: name, agentOrchestrationConfig: { profilingEnabled } },
  });
  expect(res.response.status).toBe(201);
  return res.data!;
}

/** Posts a profile as JSON or Ion the way an agent does: raw bytes with their media type. */
export async function postProfile(
  client: ProfilerClient,
  group: string,
  profile: unknown,
  options: { format?: "json" | "ion"; profileToken?: string } = {},
) {
  const ionFormat = options.format === "ion";
  const res = await client.POST("/profilingGroups/{profilingGroupName}/agentProfile", {
    params: {
      path: { profilingGroupName: group },
      query: options.profileToken ? { profileToken: options.profileToken } : {},
    },
    body: (ionFormat ? ionBytes(profile) : JSON.stringify(profile)) as unknown as string,
    bodySerializer: (b: unknown) => b as string,
    headers: { "Content-Type": ionFormat ? "application/x-vendor-ion" : "application/json" },
  });
  expect(res.response.status).toBe(204);
}

/** The call graph as `stack -> samples` (per counter summed), the inverse of agentProfile. */
export function stacksOf(node: Node, prefix: string[] = [], out: Record<string, number> = {}) {
  const samples = Object.values(node.counts ?? {}).reduce((a, b) => a + b, 0);
  if (samples > 0) out[prefix.join(";")] = samples;
  for (const [frame, child] of Object.entries(node.children ?? {})) stacksOf(child, [...prefix, frame], out);
  return out;
}
