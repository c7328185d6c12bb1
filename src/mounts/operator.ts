/**
 * The gateway's own endpoints: `/healthz`, `/metrics` and the admin API with its console under `/__admin`.
 * They serve whatever the other mounts registered (src/mounts/context.ts), read when they are asked.
 */
import { adminRouter } from "../http/admin";
import { consoleApi, consolePage } from "../http/console";
import { recordsByService } from "../http/console/records";
import { under } from "../http/front-door";
import { healthHandler } from "../http/health";
import { readSnapshot, takeSnapshot } from "../runtime/snapshot";
import type { Mount } from "./context";

export interface AdminSettings {
  /** On by default, loopback Hosts only unless `allowedHosts` names others (src/http/admin.ts). */
  enabled?: boolean;
  token?: string;
  allowedHosts?: readonly string[];
}

/** Entries the due-work listing shows per service, the soonest; the count covers the rest. */
const DUE_WORK_LISTED = 20;

export function healthAndMetrics(): Mount {
  return ({ app, frontDoor, clock, served, proxy }) => {
    frontDoor.leave(under(["/healthz", "/metrics"]));
    app.get(
      "/healthz",
      healthHandler(clock, () => served.map((s) => s.health())),
    );
    app.get("/metrics", proxy.metrics.handler);
  };
}

export function adminApi(settings: AdminSettings = {}): Mount {
  return ({
    app,
    frontDoor,
    clock,
    store,
    scheduler,
    proxy,
    traffic,
    logger,
    served,
    checked,
    replaceStore,
  }) => {
    if (!(settings.enabled ?? true)) return;
    frontDoor.leave(under(["/__admin"]));
    const services = () => served.filter((s) => s.kind === "service").map((s) => s.name);
    app.use(
      "/__admin",
      adminRouter({
        token: settings.token,
        allowedHosts: settings.allowedHosts,
        clock,
        clockMoved: () => scheduler.runDue(),
        logger,
        reset: () => replaceStore((s) => s.clear()),
        snapshot: () => takeSnapshot(store, clock.now()),
        restore: (body) =>
          replaceStore((s) => s.load(readSnapshot(body, new Set(served.map((entry) => entry.name))))),
        actions: (name) => served.find((s) => s.name === name)?.actions?.(),
        readers: {
          violations: (query) => proxy.violations.summary(query),
          "violations/summary": (query) => proxy.violations.grouped(query),
          services: () => served.map((s) => s.view()),
          "due-work": () => scheduler.pending(DUE_WORK_LISTED),
          records: () => recordsByService(store.sizes(), services()),
        },
        console: {
          page: consolePage(),
          api: consoleApi({ traffic, violations: proxy.violations, clock, checked }),
        },
      }),
    );
  };
}
