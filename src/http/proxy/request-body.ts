/**
 * How request validation and streaming coexist. The upstream must get the body byte for byte, and large
 * bodies must not be held whole in memory, while validation needs a parsed body:
 *
 * - a JSON body (application/json, application/*+json), a form body (application/x-www-form-urlencoded,
 *   multipart/form-data) or a body of another media type that the operation checks (one whose schema is a
 *   string, an object or an array) of at most `limit` bytes is read whole,
 *   parsed for the validator (a form into its fields, form-body.ts; any other as bytes, which validation reads
 *   as its schema says), and forwarded as the exact bytes that arrived (never re-serialised);
 * - such a body that declares, or turns out to have, more than `limit` bytes, and a body of a media type the
 *   operation does not check (XML, binary), is streamed: the bytes read so far are sent first, the rest is piped
 *   as it arrives. Its content type is still validated, its schema is not: that is recorded (metric
 *   gateway_proxy_unchecked_bodies_total).
 */
import express, { type Request } from "express";
import { isFormBody, readForm } from "../form-body";
import { JSON_TYPES } from "../service-router";
import type { ViolationError } from "./violations";

/** Express's `req.is`, for a request that keeps Node's prototype (a bare lane's, front-door.ts). */
const isType = express.request.is;

export type RequestBody =
  | { kind: "none" }
  /** Read whole; `parseError` when it claimed to be JSON (or a form) and was not. */
  | { kind: "buffered"; bytes: Buffer; parseError?: ViolationError }
  /** Not read whole: `head` holds the bytes already read, the rest is still in the request stream. */
  | { kind: "streamed"; head: Buffer[]; reason: "too_large" | "not_json" };

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

export const NO_BODY: RequestBody = { kind: "none" };

/**
 * Reads a JSON or form body up to the limit. Its listeners are made in the constructor rather than as named closures,
 * which tsx (esbuild's keepNames) would name one by one on every request.
 */
class JsonBodyReader {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private readonly onData: (chunk: Buffer) => void;
  private readonly onEnd: () => void;
  private readonly onError: () => void;

  constructor(
    private readonly req: Request,
    private readonly limit: number,
    /** What the request's Content-Type says the body is: JSON, a form, or neither (bytes the operation checks). */
    private readonly media: "json" | "form" | "other",
    private readonly done: (body: RequestBody) => void,
  ) {
    this.onData = (chunk) => this.data(chunk);
    this.onEnd = () => this.end();
    // The client went away while sending: there is nobody to answer, and nothing to forward.
    this.onError = () => this.stop();
    req.on("data", this.onData);
    req.on("end", this.onEnd);
    req.on("error", this.onError);
  }

  private stop(): void {
    this.req.off("data", this.onData);
    this.req.off("end", this.onEnd);
    this.req.off("error", this.onError);
  }

  private data(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    if (this.size > this.limit) {
      // A chunked body announces no size: once it passes the limit, stop reading and stream the rest.
      this.req.pause();
      this.stop();
      this.done({ kind: "streamed", head: this.chunks, reason: "too_large" });
    }
  }

  private end(): void {
    this.stop();
    // A body that came in one chunk (most bodies of a few KB) is used as it came; more are joined once.
    const bytes = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.size);
    if (bytes.length > 0 && this.media === "form") {
      readForm(bytes, this.req.headers["content-type"] ?? "").then(
        (fields) => {
          this.req.body = fields;
          this.done({ kind: "buffered", bytes });
        },
        (err: Error) =>
          this.done({
            kind: "buffered",
            bytes,
            parseError: {
              pointer: "/body",
              message: `the body is not valid multipart/form-data: ${err.message}`,
            },
          }),
      );
      return;
    }
    if (bytes.length > 0 && this.media === "other") {
      // A body the operation checks by its schema: validation reads its bytes as text or JSON.
      this.req.body = bytes;
      this.done({ kind: "buffered", bytes });
      return;
    }
    const parsed = parseJson(bytes);
    this.req.body = parsed.value;
    this.done({ kind: "buffered", bytes, parseError: parsed.error });
  }
}

/**
 * Reads (or starts streaming) the body of `req` and hands it to `done`; a parsed JSON body, a form body's
 * fields, or the bytes of another body the operation checks (`checked` says whether it does) is in req.body.
 */
export function readRequestBody(
  req: Request,
  limit: number,
  checked: () => boolean,
  done: (body: RequestBody) => void,
): void {
  if (!hasBody(req)) {
    done(NO_BODY);
    return;
  }
  // Content-Type is read once: type-is parses it anew on every call.
  const media = isType.call(req, JSON_TYPES)
    ? "json"
    : isFormBody(req.headers["content-type"])
      ? "form"
      : "other";
  const readable = media !== "other" || checked();
  if (!readable || Number(req.headers["content-length"] ?? 0) > limit) {
    done({ kind: "streamed", head: [], reason: readable ? "too_large" : "not_json" });
    return;
  }
  new JsonBodyReader(req, limit, media, done);
}
