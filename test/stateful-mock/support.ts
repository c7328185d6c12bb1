/** The three documents the stateful mock is tested with, mounted in a gateway of their own. */
import path from "node:path";
import { loadSpecs } from "../../src/any-spec/load";
import type { AppOptions } from "../../src/app";
import type { SpecMount } from "../../src/config";
import { startGateway, type TestGateway } from "../support/gateway";

export const ARTICLES = path.join(__dirname, "specs", "articles.yaml");
export const PETSTORE = require.resolve("@readme/oas-examples/3.0/json/petstore-expanded.json");
export const TWILIO_CONTENT = path.join(__dirname, "..", "corpus", "twilio_content_v1.json");

/** `name` mocked at /<name>. */
export function mock(
  name: string,
  file: string,
  extra: { stateless?: boolean; mockConfig?: string } = {},
): SpecMount {
  return { name, file, basePath: `/${name}`, target: { kind: "mock", policy: "enforce", ...extra } };
}

/** A gateway serving only `mounts`, each mocked. */
export async function startMocks(
  mounts: SpecMount[],
  cacheDir: string,
  options: AppOptions = {},
): Promise<TestGateway> {
  const specs = await loadSpecs(mounts, cacheDir, new Map());
  return startGateway({ services: [], specs, ...options });
}

/** A JSON call: the status, the Content-Type and the parsed body (undefined when empty). */
export async function call(
  url: string,
  method: string,
  o: { body?: unknown; headers?: Record<string, string> } = {},
  // biome-ignore lint/suspicious/noExplicitAny: a body is read by path in the tests, each read checked by an expectation
): Promise<{ status: number; type: string | null; body: any }> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(o.body === undefined ? {} : { "content-type": "application/json" }),
      ...o.headers,
    },
    ...(o.body === undefined ? {} : { body: JSON.stringify(o.body) }),
  });
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    body: text ? JSON.parse(text) : undefined,
  };
}

/** The response violations the gateway recorded: a stateful answer that broke its schema shows here. */
export async function responseViolations(gatewayUrl: string): Promise<unknown[]> {
  const res = await fetch(`${gatewayUrl}/__admin/violations`);
  const body = (await res.json()) as { recent: { direction: string }[] };
  return body.recent.filter((v) => v.direction === "response");
}
