/**
 * createApp(options): the whole gateway as an Express app that never listens. Every registered service
 * (generated/index.ts) is mounted at its spec's servers[0].url. All state comes in through `options`, so
 * each test builds a fresh, independent app.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import express, { type Express } from "express";
import type { OpenAPIV3 } from "express-openapi-validator/dist/framework/types";
import yaml from "js-yaml";
import { type ServiceSlug, services } from "../generated/index";
import type { ProxyOptions } from "./config";
import { dialects } from "./errors";
import { serviceModules } from "./handlers";
import { adminRouter } from "./http/admin";
import { FallbackErrors } from "./http/fallback-errors";
import { createLogger, type Logger } from "./http/logger";
import { ProxyMode } from "./http/proxy";
import { requestLog } from "./http/request-log";
import { rootAliases } from "./http/root-alias";
import { ServiceFront } from "./http/service-front";
import { serviceRouter } from "./http/service-router";
import { type Clock, SystemClock } from "./runtime/clock";
import { PageTokens } from "./runtime/pagination";
import {
  type CallerConfig,
  DEFAULT_CALLERS,
  type ServiceDeps,
  type ServiceInstance,
} from "./runtime/service";
import { MemoryStore, type Store } from "./runtime/store";

export interface AppOptions {
  /** Domain state; defaults to the embedded in-memory store. */
  store?: Store;
  /** Ceiling on the records each service keeps in the default store (src/runtime/store.ts). */
  maxRecordsPerService?: number;
  /** Time; defaults to the machine's clock (movable through the admin API). */
  clock?: Clock;
  /** Accepted bearer tokens; defaults to `dev-token` with every permission. */
  callers?: CallerConfig[];
  /** Check every response against the spec (a violation becomes a 500 and a log line). Default true. */
  validateResponses?: boolean;
  /** The admin API: on by default, loopback Hosts only unless `allowedHosts` names others (src/http/admin.ts). */
  admin?: { enabled?: boolean; token?: string; allowedHosts?: readonly string[] };
  logger?: Logger;
  /** Largest accepted request body, in body-parser notation. Default 10mb. */
  bodyLimit?: string;
  /** Mount only these services (default: every registered one), e.g. to run one service alone. */
  services?: readonly ServiceSlug[];
  /** Services to run as a validating proxy to an upstream instead of their handlers (src/config.ts). */
  proxy?: ProxyOptions;
  /**
   * Before returning, run made-up requests to every operation on scratch instances of the services, so that
   * no first request runs cold code (src/http/rehearsal.ts). Default false; the server turns it on.
   */
  rehearse?: boolean;
}

const root = path.resolve(__dirname, "..");

export function loadSpec(specFile: string): OpenAPIV3.DocumentV3 {
  return yaml.load(readFileSync(path.join(root, specFile), "utf8")) as OpenAPIV3.DocumentV3;
}

export async function createApp(options: AppOptions = {}): Promise<Express> {
  const logger = options.logger ?? createLogger();
  const clock = options.clock ?? new SystemClock();
  const store = options.store ?? new MemoryStore({ maxRecordsPerService: options.maxRecordsPerService });
  const deps: ServiceDeps = {
    store,
    clock,
    pageTokens: new PageTokens(),
    config: { callers: options.callers ?? DEFAULT_CALLERS },
  };
  const mounted = options.services ? services.filter((s) => options.services?.includes(s.slug)) : services;
  const proxy = new ProxyMode({ options: options.proxy, logger, clock });
  const instances = new Map<ServiceSlug, ServiceInstance<never>>();
  const build = () => {
    for (const s of mounted)
      if (!proxy.upstreamOf(s.slug))
        instances.set(s.slug, serviceModules[s.slug].create(deps) as ServiceInstance<never>);
  };
  build();

  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  const log = requestLog(logger);
  app.use(log);
  // Serves the reference services' requests ahead of Express (src/http/service-front.ts explains why).
  const front = new ServiceFront(log);

  app.get("/healthz", (_req, res) => {
    res.json({
      status: "ok",
      now: clock.now().toISOString(),
      services: mounted.map((s) => ({
        slug: s.slug,
        title: s.title,
        basePath: s.basePath,
        ...proxy.describe(s.slug),
      })),
    });
  });
  app.get("/metrics", proxy.metrics.handler);

  if (options.admin?.enabled ?? true) {
    app.use(
      "/__admin",
      adminRouter({
        token: options.admin?.token,
        allowedHosts: options.admin?.allowedHosts,
        clock,
        logger,
        reset: () => {
          store.clear();
          build();
        },
        actions: (slug) => instances.get(slug as ServiceSlug)?.admin,
        readers: { violations: (query) => proxy.violations.summary(query) },
      }),
    );
  }

  app.use(rootAliases(mounted.filter((s) => s.rootAlias)));
  for (const s of mounted) {
    if (proxy.upstreamOf(s.slug)) {
      app.use(
        s.basePath,
        await proxy.router({ slug: s.slug, apiDoc: loadSpec(s.specFile), dialect: dialects[s.dialect] }),
      );
      continue;
    }
    app.use(
      s.basePath,
      front.add(
        s.basePath,
        await serviceRouter({
          slug: s.slug,
          basePath: s.basePath,
          apiDoc: loadSpec(s.specFile),
          operations: s.operations,
          module: serviceModules[s.slug] as never,
          instance: () => instances.get(s.slug)!,
          deps,
          dialect: dialects[s.dialect],
          validateResponses: options.validateResponses ?? true,
          logger,
          bodyLimit: options.bodyLimit ?? "10mb",
        }),
      ),
    );
  }

  app.use((req, res) => {
    res
      .status(404)
      .json({ error: `no service is mounted at ${req.path}`, services: mounted.map((s) => s.basePath) });
  });
  app.use(new FallbackErrors(options.services).errorHandler(logger));
  front.install(app);
  if (options.rehearse) {
    const report = await front.rehearse(app);
    const answers = report.services.flatMap((s) => s.answers);
    logger.info(
      { ms: Math.round(report.ms), requests: answers.length },
      "rehearsed every operation on scratch instances",
    );
    for (const s of report.services) {
      logger.debug({ service: s.prefix, answers: s.answers }, "rehearsal answers");
      // 0: no answer in time.
      for (const a of s.answers.filter((x) => x.status >= 500 || x.status === 0)) {
        logger.warn({ service: s.prefix, ...a }, "a made-up request got a server error or no answer");
      }
    }
  }
  return app;
}
