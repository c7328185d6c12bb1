/**
 * How request validation and streaming coexist. The upstream must get the body byte for byte, and large
 * bodies must not be held whole in memory, while validation needs a parsed body:
 *
 * - a JSON body (application/json, application/*+json) of at most `limit` bytes is read whole, parsed for
 *   the validator, and forwarded as the exact bytes that arrived (never re-serialised);
 * - a JSON body that declares, or turns out to have, more than `limit` bytes, and a body of any other media
 *   type, is streamed: the bytes read so far are sent first, the rest is piped as it arrives. Its content
 *   type is still validated, its schema is not: that is recorded (metric gateway_proxy_unchecked_bodies_total).
 */
import type { Request, RequestHandler, Response } from "express";
import { JSON_TYPES } from "../service-router";
import type { ViolationError } from "./violations";

export type RequestBody =
  | { kind: "none" }
  /** Read whole; `parseError` when it claimed to be JSON and was not. */
  | { kind: "buffered"; bytes: Buffer; parseError?: ViolationError }
  /** Not read whole: `head` holds the bytes already read, the rest is still in the request stream. */
  | { kind: "streamed"; head: Buffer[]; reason: "too_large" | "not_json" };

/** The body as the intake step left it. */
export function requestBodyOf(res: Response): RequestBody {
  return (res.locals.proxyBody as RequestBody | undefined) ?? { kind: "none" };
}

function hasBody(req: Request): boolean {
  // RFC 9112 section 6.3: a request has a body when it has Transfer-Encoding or a non-zero Content-Length.
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

function parseJson(bytes: Buffer): { value?: unknown; error?: ViolationError } {
  if (bytes.length === 0) return {};
  try {
    return { value: JSON.parse(bytes.toString("utf8")) };
  } catch (err) {
    return { error: { pointer: "/body", message: `the body is not valid JSON: ${(err as Error).message}` } };
  }
}

export function readRequestBody(limit: number): RequestHandler {
  return (req, res, next) => {
    const done = (body: RequestBody) => {
      res.locals.proxyBody = body;
      next();
    };
    if (!hasBody(req)) return done({ kind: "none" });
    if (!req.is(JSON_TYPES)) return done({ kind: "streamed", head: [], reason: "not_json" });
    if (Number(req.headers["content-length"] ?? 0) > limit)
      return done({ kind: "streamed", head: [], reason: "too_large" });
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > limit) {
        // A chunked body announces no size: once it passes the limit, stop reading and stream the rest.
        req.pause();
        stop();
        done({ kind: "streamed", head: chunks, reason: "too_large" });
      }
    };
    const onEnd = () => {
      stop();
      const bytes = Buffer.concat(chunks, size);
      const parsed = parseJson(bytes);
      req.body = parsed.value;
      done({ kind: "buffered", bytes, parseError: parsed.error });
    };
    // The client went away while sending: there is nobody to answer, and nothing to forward.
    const onError = () => stop();
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  };
}
