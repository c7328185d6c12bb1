/**
 * Sends one request on to the upstream with node:http(s) and hands back its response, streaming both ways.
 * Method, path under the upstream's base, query and the exact body bytes go through; hop-by-hop headers
 * (RFC 9110 section 7.6.1) stay on this hop; X-Forwarded-For/-Proto/-Host describe the caller's hop.
 * Headers a caller could use to pass for someone else or to make the upstream run another method or path than
 * the one validated are dropped (SPOOFABLE). Everything else, Authorization included, passes untouched: the
 * upstream authenticates its callers.
 */
import http, { type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import https from "node:https";
import type { Request, Response } from "express";
import { ServiceError } from "../../errors/service-error";
import type { RequestBody } from "./request-body";

export interface UpstreamTarget {
  url: URL;
  timeoutMs: number;
}

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/**
 * What callers send that no upstream should believe from them. The gateway trusts no proxy in front of it
 * (Express's `trust proxy` is off), so a caller's own X-Forwarded-For, Forwarded (RFC 7239), X-Real-IP or
 * X-Client-IP would only be a claim about its address. X-HTTP-Method-Override (and its variants) and
 * X-Original-URL / X-Rewrite-URL make some frameworks serve another method or path than the request line
 * names, which is the one the gateway validated.
 */
const SPOOFABLE = [
  "forwarded",
  "x-forwarded-for",
  "x-real-ip",
  "x-client-ip",
  "x-http-method-override",
  "x-http-method",
  "x-method-override",
  "x-original-url",
  "x-rewrite-url",
];

/**
 * Request headers this hop drops or writes itself (upstreamRequestHeaders): Host names the upstream,
 * X-Forwarded-* and X-Request-Id describe this hop; `Expect: 100-continue` was already answered by Node's
 * server.
 */
const REPLACED_ON_REQUEST = new Set([
  "host",
  "expect",
  "x-forwarded-proto",
  "x-forwarded-host",
  "x-request-id",
  ...SPOOFABLE,
]);

/** Name/value pairs of a raw header list without hop-by-hop headers and those the Connection header names. */
function endToEnd(raw: readonly string[], drop: ReadonlySet<string> = new Set()): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < raw.length; i += 2) pairs.push([raw[i], raw[i + 1]]);
  const listed = new Set(
    pairs
      .filter(([name]) => name.toLowerCase() === "connection")
      .flatMap(([, value]) => value.split(",").map((t) => t.trim().toLowerCase())),
  );
  return pairs.filter(([name]) => {
    const lower = name.toLowerCase();
    return !HOP_BY_HOP.has(lower) && !listed.has(lower) && !drop.has(lower);
  });
}

/** The request's headers for the upstream, as a raw list so that case, order and repeats survive. */
export function upstreamRequestHeaders(req: Request, target: URL, requestId: string): string[] {
  const out = endToEnd(req.rawHeaders, REPLACED_ON_REQUEST).flat();
  // The gateway is the first hop the upstream can trust, so X-Forwarded-For starts with its peer's address
  // and X-Forwarded-Proto/-Host describe what this hop saw.
  out.push("Host", target.host, "X-Forwarded-Proto", req.protocol);
  if (req.socket.remoteAddress) out.push("X-Forwarded-For", req.socket.remoteAddress);
  const host = req.get("host");
  if (host) out.push("X-Forwarded-Host", host);
  // The same id in the gateway's log, the upstream's (if it logs it) and the x-request-id of the answer.
  out.push("X-Request-Id", requestId);
  return out;
}

/** The upstream response's end-to-end headers, repeats (Set-Cookie) kept as arrays, in the upstream's case. */
export function downstreamHeaders(up: IncomingMessage): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const nameOf = new Map<string, string>();
  for (const [name, value] of endToEnd(up.rawHeaders)) {
    const lower = name.toLowerCase();
    const key = nameOf.get(lower) ?? name;
    nameOf.set(lower, key);
    const prev = headers[key];
    headers[key] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [String(prev)]), value];
  }
  return headers;
}

/**
 * Resolves with the upstream's response once its head arrives; rejects with a gateway_timeout when the
 * connection stays idle for `timeoutMs`, or a bad_gateway when the upstream cannot be reached or fails
 * before answering. A client that goes away before its response is complete aborts the upstream call.
 */
export function forward(
  req: Request,
  res: Response,
  body: RequestBody,
  target: UpstreamTarget,
  requestId: string,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const base = target.url.pathname.replace(/\/+$/, "");
    let upstream: http.ClientRequest;
    try {
      upstream = (target.url.protocol === "https:" ? https : http).request({
        protocol: target.url.protocol,
        hostname: target.url.hostname.replace(/^\[(.*)\]$/, "$1"),
        port: target.url.port || undefined,
        method: req.method,
        // req.url is the raw path and query under the service's base path: nothing is decoded or re-encoded.
        path: base + req.url,
        headers: upstreamRequestHeaders(req, target.url, requestId),
        timeout: target.timeoutMs,
      });
    } catch (err) {
      reject(
        new ServiceError("invalid_argument", `the request cannot be forwarded: ${(err as Error).message}`),
      );
      return;
    }
    let timedOut = false;
    upstream.on("timeout", () => {
      timedOut = true;
      upstream.destroy();
    });
    upstream.on("response", resolve);
    upstream.on("error", (err: NodeJS.ErrnoException) => {
      req.unpipe(upstream);
      reject(
        timedOut
          ? new ServiceError(
              "gateway_timeout",
              `the upstream ${target.url.host} did not answer within ${target.timeoutMs} ms`,
            )
          : new ServiceError(
              "bad_gateway",
              `the upstream ${target.url.host} failed: ${err.code ?? err.message}`,
            ),
      );
    });
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (body.kind === "none") upstream.end();
    else if (body.kind === "buffered") upstream.end(body.bytes);
    else {
      for (const chunk of body.head) upstream.write(chunk);
      req.pipe(upstream);
    }
  });
}
