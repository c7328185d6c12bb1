/**
 * The servers the request-path bench compares, each started as its own process on loopback with the heap
 * probe preloaded (heap.ts): the bare floors (node:http, Express 5), the validating libraries an API would
 * otherwise be built with (express-openapi-validator, openapi-backend, fastify's schemas), Prism's mock,
 * and the gateway as `make start` runs it (the compiled dist/server.js).
 */
import path from "node:path";
import { HEAP_PROBE } from "./heap";
import { prismCli, type Server, startServer } from "./processes";

export type Kind =
  | "node"
  | "express"
  | "eov-request"
  | "eov-both"
  | "openapi-backend"
  | "fastify"
  | "prism"
  | "gateway"
  | "gateway-logged";

export const KINDS: readonly Kind[] = [
  "node",
  "express",
  "eov-request",
  "eov-both",
  "openapi-backend",
  "fastify",
  "prism",
  "gateway",
  "gateway-logged",
];

export const LABEL: Record<Kind, string> = {
  node: "bare node:http",
  express: "bare Express 5 + express.json()",
  "eov-request": "Express 5 + express-openapi-validator (requests)",
  "eov-both": "Express 5 + express-openapi-validator (requests and responses)",
  "openapi-backend": "openapi-backend on node:http (requests)",
  fastify: "fastify 5 with the spec's schemas (requests)",
  prism: "Prism 5.14 mock",
  gateway: "gateway (validated)",
  "gateway-logged": "gateway (validated), request log on (LOG_LEVEL=info)",
};

const root = path.resolve(__dirname, "../..");
const tsx = [...HEAP_PROBE, "--import", "tsx"];

/**
 * The gateway as `make start` runs it (HEAP_PROBE holds its --expose-gc), the probe preloaded: with logging
 * off, as the other servers run, or with its request log on (a JSON line per request, to its log file).
 */
export function startGateway(env: Record<string, string> = {}, logged = false): Promise<Server> {
  return startServer(
    logged ? LABEL["gateway-logged"] : LABEL.gateway,
    process.execPath,
    () => [...HEAP_PROBE, "dist/server.js"],
    { LOG_LEVEL: logged ? "info" : "silent", ...env },
  );
}

/** Starts one contender; `spec` is the document Prism mocks, `largestSpec` the one bare Express routes. */
export function startContender(
  kind: Exclude<Kind, "gateway" | "gateway-logged">,
  spec: string,
  largestSpec: string,
): Promise<Server> {
  const script = (file: string, env: Record<string, string> = {}) =>
    startServer(LABEL[kind], process.execPath, () => [...tsx, `bench/servers/${file}`], env);
  switch (kind) {
    case "node":
      return script("node-http.ts");
    case "express":
      return script("express.ts", { BENCH_SPEC: path.join(root, largestSpec) });
    case "eov-request":
      return script("express-openapi-validator.ts");
    case "eov-both":
      return script("express-openapi-validator.ts", { BENCH_VALIDATE_RESPONSES: "1" });
    case "openapi-backend":
      return script("openapi-backend.ts");
    case "fastify":
      return script("fastify.ts");
    case "prism":
      // Logging off (-v silent), as for the gateway; otherwise Prism's defaults.
      return startServer(`${LABEL.prism} (${spec})`, process.execPath, (port) => [
        ...HEAP_PROBE,
        prismCli(),
        "mock",
        spec,
        "-h",
        "127.0.0.1",
        "-p",
        String(port),
        "-v",
        "silent",
      ]);
  }
}
