/**
 * A document's form bodies, multipart uploads and query styles through the proxy: checked with the built-in
 * services' validators and parameter reader, refused with every violation listed (enforce), and forwarded
 * byte for byte when valid.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { TestGateway } from "../support/gateway";
import { json, proxied, startSpecs, tempCache } from "./support";

const cache = tempCache();
let gw: TestGateway;
let upstream: http.Server;
const received: { url: string; body: Buffer }[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ url: req.url ?? "", body: Buffer.concat(chunks) });
      res.writeHead(req.method === "POST" ? 201 : 200, { "content-type": "application/json" });
      res.end(req.method === "POST" ? "{}" : "[]");
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const { port } = upstream.address() as AddressInfo;
  gw = await startSpecs([proxied("calls", "forms.yaml", `http://127.0.0.1:${port}`)], cache.dir);
});
afterAll(async () => {
  await gw.close();
  await new Promise((resolve) => upstream.close(resolve));
  cache.remove();
});

const FORM = "application/x-www-form-urlencoded";
const post = (path: string, body: string | Buffer, contentType: string) =>
  fetch(`${gw.url}/calls-api${path}`, { method: "POST", headers: { "content-type": contentType }, body });

test("every operation of the document is checked", async () => {
  const health = await json(await fetch(`${gw.url}/healthz`));
  expect(health.services).toEqual([expect.objectContaining({ slug: "calls", uncheckedOperations: 0 })]);
});

test("a valid urlencoded body is forwarded as the exact bytes sent", async () => {
  const body =
    "To=%2B15005550006&From=%2B15005550001&StatusCallbackEvent=initiated&StatusCallbackEvent=ringing&Timeout=30&Record=true";
  const res = await post("/calls", body, FORM);
  expect(res.status).toBe(201);
  expect(received.at(-1)?.body.toString()).toBe(body);
});

test("an invalid urlencoded body is refused with every violation listed", async () => {
  const before = received.length;
  const res = await post("/calls", "To=x&Timeout=soon&Record=maybe&StatusCallbackEvent=busy", FORM);
  expect(res.status).toBe(400);
  const problem = await json(res);
  expect((problem.errors as { pointer: string }[]).map((e) => e.pointer).sort()).toEqual(
    ["/body/From", "/body/Record", "/body/StatusCallbackEvent/0", "/body/Timeout", "/body/To"].sort(),
  );
  expect(received.length).toBe(before);
});

const boundary = "----calls";
const multipart = (parts: string[]) =>
  Buffer.from(`${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join("")}--${boundary}--\r\n`, "latin1");
const MULTIPART = `multipart/form-data; boundary=${boundary}`;

test("a multipart upload: a declared part type passes, another is refused naming the part", async () => {
  const ok = multipart([
    'Content-Disposition: form-data; name="file"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\nRIFF....',
    'Content-Disposition: form-data; name="label"\r\n\r\ngreeting',
  ]);
  expect((await post("/recordings", ok, MULTIPART)).status).toBe(201);
  expect(received.at(-1)?.body.equals(ok)).toBe(true);
  const wrong = multipart([
    'Content-Disposition: form-data; name="file"; filename="a.gif"\r\nContent-Type: image/gif\r\n\r\nGIF89a',
    'Content-Disposition: form-data; name="label"\r\n\r\nfar too long a label',
  ]);
  const res = await post("/recordings", wrong, MULTIPART);
  expect(res.status).toBe(400);
  const errors = (await json(res)).errors as { pointer: string; keyword: string }[];
  expect(errors).toEqual([
    expect.objectContaining({ pointer: "/body/file", keyword: "contentType" }),
    expect.objectContaining({ pointer: "/body/label", keyword: "maxLength" }),
  ]);
});

test("a multipart body cut short is refused", async () => {
  const res = await post(
    "/recordings",
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"`),
    MULTIPART,
  );
  expect(res.status).toBe(400);
});

test("deepObject, pipeDelimited and cookie parameters are read and checked", async () => {
  const get = (query: string, cookie?: string) =>
    fetch(`${gw.url}/calls-api/search?${query}`, { headers: cookie ? { cookie } : {} });
  expect((await get("filter[size]=2&ids=1|2", "session=abc")).status).toBe(200);
  const res = await get("filter[size]=0&ids=1|x", "session=a");
  expect(res.status).toBe(400);
  expect(((await json(res)).errors as { pointer: string }[]).map((e) => e.pointer)).toEqual([
    "/query/filter/size",
    "/query/ids/1",
    "/cookies/session",
  ]);
});

test("more than 20 violations: the first 20 listed, the others counted, in the answer and in the log", async () => {
  const events = Array.from({ length: 25 }, () => "StatusCallbackEvent=busy").join("&");
  const res = await post("/calls", `To=ab&From=cd&${events}`, FORM);
  expect(res.status).toBe(400);
  const problem = await json(res);
  expect(problem.errors).toHaveLength(20);
  expect(problem.moreErrors).toBe(5);
  expect(problem.detail).toMatch(/; and 5 more$/);
  const log = await json(await fetch(`${gw.url}/__admin/violations?service=calls&limit=1`));
  const [entry] = log.recent as { operationId: string; errors: unknown[]; moreErrors?: number }[];
  expect(entry.operationId).toBe("createCall");
  expect(entry.errors).toHaveLength(20);
  expect(entry.moreErrors).toBe(5);
});
