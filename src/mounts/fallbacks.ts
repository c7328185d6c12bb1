/**
 * The end of the app: a path nothing is mounted at is a 404 that names the base paths served, and an error
 * that escapes a request path leaves as JSON in the dialect of the service its path names. `listen` serves the
 * app and answers what Node's HTTP parser refuses the same way.
 */
import type { Server } from "node:http";
import type { Express } from "express";
import { dialectErrorHandler } from "../http/errors";
import { type DialectMount, FallbackErrors } from "../http/fallback-errors";
import { notMounted } from "../http/health";
import type { Mount } from "./context";

/** Each app's renderer of what Node's HTTP parser refuses, for `listen`. */
const parserRefusals = new WeakMap<Express, FallbackErrors>();

export function fallbacks(): Mount {
  return ({ app, frontDoor, served, clock, logger }) => {
    const mounts: DialectMount[] = served.flatMap((s) =>
      s.errors ? [{ basePath: s.basePath, ...s.errors }] : [],
    );
    const fallback = new FallbackErrors(mounts, clock);
    frontDoor.end(
      notMounted(() => served.map((s) => s.basePath)),
      dialectErrorHandler(fallback, logger),
    );
    parserRefusals.set(app, fallback);
  };
}

/**
 * Listens with `app` as Express's `app.listen` does (`onListening` hears an error to listen, such as a port in use,
 * as its argument), and answers the requests Node's HTTP parser refuses before any handler runs (a request line
 * over 16 KB, a malformed header) in the format the app answers errors in.
 */
export function listen(
  app: Express,
  port: number,
  host: string,
  onListening?: (err?: Error) => void,
): Server {
  const server = app.listen(port, host, onListening);
  parserRefusals.get(app)?.listen(server);
  return server;
}
