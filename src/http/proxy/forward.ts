/**
 * Sends requests on to one upstream with node:http(s) over a pool of kept-alive connections, streaming both
 * ways. Method, path under the service's base path (put under the upstream's), query and the exact body bytes
 * go through; hop-by-hop headers (RFC 9110 section 7.6.1) stay on this hop; X-Forwarded-For/-Proto/-Host
 * describe the caller's hop.
 * Headers a caller could use to pass for someone else or to make the upstream run another method or path than
 * the one validated are dropped (SPOOFABLE). Everything else, Authorization included, passes untouched: the
 * upstream authenticates its callers.
 */
import http, { type ClientRequest, type IncomingMessage } from "node:http";
import type https from "node:https";
import type { TLSSocket } from "node:tls";
import type { UpstreamConfig } from "../../config";
import { ServiceError } from "../../errors/service-error";
import type { RequestBody } from "./request-body";

const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
];

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
 * Request headers that do not go up as they came: hop-by-hop ones, and those this hop writes itself (Host
 * names the upstream, X-Forwarded-* and X-Request-Id describe this hop; `Expect: 100-continue` was already
 * answered by Node's server).
 */
const DROPPED_ON_REQUEST = new Set([
  ...HOP_BY_HOP,
  "host",
  "expect",
  "x-forwarded-proto",
  "x-forwarded-host",
  "x-request-id",
  ...SPOOFABLE,
]);
const DROPPED_ON_RESPONSE = new Set(HOP_BY_HOP);

/** The header names a Connection header lists (hop-by-hop too); undefined when the message has none. */
function connectionListed(raw: readonly string[]): Set<string> | undefined {
  let listed: Set<string> | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i].length !== 10 || raw[i].toLowerCase() !== "connection") continue;
    listed ??= new Set();
    for (const token of raw[i + 1].split(",")) listed.add(token.trim().toLowerCase());
  }
  return listed;
}

/** A raw header list (name, value, name, value...) without `drop` and what its Connection header lists. */
function endToEnd(raw: readonly string[], drop: ReadonlySet<string>, out: string[] = []): string[] {
  const listed = connectionListed(raw);
  for (let i = 0; i < raw.length; i += 2) {
    const lower = raw[i].toLowerCase();
    if (drop.has(lower) || listed?.has(lower)) continue;
    out.push(raw[i], raw[i + 1]);
  }
  return out;
}

/** The request's headers for the upstream, as a raw list so that case, order and repeats survive. */
function upstreamRequestHeaders(req: IncomingMessage, upstreamHost: string, requestId: string): string[] {
  const out = endToEnd(req.rawHeaders, DROPPED_ON_REQUEST);
  // The gateway is the first hop the upstream can trust, so X-Forwarded-For starts with its peer's address
  // and X-Forwarded-Proto/-Host describe what this hop saw (as Express's req.protocol with `trust proxy` off).
  out.push("Host", upstreamHost, "X-Forwarded-Proto", (req.socket as TLSSocket).encrypted ? "https" : "http");
  if (req.socket.remoteAddress) out.push("X-Forwarded-For", req.socket.remoteAddress);
  if (req.headers.host) out.push("X-Forwarded-Host", req.headers.host);
  // The same id in the gateway's log, the upstream's (if it logs it) and the x-request-id of the answer.
  out.push("X-Request-Id", requestId);
  return out;
}

/**
 * What the relay reads of an upstream response's head, in one pass over its raw headers: reading
 * IncomingMessage.headers would first build an object of every header.
 */
export interface UpstreamHead {
  /**
   * The headers for writeHead, as a list of names and values: those the gateway sets on every answer first
   * (`held`), then the end-to-end ones in the upstream's case and order. An upstream header of a name held
   * takes its place, as it would replace a header set before writeHead (the upstream's Date is kept). A
   * repeated header (Set-Cookie) becomes one name with every value, since writeHead sets each name once.
   */
  headers: (string | string[])[];
  /** As IncomingMessage.headers gives them: the first Content-Type and Content-Length, Content-Encodings joined. */
  contentType: string | undefined;
  contentLength: string | undefined;
  contentEncoding: string | undefined;
}

