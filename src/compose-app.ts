/**
 * The gateway's mounts (src/mounts/) on one shared context, in the order their routes take: what createApp
 * (src/app.ts) builds, and the app of a command that serves documents only, which passes no built-in services'
 * mount and so never imports their modules, generated code or fixtures.
 */
import type { Express, RequestHandler } from "express";
import type { MountedSpec } from "./any-spec/mounted-spec";
import type { WatchedSpec } from "./any-spec/watch";
import type { ProxyOptions } from "./config";
import { createLogger, type Logger } from "./http/logger";
import { AppContext, type Mount, mountAll } from "./mounts/context";
import { docsPages } from "./mounts/docs-pages";
import { mountedDocuments } from "./mounts/documents";
import { fallbacks } from "./mounts/fallbacks";
import { type AdminSettings, adminApi, healthAndMetrics } from "./mounts/operator";
import type { ReferenceServicesOptions } from "./mounts/reference-services";
import { requestPath } from "./mounts/request-path";
import { type Clock, SystemClock } from "./runtime/clock";
import { MemoryStore } from "./runtime/memory-store";
import type { Store } from "./runtime/store";

export interface AppOptions extends ReferenceServicesOptions {
  /** Domain state; defaults to the embedded in-memory store. */
  store?: Store;
  /** Ceiling on the records each service keeps in the default store (src/runtime/memory-store.ts). */
  maxRecordsPerService?: number;
  /** Time; defaults to the machine's clock (movable through the admin API). */
  clock?: Clock;
  /** The admin API: on by default, loopback Hosts only unless `allowedHosts` names others (src/http/admin.ts). */
  admin?: AdminSettings;
  logger?: Logger;
  /**
   * Express's "trust proxy" setting: which proxies in front of the gateway may name the client with
   * X-Forwarded-For (true for all, a hop count, or addresses). Default false: the connection's peer is the
   * client.
   */
  trustProxy?: boolean | number | string;
  /** Services to run as a validating proxy to an upstream instead of their handlers (src/config.ts). */
  proxy?: ProxyOptions;
  /**
   * OpenAPI documents mounted as they come, proxied or mocked (loaded by src/any-spec/load.ts); a watched one
   * is served in its latest version that loads (src/any-spec/watch.ts).
   */
  specs?: readonly (MountedSpec | WatchedSpec)[];
  /**
   * Middleware for every request (health, admin and every service alike), run right after the request log:
   * tracing, rate limits, whatever a deployment adds.
   */
  middleware?: readonly RequestHandler[];
}

/** The app of `options`, with `services` (the built-in services' mount) in its place when given. */
export async function composeApp(options: AppOptions, services?: Mount): Promise<Express> {
  const context = new AppContext({
    logger: options.logger ?? createLogger(),
    clock: options.clock ?? new SystemClock(),
    store: options.store ?? new MemoryStore({ maxRecordsPerService: options.maxRecordsPerService }),
    proxy: options.proxy,
    trustProxy: options.trustProxy,
  });
  return mountAll(context, [
    requestPath(options.middleware),
    docsPages(),
    ...(services ? [services] : []),
    healthAndMetrics(),
    adminApi(options.admin),
    mountedDocuments(options.specs),
    fallbacks(),
  ]);
}
