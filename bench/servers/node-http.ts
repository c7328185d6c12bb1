/** The floor: node:http alone, routing the bench's paths by hand. */
import http from "node:http";
import { CANNED, createKey, keyBodyError, LIST_PATH, listKeys, pageSizeOf } from "./bare-keys";

function reply(res: http.ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(json),
  });
  res.end(json);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const list = LIST_PATH.exec(url.pathname);
  if (list && req.method === "GET") {
    const pageSize = pageSizeOf(url.searchParams.get("pageSize") ?? undefined);
    if (typeof pageSize !== "number") reply(res, 400, pageSize);
    else reply(res, 200, listKeys(list[1], pageSize));
    return;
  }
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    if (list && req.method === "POST") {
      let body: { displayName?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        reply(res, 400, { error: "bad json" });
        return;
      }
      const error = keyBodyError(body);
      if (error) reply(res, 400, error);
      else reply(res, 200, createKey(list[1], body));
      return;
    }
    reply(res, 200, CANNED);
  });
});

server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
