/**
 * createApp(options): the whole gateway as an Express app that never listens. Every registered service
 * (generated/index.ts) is mounted at its spec's servers[0].url. All state comes in through `options`, so
 * each test builds a fresh, independent app.
 */
import type { Server } from "node:http";
import express, { type Express, type RequestHandler } from "express";
import type { ServiceSlug } from "../generated/index";
import { servedDocument, specMiddleware, statefulMockOf } from "./any-spec/mount";
import type { MountedSpec } from "./any-spec/mounted-spec";
import { specNotes } from "./any-spec/start-report";
import type { ProxyOptions } from "./config";
import { dialects } from "./errors";
import { serviceModules } from "./handlers";
import { adminRouter } from "./http/admin";
import { type AtBasePath, basePaths } from "./http/base-paths";
import { consoleApi, consolePage } from "./http/console";
import { recordsByService } from "./http/console/records";
import { describeServices } from "./http/console/services";
import { stampDate } from "./http/date-header";
import { mountDocs } from "./http/docs";
import { dialectErrorHandler } from "./http/errors";
import { FallbackErrors } from "./http/fallback-errors";
import { IgnoredParameters } from "./http/ignored-parameters";
import { createLogger, type Logger } from "./http/logger";
import { mountedServices } from "./http/mounted";
import { ProxyMode } from "./http/proxy";
import { requestLog } from "./http/request-log";
import { type AliasedService, rootAliases } from "./http/root-alias";
import { serviceRouter } from "./http/service-router";
import { TrafficFeed } from "./http/traffic-feed";
import { warmValidators } from "./http/warm-up";
import { type Clock, SystemClock } from "./runtime/clock";
import { MemoryStore } from "./runtime/memory-store";
import { PageTokens } from "./runtime/pagination";
import { Scheduler } from "./runtime/scheduler";
import {
  type CallerConfig,
  DEFAULT_CALLERS,
  type ServiceDeps,
  type ServiceInstance,
} from "./runtime/service";
import { SignedLinks } from "./runtime/signed-links";
import { readSnapshot, takeSnapshot } from "./runtime/snapshot";
import { type Store, serviceStore } from "./runtime/store";

export interface AppOptions {
  /** Domain state; defaults to the embedded in-memory store. */
  store?: Store;
  /** Ceiling on the records each service keeps in the default store (src/runtime/memory-store.ts). */
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
  /**
   * Express's "trust proxy" setting: which proxies in front of the gateway may name the client with
   * X-Forwarded-For (true for all, a hop count, or addresses). Default false: the connection's peer is the
   * client.
   */
  trustProxy?: boolean | number | string;
  /** Largest accepted request body, in body-parser notation. Default 10mb. */
  bodyLimit?: string;
  /** Mount only these services (default: every registered one), e.g. to run one service alone. */
  services?: readonly ServiceSlug[];
  /** Services to run as a validating proxy to an upstream instead of their handlers (src/config.ts). */
  proxy?: ProxyOptions;
  /** OpenAPI documents mounted as they come, proxied or mocked (loaded by src/any-spec/load.ts). */
  specs?: readonly MountedSpec[];
  /**
   * Middleware for every request (health, admin and every service alike), run right after the request log:
   * tracing, rate limits, whatever a deployment adds.
   */
  middleware?: readonly RequestHandler[];
}

