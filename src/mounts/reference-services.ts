/**
 * The built-in services (generated/index.ts), each at its spec's base path, as its reference implementation
 * or, when proxy mode names an upstream for it, as a validating proxy. The service modules (their handlers and
 * fixtures) are imported only when at least one service is mounted, so an app that serves only documents of
 * its own never loads them.
 */
import type { ServiceSlug } from "../../generated/index";
import { dialects } from "../errors";
import { atRoot } from "../http/base-paths";
import { serviceView } from "../http/console/services";
import type { Lane } from "../http/front-door";
import { IgnoredParameters } from "../http/ignored-parameters";
import { mountedServices } from "../http/mounted";
import { type AliasedService, rootAliases } from "../http/root-alias";
import { serviceRouter } from "../http/service-router";
import { warmValidators } from "../http/warm-up";
import { PageTokens } from "../runtime/pagination";
import type { CallerConfig, ServiceDeps, ServiceInstance } from "../runtime/service";
import { DEFAULT_CALLERS } from "../runtime/service";
import { SignedLinks } from "../runtime/signed-links";
import { serviceStore } from "../runtime/store";
import type { Mount } from "./context";

export interface ReferenceServicesOptions {
  /** Mount only these services (default: every registered one); none for an empty list. */
  services?: readonly ServiceSlug[];
  /** Accepted bearer tokens; defaults to `dev-token` with every permission. */
  callers?: CallerConfig[];
  /** Check every response against the spec (a violation becomes a 500 and a log line). Default true. */
  validateResponses?: boolean;
  /** Largest accepted request body, in body-parser notation. Default 10mb. */
  bodyLimit?: string;
}

export function referenceServices(options: ReferenceServicesOptions): Mount {
  return (context) => {
    const mounted = mountedServices(options.services);
    if (mounted.length === 0) return;
    // Loaded here, on first need, rather than imported at the top: see the module's comment.
    const { serviceModules } = require("../handlers") as typeof import("../handlers");
    const { app, store, scheduler, proxy, logger } = context;
    const shared = {
      clock: context.clock,
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
    context.onStoreReplaced(build);

    const ignoredParameters = new IgnoredParameters(proxy.metrics.registry, logger);
    const served: Lane[] = [];
    const aliased: AliasedService[] = [];
    for (const s of mounted) {
      const common = {
        slug: s.slug,
        operations: s.operations,
        validation: s.validation,
        dialect: dialects[s.dialect],
      };
      const proxied = proxy.upstreamOf(s.slug) !== undefined;
      const serve = proxied
        ? proxy.router(common)
        : serviceRouter({
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
      // The proxy reads only what Node's request and response hold (front-door.ts: a bare lane).
      served.push(proxied ? [s.basePath, serve, "bare"] : [s.basePath, serve]);
      if (s.rootAlias) aliased.push({ operations: s.operations, handler: atRoot(serve) });
      context.register({
        name: s.slug,
        kind: "service",
        basePath: s.basePath,
        health: () => ({ slug: s.slug, title: s.title, basePath: s.basePath, ...proxy.describe(s.slug) }),
        view: () => serviceView(s, proxy),
        docs: s,
        checked: proxy.upstreamOf(s.slug) !== undefined,
        errors: {
          dialect: dialects[s.dialect],
          rootPaths: s.rootAlias ? s.operations.map((op) => op.path) : [],
        },
        actions: () => instances.get(s.slug)?.admin,
      });
    }
    context.frontDoor.serve(served);
    const aliases = rootAliases(aliased);
    app.use(aliases.layer);
    context.frontDoor.leave(aliases.claim);
    warmValidators(mounted.map((s) => s.validation));
  };
}
