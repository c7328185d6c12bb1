/**
 * The answers no service's own request path gives: an error that escapes to the end of the
 * Express app, and a request Node's HTTP parser refuses before any handler runs (a request line or headers
 * over 16 KB, a malformed header). Node would answer these with a bare 431 or 400 and Express with an HTML
 * page carrying a stack; here they leave as JSON, in the dialect of the service the request's path names
 * (a user of one service never sees another's error shape, nor Node's), or as the gateway's own `{error: {kind, message}}` elsewhere.
 */
import { type Server, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ErrorRequestHandler } from "express";
import { type ServiceSlug, services } from "../../generated/index";
import { dialects } from "../errors";
import { DEFAULT_STATUS, type ErrorDialect, type RenderedError } from "../errors/dialect";
import { ServiceError } from "../errors/service-error";
import { toServiceError } from "./errors";
import type { Logger } from "./logger";
import { RouteTable } from "./route-table";

interface DialectRoute {
  /** The service's base path in lower case (Express matches mounts case-insensitively). */
  prefix: string;
  dialect: ErrorDialect;
}

export class FallbackErrors {
  private readonly routes: DialectRoute[];
  /** Operation paths a root-aliased service also answers at the root (root-alias.ts), with its dialect. */
  private readonly rootPaths = new RouteTable<ErrorDialect>();

  /** `mounted`: the slugs the app serves (default: every registered service). */
  constructor(mounted?: readonly ServiceSlug[]) {
    const served = services.filter((s) => !mounted || mounted.includes(s.slug));
    this.routes = served
      .map((s) => ({ prefix: s.basePath.toLowerCase(), dialect: dialects[s.dialect] }))
      .sort((a, b) => b.prefix.length - a.prefix.length);
    for (const s of served)
      if (s.rootAlias) for (const op of s.operations) this.rootPaths.add(op.path, dialects[s.dialect]);
  }

  /** The dialect of the service whose base path (or root-aliased operation path) `path` is under. */
  dialectOf(path: string): ErrorDialect | undefined {
    const p = path.split("?")[0];
    const lower = p.toLowerCase();
    const mount = this.routes.find(
      (r) => lower === r.prefix || lower.startsWith(`${r.prefix}/`) || lower.startsWith(`${r.prefix}?`),
    );
    return mount?.dialect ?? this.rootPaths.find(p)?.value;
  }

  render(err: ServiceError, path: string, requestId: string): RenderedError {
    const dialect = this.dialectOf(path);
    if (dialect) return dialect.render(err, { requestId, path });
    return { status: DEFAULT_STATUS[err.kind], body: { error: { kind: err.kind, message: err.message } } };
  }

  /** The app's last error handler: whatever reached it leaves as JSON, a 5xx without its cause. */
  errorHandler(logger: Logger): ErrorRequestHandler {
    return (err, req, res, _next) => {
      const requestId = String(res.locals.requestId ?? "");
      let e = toServiceError(err);
      if (!e) {
        logger.error(
          { requestId, err: err instanceof Error ? { message: err.message, stack: err.stack } : err },
          "unexpected error",
        );
        e = new ServiceError("internal", `internal error; request id ${requestId}`);
      }
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const rendered = this.render(e, req.originalUrl, requestId);
      res.status(rendered.status).set(rendered.headers ?? {});
      res.type("application/json").send(JSON.stringify(rendered.body));
    };
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
      const rendered = this.render(new ServiceError("invalid_argument", message), path, "");
      const body = JSON.stringify(rendered.body);
      const headers = Object.entries(rendered.headers ?? {}).map(([k, v]) => `${k}: ${v}\r\n`);
      socket.end(
        `HTTP/1.1 ${rendered.status} ${STATUS_CODES[rendered.status]}\r\n${headers.join("")}` +
          "Content-Type: application/json; charset=utf-8\r\n" +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
  }
}
