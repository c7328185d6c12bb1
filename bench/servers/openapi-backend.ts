/**
 * openapi-backend on node:http with specs/api-keys.yaml: the request (path and query parameters, JSON body)
 * validated against the spec by openapi-backend's Ajv validators before its handler runs; no framework
 * around it. The handlers are the bare servers' (bare-keys.ts); failures leave in Google's error format.
 */
import http from "node:http";
import path from "node:path";
import OpenAPIBackend, { type Context } from "openapi-backend";
import { createKey, googleError, listKeys } from "./bare-keys";

type Answer = { status: number; body: unknown };

const api = new OpenAPIBackend({
  definition: path.resolve(__dirname, "../../specs/api-keys.yaml"),
  apiRoot: "/api-keys",
  // OpenAPI 3.0's `example` and formats such as int32 are not Ajv keywords or formats.
  ajvOpts: { strict: false },
  handlers: {
    listKeys: (c: Context): Answer => ({
      status: 200,
      body: listKeys(String(c.request.params.project), Number(c.request.query.pageSize) || 300),
    }),
    createKey: (c: Context): Answer => ({
      status: 200,
      body: createKey(String(c.request.params.project), c.request.requestBody),
    }),
    validationFail: (c: Context): Answer => ({
      status: 400,
      body: googleError(400, "INVALID_ARGUMENT", c.validation.errors?.map((e) => e.message).join("; ") ?? ""),
    }),
    notFound: (): Answer => ({ status: 404, body: googleError(404, "NOT_FOUND", "no such operation") }),
    notImplemented: (): Answer => ({ status: 404, body: googleError(404, "NOT_FOUND", "not served here") }),
  },
});

function reply(res: http.ServerResponse, { status, body }: Answer): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(json),
  });
  res.end(json);
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    let body: unknown;
    try {
      body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : undefined;
    } catch {
      reply(res, { status: 400, body: googleError(400, "INVALID_ARGUMENT", "the body is not JSON") });
      return;
    }
    api
      .handleRequest({
        method: req.method ?? "GET",
        path: q < 0 ? url : url.slice(0, q),
        query: q < 0 ? "" : url.slice(q + 1),
        headers: req.headers as Record<string, string | string[]>,
        body,
      })
      .then((answer: Answer) => reply(res, answer))
      .catch((err: Error) => reply(res, { status: 500, body: googleError(500, "UNKNOWN", err.message) }));
  });
});

api.init().then(() => server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1"));
