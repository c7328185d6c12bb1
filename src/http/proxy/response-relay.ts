/**
 * The upstream's response on its way to the client: relayed unchanged as it comes, its head checked against
 * the spec before it is written, and a JSON body checked once the client has its last byte, from the bytes
 * the relay kept (read once, parsed once). The checks only report (response-check.ts).
 */
import type { IncomingMessage } from "node:http";
import type { Request, Response } from "express";
import type { Validate } from "../../../generated/runtime";
import { heldHeaders } from "../front-door";
import { upstreamHead } from "./forward";
import type { Outcome } from "./metrics";
import type { ProxiedService } from "./proxied-service";
import { bodyFindings, decodeBody } from "./response-check";
import type { Finding } from "./violations";

/** What the relay needs of the request it answers (exchange.ts). */
export interface RelayedExchange {
  readonly s: ProxiedService;
  readonly req: Request;
  readonly res: Response;
  readonly operationId: string | undefined;
  /** When the request went to the upstream (performance.now()). */
  readonly sentAt: number;
  outcome: Outcome | undefined;
  violation(finding: Finding, direction: "response", action: "passed_through"): void;
}

export function relayResponse(x: RelayedExchange, up: IncomingMessage): void {
  const { req, res, s } = x;
  if (s.o.target.outcome === "forwarded") {
    s.o.metrics.upstreamAnswered(s.o.slug, x.operationId ?? "unknown", (performance.now() - x.sentAt) / 1000);
  }
  const status = up.statusCode ?? 502;
  const answer = upstreamHead(up, heldHeaders(res));
  if (x.operationId && s.o.target.outcome === "forwarded") s.o.violations.upstreamAnswered(s.o.slug, status);
  const bodyState =
    req.method === "HEAD" || status === 304
      ? "exempt"
      : status === 204 || answer.contentLength === "0"
        ? "empty"
        : "present";
  const head = x.operationId
    ? s.contract.check(x.operationId, status, answer.contentType, bodyState)
    : undefined;
  res.writeHead(status, up.statusMessage || undefined, answer.headers);
  x.outcome = s.o.target.outcome;
  if (head) for (const f of head.findings) x.violation(f, "response", "passed_through");

  // A message that breaks off (reset, idle timeout) ends in an error (ECONNRESET) on its stream: the
  // client's is broken off too. The message is dropped after its end or error, so its listeners are plain
  // ones rather than the wrappers `once` makes.
  up.on("error", () => {
    if (up.complete) return;
    x.outcome = "upstream_aborted";
    res.destroy();
  });

  // The body goes to the client chunk by chunk as it comes, the upstream paused while the client's
  // connection is full (what pipe does, with fewer listeners). For a body read against its schema, the chunks
  // are kept up to the limit (references, not copies) and checked once the client has the last byte.
  const validate = head?.body;
  const limit = s.o.validationLimitBytes;
  const kept: Buffer[] = [];
  let size = 0;
  up.on("data", (chunk: Buffer) => {
    if (validate && size <= limit) {
      size += chunk.length;
      if (size <= limit) kept.push(chunk);
      else kept.length = 0;
    }
    if (!res.write(chunk)) {
      up.pause();
      res.once("drain", () => up.resume());
    }
  });
  up.on("end", () => {
    res.end();
    if (!validate) return;
    if (size > limit) return unchecked(x, "too_large");
    // One chunk (most bodies of a few KB) is checked as it came; more are joined once.
    const bytes = kept.length === 1 ? kept[0] : Buffer.concat(kept, size);
    checkBody(x, answer.contentEncoding, bytes, validate, head?.asText);
  });
}

function unchecked(x: RelayedExchange, reason: "too_large" | "encoding"): void {
  x.s.o.metrics.uncheckedBodies.inc({ service: x.s.o.slug, direction: "response", reason });
}

function checkBody(
  x: RelayedExchange,
  encoding: string | undefined,
  bytes: Buffer,
  validate: Validate,
  asText = false,
): void {
  let decoded: Buffer | undefined;
  try {
    decoded = decodeBody(bytes, encoding, x.s.o.validationLimitBytes);
  } catch (decodeError) {
    if ((decodeError as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") {
      unchecked(x, "too_large");
      return;
    }
    const message = `the body cannot be decoded as ${encoding}: ${(decodeError as Error).message}`;
    x.violation({ kind: "schema", errors: [{ pointer: "/body", message }] }, "response", "passed_through");
    return;
  }
  if (!decoded) {
    unchecked(x, "encoding");
    return;
  }
  const errors = bodyFindings(validate, decoded, asText);
  if (errors.length > 0) x.violation({ kind: "schema", errors }, "response", "passed_through");
}