export function upstreamHead(up: IncomingMessage, held: readonly string[]): UpstreamHead {
  const raw = up.rawHeaders;
  const listed = connectionListed(raw);
  const out: (string | string[])[] = [...held];
  const head: UpstreamHead = {
    headers: out,
    contentType: undefined,
    contentLength: undefined,
    contentEncoding: undefined,
  };
  const names: string[] = [];
  for (let i = 0; i < held.length; i += 2) names.push(held[i].toLowerCase());
  // Held headers the upstream has not sent yet: its first one of such a name replaces the gateway's.
  const replaceable = held.length > 0 ? names.slice() : undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const lower = raw[i].toLowerCase();
    if (lower === "content-type") head.contentType ??= raw[i + 1];
    else if (lower === "content-length") head.contentLength ??= raw[i + 1];
    else if (lower === "content-encoding")
      head.contentEncoding =
        head.contentEncoding === undefined ? raw[i + 1] : `${head.contentEncoding}, ${raw[i + 1]}`;
    if (DROPPED_ON_RESPONSE.has(lower) || listed?.has(lower)) continue;
    const at = names.indexOf(lower);
    if (at < 0) {
      names.push(lower);
      out.push(raw[i], raw[i + 1]);
      continue;
    }
    if (replaceable !== undefined && replaceable[at] === lower) {
      replaceable[at] = "";
      out[2 * at] = raw[i];
      out[2 * at + 1] = raw[i + 1];
      continue;
    }
    const prev = out[2 * at + 1];
    out[2 * at + 1] = Array.isArray(prev) ? [...prev, raw[i + 1]] : [prev, raw[i + 1]];
  }
  return head;
}

export interface UpstreamCallbacks {
  /** The upstream's response head arrived; its body follows on `up`. */
  response(up: IncomingMessage): void;
  /**
   * The call failed before a response: a gateway_timeout when the connection stayed idle for the timeout, a
   * bad_gateway when the upstream could not be reached or failed, an invalid_argument when the request
   * cannot be sent at all.
   */
  failed(err: ServiceError): void;
}

/** One upstream: where it is, and the pool of kept-alive connections every proxied request to it shares. */
export class Upstream {
  readonly outcome = "forwarded";

  private readonly url: URL;
  private readonly base: string;
  private readonly hostname: string;
  private readonly client: typeof http | typeof https;
  private readonly agent: http.Agent;

  constructor(private readonly config: UpstreamConfig) {
    this.url = new URL(config.url);
    this.base = this.url.pathname.replace(/\/+$/, "");
    this.hostname = this.url.hostname.replace(/^\[(.*)\]$/, "$1");
    // node:https (and TLS with it) is loaded for an upstream that needs it: a mock never does.
    this.client = this.url.protocol === "https:" ? (require("node:https") as typeof https) : http;
    // Idle connections are closed after 4 s, before the 5 s after which Node's servers (and many others) close
    // theirs, so that a request is rarely sent on a connection the upstream is closing.
    this.agent = new this.client.Agent({ keepAlive: true, scheduling: "lifo", timeout: 4000 });
  }

  /**
   * Sends `req` (whose path under the service's base path is `path`, whose body is `body`) on; the answer
   * comes to `on`. The returned request is destroyed to abort the call (a client that went away).
   */
  send(
    req: IncomingMessage,
    path: string,
    body: RequestBody,
    requestId: string,
    on: UpstreamCallbacks,
  ): ClientRequest | undefined {
    let upstream: ClientRequest;
    const query = req.url?.indexOf("?") ?? -1;
    try {
      upstream = this.client.request({
        protocol: this.url.protocol,
        hostname: this.hostname,
        port: this.url.port || undefined,
        method: req.method,
        // The raw path under the service's base path and the raw query: nothing is decoded or re-encoded.
        path: query < 0 ? this.base + path : this.base + path + req.url!.slice(query),
        headers: upstreamRequestHeaders(req, this.url.host, requestId),
        timeout: this.config.timeoutMs,
        agent: this.agent,
      });
    } catch (err) {
      on.failed(
        new ServiceError("invalid_argument", `the request cannot be forwarded: ${(err as Error).message}`),
      );
      return undefined;
    }
    let timedOut = false;
    let answered = false;
    upstream.on("timeout", () => {
      timedOut = true;
      upstream.destroy();
    });
    upstream.on("response", (up: IncomingMessage) => {
      answered = true;
      on.response(up);
    });
    // Once the response has begun, its own stream reports a failure (src/http/proxy/response-relay.ts relays it).
    upstream.on("error", (err: NodeJS.ErrnoException) => {
      req.unpipe(upstream);
      if (answered) return;
      on.failed(
        timedOut
          ? new ServiceError(
              "gateway_timeout",
              `the upstream ${this.url.host} did not answer within ${this.config.timeoutMs} ms`,
            )
          : new ServiceError(
              "bad_gateway",
              `the upstream ${this.url.host} failed: ${err.code ?? err.message}`,
            ),
      );
    });
    if (body.kind === "none") upstream.end();
    else if (body.kind === "buffered") upstream.end(body.bytes);
    else {
      for (const chunk of body.head) upstream.write(chunk);
      req.pipe(upstream);
    }
    return upstream;
  }
}