export async function createApp(options: AppOptions = {}): Promise<Express> {
  const logger = options.logger ?? createLogger();
  const clock = options.clock ?? new SystemClock();
  const store = options.store ?? new MemoryStore({ maxRecordsPerService: options.maxRecordsPerService });
  const scheduler = new Scheduler(clock, (service, work, err) =>
    logger.error({ service, work: work.key, kind: work.kind, err: String(err) }, "due work failed"),
  );
  const mounted = mountedServices(options.services);
  const shared = {
    clock,
    pageTokens: new PageTokens(),
    signedLinks: new SignedLinks(),
    config: { callers: options.callers ?? DEFAULT_CALLERS },
  };
  /** One object per service for the app's life; `build` gives it the service's share of the store anew. */
  const depsOf = new Map<ServiceSlug, ServiceDeps>(
    mounted.map((s) => {
      const own = serviceStore(store, s.slug);
      return [s.slug, { ...shared, store: own, schedule: scheduler.scheduleOf(s.slug, own) }];
    }),
  );
  const proxy = new ProxyMode({ options: options.proxy, logger, clock });
  const ignoredParameters = new IgnoredParameters(proxy.metrics.registry, logger);
  const instances = new Map<ServiceSlug, ServiceInstance<ServiceSlug>>();
  /** (Re)creates every reference service; one whose namespace already holds state keeps it. */
  const build = () => {
    for (const s of mounted) {
      if (proxy.upstreamOf(s.slug)) continue;
      const deps = depsOf.get(s.slug)!;
      deps.store = serviceStore(store, s.slug);
      scheduler.bind(s.slug, deps.store);
      instances.set(s.slug, serviceModules[s.slug].create(deps));
    }
    scheduler.reindex();
  };
  build();
  const specs = options.specs ?? [];
  // A mocked spec keeps its records in its own namespace of the store, as a reference service does.
  const mocks = specs.map((s) => statefulMockOf(s, { store, clock }));
  const seedMocks = () => {
    for (const m of mocks) m?.seed();
  };

  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("trust proxy", options.trustProxy ?? false);
  const log = requestLog(logger);
  const traffic = new TrafficFeed(clock);
  // Work the clock has reached is done before anything is answered, so no request sees state behind time.
  app.use((req, res, next) => {
    scheduler.runDue();
    stampDate(res, clock);
    if (traffic.watched) traffic.watch(res);
    log(req, res, next);
  });
  for (const m of options.middleware ?? []) app.use(m);

  // The services come right after the docs (whose pages include each service's openapi.json), ahead of the
  // gateway's own endpoints: a request passes through as few layers as it can before its service.
  mountDocs(app, [
    ...mounted,
    ...specs.map((s) => ({
      slug: s.name,
      title: s.title,
      basePath: s.basePath,
      document: () => servedDocument(s),
      notes: () => specNotes(s),
    })),
  ]);
  const served: AtBasePath[] = [];
  const aliased: AliasedService[] = [];
  for (const s of mounted) {
    const common = {
      slug: s.slug,
      operations: s.operations,
      validation: s.validation,
      dialect: dialects[s.dialect],
    };
    let handler: RequestHandler;
    if (proxy.upstreamOf(s.slug)) {
      handler = proxy.router(common);
      app.use(s.basePath, handler);
    } else {
      const serve = serviceRouter({
        ...common,
        basePath: s.basePath,
        module: serviceModules[s.slug],
        instance: () => instances.get(s.slug)!,
        deps: depsOf.get(s.slug)!,
        validateResponses: options.validateResponses ?? true,
        logger,
        bodyLimit: options.bodyLimit ?? "10mb",
        ignoredParameters,
      });
      served.push({ basePath: s.basePath, serve });
      // At the root, a service's operations have the same paths as under its base path.
      handler = (req, res) => serve(req, res, req.path);
    }
    if (s.rootAlias) aliased.push({ operations: s.operations, handler });
  }
  app.use(basePaths(served));
  app.use(rootAliases(aliased));

  app.get("/healthz", (_req, res) => {
    res.json({
      status: "ok",
      now: clock.now().toISOString(),
      services: [
        ...mounted.map((s) => ({
          slug: s.slug,
          title: s.title,
          basePath: s.basePath,
          ...proxy.describe(s.slug),
        })),
        // Mounted specs are listed as services too, with the document they come from.
        ...specs.map((s) => ({
          slug: s.name,
          title: s.title,
          basePath: s.basePath,
          ...ProxyMode.describeMount(s.target),
          specFile: s.file,
          uncheckedOperations: s.uncheckedOperations.size,
          warnings: s.warnings.length,
        })),
      ],
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
        clockMoved: () => scheduler.runDue(),
        logger,
        reset: () => {
          store.clear();
          build();
          seedMocks();
        },
        snapshot: () => takeSnapshot(store, clock.now()),
        restore: (body) => {
          store.load(
            readSnapshot(body, new Set([...mounted.map((s) => s.slug), ...specs.map((s) => s.name)])),
          );
          build();
          seedMocks();
        },
        actions: (slug) => instances.get(slug as ServiceSlug)?.admin,
        readers: {
          violations: (query) => proxy.violations.summary(query),
          "violations/summary": (query) => proxy.violations.grouped(query),
          services: () => describeServices(mounted, specs, proxy),
          "due-work": () => scheduler.pending(DUE_WORK_LISTED),
          records: () =>
            recordsByService(
              store.sizes(),
              mounted.map((s) => s.slug),
            ),
        },
        console: {
          page: consolePage(),
          api: consoleApi({
            traffic,
            violations: proxy.violations,
            clock,
            checked: new Set([
              ...mounted.filter((s) => proxy.upstreamOf(s.slug)).map((s) => s.slug),
              ...specs.map((s) => s.name),
            ]),
          }),
        },
      }),
    );
  }

  for (const [i, s] of specs.entries()) app.use(s.basePath, specMiddleware(s, proxy, mocks[i]));
  // A mounted document's validators are compiled on first use (src/any-spec/compile.ts), not here.
  warmValidators(mounted.map((s) => s.validation));
  app.use((req, res) => {
    res
      .status(404)
      .json({ error: `no service is mounted at ${req.path}`, services: mounted.map((s) => s.basePath) });
  });
  const fallback = new FallbackErrors(mounted, clock);
  app.use(dialectErrorHandler(fallback, logger));
  parserRefusals.set(app, fallback);
  return app;
}

/** Entries the due-work listing shows per service, the soonest; the count covers the rest. */
const DUE_WORK_LISTED = 20;

/** Each app's renderer of what Node's HTTP parser refuses, for `listen`. */
const parserRefusals = new WeakMap<Express, FallbackErrors>();

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
