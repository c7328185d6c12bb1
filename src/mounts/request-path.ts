/**
 * The first layer of every request (src/http/request-entry.ts: due work, Date, live feed, request log), then
 * the middleware a deployment adds (tracing, rate limits), which sees every request: while there is any, every
 * request takes Express's way (src/http/front-door.ts).
 */
import type { RequestHandler } from "express";
import { requestEntry } from "../http/request-entry";
import type { Mount } from "./context";

export function requestPath(middleware: readonly RequestHandler[] = []): Mount {
  return (context) => {
    context.frontDoor.entrance(requestEntry(context), middleware);
  };
}
