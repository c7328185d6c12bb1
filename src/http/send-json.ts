/**
 * Writes a JSON answer straight to Node's response, serialized once: what Express's res.json does for the
 * gateway's settings (no ETag, no JSON spaces or replacer), without its send path's header work. A
 * Content-Type already set (a problem+json dialect, a handler's own header) is kept; 204 and 304 carry no
 * body, as Express sends them.
 */
import type { ServerResponse } from "node:http";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  if (status === 204 || status === 304) {
    res.removeHeader("content-type");
    res.removeHeader("content-length");
    res.end();
    return;
  }
  const text = JSON.stringify(body) ?? "";
  if (!res.hasHeader("content-type")) res.setHeader("content-type", JSON_CONTENT_TYPE);
  res.setHeader("content-length", Buffer.byteLength(text));
  res.end(text);
}
