/**
 * Starting a gateway, as every command that serves does: the state (in memory, or kept in a STATE_DIR), the
 * mounted documents loaded and compiled, the app listening, a banner of what is served where, and a clean
 * shutdown on SIGTERM or SIGINT.
 *
 * Environment: PORT, HOST (default 127.0.0.1), STATE_DIR (keep state in this directory across restarts;
 * `--state-dir` and the config file's `stateDir` win), ADMIN (off disables /__admin), ADMIN_TOKEN, ADMIN_HOSTS
 * (comma-separated host names the admin API answers besides loopback ones), MAX_RECORDS_PER_SERVICE (ceiling on
 * each service's stored records), VALIDATE_RESPONSES (false disables response validation), TRUST_PROXY (which
 * proxies in front may name the client with X-Forwarded-For, as Express's "trust proxy" setting; default
 * none), LOG_LEVEL.
 */
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import type { ServiceSlug } from "../../generated/services";
import { loadSpecs } from "../any-spec/load";
import { specLines } from "../any-spec/start-report";
import { mockLines } from "../any-spec/stateful/plan";
import { watchAll } from "../any-spec/watch";
import { type AppOptions, composeApp } from "../compose-app";
import type { StartOptions } from "../config";
import { ConfigError } from "../config-values";
import { createLogger } from "../http/logger";
import type { MountedService } from "../http/mounted";
import { listen } from "../mounts/fallbacks";
import { SystemClock } from "../runtime/clock";
import { StateDir } from "../runtime/state-dir";
import { type Env, type ListenSettings, portOf } from "./command";

/** The built-in services a start serves, and the app that serves them beside the documents. */
export interface BuiltInServices {
  served: readonly MountedService[];
  createApp(options: AppOptions): Promise<Express>;
}

/**
 * What a command that serves documents only starts: no built-in service, and an app without their mount, so
 * that none of their modules is loaded (nor bundled into dist/documents.js).
 */
export const DOCUMENTS_ONLY: BuiltInServices = { served: [], createApp: (options) => composeApp(options) };

export interface GatewayPlan {
  start: StartOptions;
  services: BuiltInServices;
  listen: ListenSettings;
}

function recordCeiling(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new ConfigError(`MAX_RECORDS_PER_SERVICE must be a positive integer, got ${JSON.stringify(value)}`);
  return n;
}

/** TRUST_PROXY as Express reads "trust proxy": true, false, a hop count, or comma-separated addresses. */
function trustProxy(value: string | undefined): boolean | number | string | undefined {
  if (value === undefined || value === "") return undefined;
  if (value === "true" || value === "false") return value === "true";
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Why the gateway could not listen, in one line. */
function listenFailure(e: NodeJS.ErrnoException, host: string, port: number): string {
  if (e.code === "EADDRINUSE") return `port ${port} is already in use`;
  if (e.code === "EACCES") return `port ${port} needs privileges this process does not have`;
  if (e.code === "EADDRNOTAVAIL") return `HOST ${host} is not an address of this machine`;
  return `cannot listen on ${host}:${port}: ${e.message}`;
}

export async function startGateway({ start, services, listen: at }: GatewayPlan, env: Env): Promise<void> {
  const port = at.port ?? (env.PORT ? portOf(env.PORT, "PORT") : 8080);
  const host = at.host ?? env.HOST ?? "127.0.0.1";
  const logger = createLogger();
  const served = services.served;
  const maxRecordsPerService = recordCeiling(env.MAX_RECORDS_PER_SERVICE);
  const stateDir = start.stateDir ?? (env.STATE_DIR || undefined);
  const state = stateDir === undefined ? undefined : await StateDir.open(stateDir, { maxRecordsPerService });
  if (state?.store.upgraded)
    logger.info(
      { stateDir: state.dir, records: state.store.upgraded },
      "STATE_DIR was written by an earlier version: its records are indexed, once",
    );
  const mounts = start.proxy.specs ?? [];
  const cacheDir = start.proxy.cacheDir ?? "";
  const specs = await loadSpecs(
    mounts,
    cacheDir,
    new Map(served.map((s) => [s.basePath.toLowerCase(), s.slug])),
  );
  const watched = start.watch ? await watchAll(specs, mounts, { cacheDir, logger }) : [];
  const adminToken = env.ADMIN_TOKEN || undefined;
  const adminHosts = (env.ADMIN_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  const app = await services.createApp({
    store: state?.store,
    clock: state && new SystemClock(state.clockOffsetMs(), (ms) => state.saveClockOffset(ms)),
    services: served.map((s) => s.slug),
    logger,
    validateResponses: env.VALIDATE_RESPONSES !== "false",
    trustProxy: trustProxy(env.TRUST_PROXY),
    admin: { enabled: env.ADMIN !== "off", token: adminToken, allowedHosts: adminHosts },
    proxy: start.proxy,
    specs: start.watch ? watched : specs,
    maxRecordsPerService,
  });
  const modeOf = (slug: ServiceSlug) => {
    const u = start.proxy.upstreams[slug];
    return u ? `[proxy -> ${u.url}, policy ${u.policy}]` : "[reference]";
  };
  // Whether anyone who can reach a permitted Host may reset every service's state.
  const adminGuard = `${adminToken ? "token-guarded" : "OPEN, no ADMIN_TOKEN"}; Host: ${["loopback", ...adminHosts].join(", ")}`;
  const server = listen(app, port, host, (err) => {
    if (err) {
      console.error(listenFailure(err as NodeJS.ErrnoException, host, port));
      process.exit(2);
    }
    const { port: bound } = server.address() as AddressInfo;
    const origin = `http://${host === "0.0.0.0" ? "localhost" : host}:${bound}`;
    const lines = [
      `gateway listening on ${origin} (ready in ${Math.round(performance.now())} ms from spawn)`,
      ...served.map((s) => `  ${s.slug.padEnd(24)} ${origin}${s.basePath}  ${modeOf(s.slug)}`),
      ...specs.flatMap((s) => [...specLines(s, origin), ...mockLines(s)]),
      ...(watched.length > 0
        ? [
            `  watching                 ${watched.length} document(s): a write that loads is served, one that does not is logged`,
          ]
        : []),
      `  state                    ${state ? `${state.dir} (kept across restarts)` : "in memory"}`,
      `  health                   ${origin}/healthz`,
      `  metrics                  ${origin}/metrics`,
      env.ADMIN === "off"
        ? "  admin                    off"
        : `  admin                    ${origin}/__admin  (${adminGuard}; proxy violations: ${origin}/__admin/violations)`,
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
  });
  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    for (const w of watched) w.close();
    server.close(async () => {
      await state?.close();
      // The log is buffered: every line, this one included, is written before the process ends.
      await new Promise<void>((resolve) => logger.flush(() => resolve()));
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
