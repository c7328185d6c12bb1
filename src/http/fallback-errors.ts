/**
 * The answers no service's own request path gives: an error that escapes to the end of the
 * Express app, and a request Node's HTTP parser refuses before any handler runs (a request line or headers
 * over 16 KB, a malformed header). Node would answer these with a bare 431 or 400 and Express with an HTML
 * page carrying a stack; here they leave as JSON, in the dialect of the service the request's path names
 * (a user of one service never sees another's error shape, nor Node's), or in the gateway's own format
 * elsewhere.
 */
import { type Server, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ErrorContext, ErrorDialect, RenderedError } from "../errors/dialect";
import { gatewayDialect } from "../errors/gateway";
import { ServiceError } from "../errors/service-error";
import type { Clock } from "../runtime/clock";
import { httpDate } from "./date-header";
import { RouteTable } from "./route-table";

interface DialectRoute {
  /** The service's base path in lower case (Express matches mounts case-insensitively). */
  prefix: string;
  dialect: ErrorDialect;
}

/** A service whose errors leave in its own dialect: under its base path, and at the root paths it also answers. */
export interface DialectMount {
  basePath: string;
  dialect: ErrorDialect;
  rootPaths: readonly string[];
}

/** An error dialect that renders each error in the dialect of the service its request's path names. */
export class FallbackErrors implements ErrorDialect {
  private readonly routes: DialectRoute[];
  /** Operation paths a root-aliased service also answers at the root (root-alias.ts), with its dialect. */
  private readonly rootPaths = new RouteTable<ErrorDialect>();

  constructor(
    mounts: readonly DialectMount[],
    private readonly clock: Clock,
  ) {
    this.routes = mounts
      .map((s) => ({ prefix: s.basePath.toLowerCase(), dialect: s.dialect }))
      .sort((a, b) => b.prefix.length - a.prefix.length);
    for (const s of mounts) for (const path of s.rootPaths) this.rootPaths.add(path, s.dialect);
  }

  /** The dialect of the service whose base path (or root-aliased operation path) `path` is under. */
  dialectOf(path: string): ErrorDialect {
    const p = path.split("?")[0];
    const lower = p.toLowerCase();
    const mount = this.routes.find(
      (r) => lower === r.prefix || lower.startsWith(`${r.prefix}/`) || lower.startsWith(`${r.prefix}?`),
    );
    return mount?.dialect ?? this.rootPaths.find(p)?.value ?? gatewayDialect;
  }

  render(err: ServiceError, ctx: ErrorContext): RenderedError {
    return this.dialectOf(ctx.path).render(err, ctx);
  }

  /**
   * Answers the requests Node's parser refuses (the server's `clientError` event) in the dialect of the
   * path in their request line, as far as it was read, then closes the connection as Node does.
   */
  listen(server: Server): void {
    server.on("clientError", (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
      // A connection reset or a timed-out request has nobody waiting for an answer.
      if (err.code === "ECONNRESET" || err.code === "ERR_HTTP_REQUEST_TIMEOUT" || !socket.writable) {
        socket.destroy();
        return;
      }
      const target = /^[A-Za-z]+ +([^\s]*)/.exec(err.rawPacket?.toString("latin1") ?? "")?.[1] ?? "";
      const path = target.startsWith("/") ? target : "/";
      const message =
        err.code === "HPE_HEADER_OVERFLOW"
          ? "the request line and headers exceed 16 KB"
          : `the request is not valid HTTP (${err.code ?? "parse error"})`;
      const rendered = this.render(new ServiceError("invalid_argument", message), { requestId: "", path });
      const body = JSON.stringify(rendered.body);
      const headers = Object.entries(rendered.headers ?? {}).map(([k, v]) => `${k}: ${v}\r\n`);
      socket.end(
        `HTTP/1.1 ${rendered.status} ${STATUS_CODES[rendered.status]}\r\n${headers.join("")}` +
          `Date: ${httpDate(this.clock)}\r\n` +
          "Content-Type: application/json; charset=utf-8\r\n" +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
  }
}
