/**
 * Large bodies stream through in both directions, byte for byte, without being held whole: the upstream
 * sees the start of a request body before the client has sent the rest, and the client sees the start of
 * a response before the upstream has written the rest. Bodies over the validation limit are recorded as
 * not checked.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import type { TestGateway } from "../support/gateway";
import { listen, metricsText, sample, startProxy, type Upstream } from "./support";

const MB = 1024 * 1024;
const KEYS = "/api-keys/v2/projects/p1/locations/global/keys";

/** A JSON object of about `bytes` bytes that is a valid Key: many annotations. */
function bigKeyJson(bytes: number, prefix: string): Buffer {
  const entries: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const entry = `"${prefix}${i}":"${"v".repeat(200)}${i}"`;
    entries.push(entry);
    size += entry.length + 1;
  }
  return Buffer.from(`{"displayName":"big","annotations":{${entries.join(",")}}}`);
}

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

/** Fails instead of hanging when something that must happen does not. */
function within<T>(promise: Promise<T>, what: string, ms = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen`)), ms);
  });
  return Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}

let upstream: Upstream;
let proxy: TestGateway;
/** Resolves once the upstream has seen the first bytes of the current request body. */
let firstBytes: Promise<void>;
let sawFirstBytes: () => void;
/** Lets the upstream write the rest of its response. */
let releaseResponse: () => void;
const responseBody = Buffer.concat([
  Buffer.from(
    '{"name":"operations/big","done":true,"response":{"@type":"type.googleapis.com/google.api.apikeys.v2.Key",',
  ),
  bigKeyJson(5 * MB, "r").subarray(1),
  Buffer.from("}"),
]);
let received: { bytes: number; sha: string };

function expectFirstBytes() {
  firstBytes = new Promise((r) => {
    sawFirstBytes = r;
  });
}

beforeAll(async () => {
  upstream = await listen((req, res) => {
    const hash = createHash("sha256");
    let bytes = 0;
    req.on("data", (chunk: Buffer) => {
      if (bytes === 0) sawFirstBytes();
      bytes += chunk.length;
      hash.update(chunk);
    });
    req.on("end", () => {
      received = { bytes, sha: hash.digest("hex") };
      res.writeHead(200, { "content-type": "application/json" });
      // First a part, then the rest only once the test has seen that part arrive at the client.
      res.write(responseBody.subarray(0, MB));
      new Promise<void>((r) => {
        releaseResponse = r;
      }).then(() => res.end(responseBody.subarray(MB)));
    });
  });
  proxy = await startProxy(upstream.url, { policy: "enforce", validationLimitBytes: 64 * 1024 });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

test("several MB go up and come back byte for byte, each streamed as it comes", async () => {
  const requestBody = bigKeyJson(6 * MB, "q");
  expectFirstBytes();
  const got = await new Promise<{ status: number; bytes: number; sha: string }>((resolve, reject) => {
    const req = http.request(
      `${proxy.url}${KEYS}`,
      {
        method: "POST",
        headers: { authorization: "Bearer t", "content-type": "application/json" },
        agent: false,
      },
      (res) => {
        const hash = createHash("sha256");
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          hash.update(chunk);
          // The first part of the response has reached the client while the upstream holds the rest back.
          if (bytes >= MB) releaseResponse?.();
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, sha: hash.digest("hex") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    // Chunked, without a Content-Length: the proxy learns the size only by reading.
    req.write(requestBody.subarray(0, MB));
    within(firstBytes, "the upstream receiving the first part before the rest was sent")
      .then(() => req.end(requestBody.subarray(MB)))
      .catch(reject);
  });
  expect(got.status).toBe(200);
  expect(received).toEqual({ bytes: requestBody.length, sha: sha256(requestBody) });
  expect({ bytes: got.bytes, sha: got.sha }).toEqual({
    bytes: responseBody.length,
    sha: sha256(responseBody),
  });

  const metrics = await metricsText(proxy);
  expect(
    sample(metrics, "gateway_proxy_unchecked_bodies_total", { direction: "request", reason: "too_large" }),
  ).toBe(1);
  expect(
    sample(metrics, "gateway_proxy_unchecked_bodies_total", { direction: "response", reason: "too_large" }),
  ).toBe(1);
  expect(
    sample(metrics, "gateway_proxy_requests_total", { operation: "createKey", outcome: "forwarded" }),
  ).toBe(1);
});

test("a body under the limit is read, validated, and still forwarded as the exact bytes", async () => {
  const requestBody = Buffer.from('{ "displayName" : "small",\t"annotations" : { "a" : "\\u0062" } }');
  expectFirstBytes();
  const res = await fetch(`${proxy.url}${KEYS}`, {
    method: "POST",
    headers: { authorization: "Bearer t", "content-type": "application/json" },
    body: requestBody,
  });
  const pending = res.arrayBuffer();
  releaseResponse();
  expect(Buffer.from(await pending).equals(responseBody)).toBe(true);
  expect(received).toEqual({ bytes: requestBody.length, sha: sha256(requestBody) });
});
