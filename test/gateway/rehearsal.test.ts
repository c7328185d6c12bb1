/**
 * The start-up rehearsal (src/http/rehearsal.ts, ServiceFront.rehearse): every operation of every service
 * runs once per pass on a scratch instance before the gateway listens, and leaves no trace in the state the
 * gateway then serves, in its request log or in open sockets.
 */
import http from "node:http";
import pino from "pino";
import { services } from "../../generated/index";
import { loadSpec } from "../../src/app";
import { serviceModules } from "../../src/handlers";
import { syntheticRequests } from "../../src/http/rehearsal";
import { startGateway, type TestGateway } from "../support/gateway";

interface LogLine {
  level: number;
  msg?: string;
  method?: string;
  requests?: number;
  status?: number;
  operation?: string;
}

function capturingLogger(lines: LogLine[]) {
  return pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
}

describe("made-up requests", () => {
  test.each(
    services.map((s) => [s.slug, s]),
  )("%s: one per operation, with every path parameter filled", (_slug, s) => {
    const requests = syntheticRequests(loadSpec(s.specFile), s.basePath);
    expect(requests.map((r) => r.operation).sort()).toEqual(s.operations.map((op) => op.operationId).sort());
    for (const r of requests) {
      expect(r.url.startsWith(`${s.basePath}/`)).toBe(true);
      expect(r.url).not.toMatch(/[{}]/);
    }
  });

  test("parameters take the spec's examples, bodies are samples of their schemas", () => {
    const lookup = services.find((s) => s.slug === "branch-lookup")!;
    const bySortCode = syntheticRequests(loadSpec(lookup.specFile), lookup.basePath).find(
      (r) => r.operation === "getBranchBySortCode",
    );
    expect(bySortCode?.url).toBe("/branch-lookup/x-open-banking/v2.2/branches/sortcode/401110");

    const keys = services.find((s) => s.slug === "api-keys")!;
    const create = syntheticRequests(loadSpec(keys.specFile), keys.basePath).find(
      (r) => r.operation === "createKey",
    );
    expect(create?.method).toBe("POST");
    expect(create?.headers["content-type"]).toBe("application/json");
    expect(() => JSON.parse(String(create?.body))).not.toThrow();
  });
});

describe("a rehearsed gateway", () => {
  const lines: LogLine[] = [];
  const servers: http.Server[] = [];
  let gateway: TestGateway;

  beforeAll(async () => {
    const createServer = http.createServer;
    const spy = jest.spyOn(http, "createServer").mockImplementation(((...args: never[]) => {
      const server = createServer(...args);
      servers.push(server);
      return server;
    }) as typeof http.createServer);
    gateway = await startGateway({ rehearse: true, logger: capturingLogger(lines) });
    spy.mockRestore();
  });
  afterAll(() => gateway.close());

  test("rehearsed every operation, plus one request without credentials per service", () => {
    const summary = lines.find((l) => l.msg === "rehearsed every operation on scratch instances");
    const operations = services.reduce((n, s) => n + s.operations.length, 0);
    expect(summary?.requests).toBe(operations + services.length);
  });

  test("no made-up request got a server error (handlers and response schemas agree with the specs)", () => {
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });

  test("logged no request, and closed the server it rehearsed on before the gateway listened", () => {
    expect(lines.filter((l) => l.method !== undefined)).toEqual([]);
    // The rehearsal's server, then the one app.listen made for the gateway.
    expect(servers.map((s) => s.listening)).toEqual([false, true]);
  });

  test("the state it serves is untouched: what the rehearsal created or deleted is not there", async () => {
    const get = async (path: string, slug: keyof typeof serviceModules) => {
      const res = await fetch(`${gateway.url}${path}`, { headers: serviceModules[slug].devCredentials() });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    // The rehearsal created a key, an application and a profiling group, and deleted this fixture content.
    const keys = await get("/api-keys/v2/projects/a/locations/global/keys", "api-keys");
    expect(keys.body.keys).toEqual([]);
    const applications = await get("/config-delivery/applications", "config-delivery");
    expect(applications.body.Items).toEqual([]);
    const groups = await get("/code-profiler/profilingGroups", "code-profiler");
    expect(groups.body.profilingGroupNames).toEqual([]);
    const content = await get(
      "/message-content/v1/Content/HXf3ff6f39b18db63b59ebd9df071e4f29",
      "message-content",
    );
    expect(content.status).toBe(200);
  });
});
