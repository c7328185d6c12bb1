/**
 * The start-up configuration of the gateway's modes (issue 6): which services run as the reference
 * implementation and which as a validating proxy to an upstream, from command-line flags or a JSON file.
 *
 *   --proxy <slug>=<url>        proxy the service to this upstream (repeatable); the others stay reference
 *   --policy enforce|report     request policy of every proxied service (default enforce)
 *   --policy <slug>=<policy>    request policy of one service
 *   --upstream-timeout <ms>     idle time allowed to an upstream before 504 (default 30000)
 *   --state-dir <dir>           keep every service's state in this directory (as STATE_DIR)
 *   --config <file>             a JSON file with the same settings; flags override it
 */
import { readFileSync } from "node:fs";
import { type ServiceSlug, services } from "../generated/index";

export const POLICIES = ["enforce", "report"] as const;
/** enforce: an invalid request is answered in the service's dialect and never forwarded; report: forwarded and recorded. */
export type Policy = (typeof POLICIES)[number];

export interface UpstreamConfig {
  /** Absolute http(s) URL; the path under the service's base path is appended to it. */
  url: string;
  policy: Policy;
  /** How long the upstream connection may stay idle (no bytes either way) before the call fails. */
  timeoutMs: number;
}

export interface ProxyOptions {
  /** Proxied services by slug; every other service runs its reference handlers. */
  upstreams: Partial<Record<ServiceSlug, UpstreamConfig>>;
  /** Largest JSON body, in either direction, held back for schema validation; larger ones stream unchecked. */
  validationLimitBytes?: number;
  /** How many recent violations GET /__admin/violations keeps. */
  violationHistory?: number;
}

export const DEFAULT_POLICY: Policy = "enforce";
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;
export const DEFAULT_VALIDATION_LIMIT_BYTES = 1024 * 1024;
export const DEFAULT_VIOLATION_HISTORY = 200;

export const USAGE = `usage: tsx src/server.ts [--proxy <slug>=<url>]... [--policy enforce|report|<slug>=<policy>]...
                           [--upstream-timeout <ms>] [--state-dir <dir>] [--config <file.json>]

config file:
  {
    "stateDir": "/var/lib/gateway",
    "policy": "report",
    "upstreamTimeoutMs": 30000,
    "validationLimitBytes": 1048576,
    "proxy": {
      "api-keys": "https://apikeys.googleapis.com",
      "config-delivery": { "url": "https://appconfig.us-east-1.amazonaws.com", "policy": "enforce", "timeoutMs": 5000 }
    }
  }

services: ${services.map((s) => s.slug).join(", ")}`;

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

export interface StartOptions {
  proxy: ProxyOptions;
  /** Where state is kept across restarts (STATE_DIR); in memory when absent. */
  stateDir?: string;
  help: boolean;
}

/** One service's settings as written; unset fields fall back to the global ones. */
interface ServiceSetting {
  url?: string;
  policy?: Policy;
  timeoutMs?: number;
}

interface Layer {
  stateDir?: string;
  policy?: Policy;
  timeoutMs?: number;
  validationLimitBytes?: number;
  violationHistory?: number;
  services: Map<ServiceSlug, ServiceSetting>;
}

const SLUGS = new Set<string>(services.map((s) => s.slug));

function slugOf(value: string, where: string): ServiceSlug {
  if (!SLUGS.has(value)) throw new ConfigError(`${where}: unknown service "${value}"`);
  return value as ServiceSlug;
}

function policyOf(value: unknown, where: string): Policy {
  if (!POLICIES.includes(value as Policy)) {
    throw new ConfigError(
      `${where}: policy must be one of ${POLICIES.join(", ")}, got ${JSON.stringify(value)}`,
    );
  }
  return value as Policy;
}

function positiveInt(value: unknown, where: string): number {
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n <= 0) {
    throw new ConfigError(`${where}: expected a positive integer, got ${JSON.stringify(value)}`);
  }
  return n;
}

function upstreamUrl(value: unknown, where: string): string {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    throw new ConfigError(`${where}: not an absolute URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`${where}: the upstream must be an http or https URL`);
  }
  if (url.search || url.hash)
    throw new ConfigError(`${where}: the upstream URL may not carry a query or fragment`);
  return url.href.replace(/\/+$/, "");
}

function setting(layer: Layer, slug: ServiceSlug): ServiceSetting {
  const existing = layer.services.get(slug);
  if (existing) return existing;
  const created: ServiceSetting = {};
  layer.services.set(slug, created);
  return created;
}

function fromFile(text: string, file: string): Layer {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new ConfigError(`${file}: not valid JSON (${(err as Error).message})`);
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new ConfigError(`${file}: expected a JSON object`);
  }
  const known = new Set([
    "stateDir",
    "policy",
    "upstreamTimeoutMs",
    "validationLimitBytes",
    "violationHistory",
    "proxy",
  ]);
  const doc = raw as Record<string, unknown>;
  for (const key of Object.keys(doc))
    if (!known.has(key)) throw new ConfigError(`${file}: unknown key "${key}"`);
  const layer: Layer = { services: new Map() };
  if (doc.stateDir !== undefined) {
    if (typeof doc.stateDir !== "string" || doc.stateDir === "")
      throw new ConfigError(`${file}: stateDir must be a directory path`);
    layer.stateDir = doc.stateDir;
  }
  if (doc.policy !== undefined) layer.policy = policyOf(doc.policy, `${file}: policy`);
  if (doc.upstreamTimeoutMs !== undefined)
    layer.timeoutMs = positiveInt(doc.upstreamTimeoutMs, `${file}: upstreamTimeoutMs`);
  if (doc.validationLimitBytes !== undefined)
    layer.validationLimitBytes = positiveInt(doc.validationLimitBytes, `${file}: validationLimitBytes`);
  if (doc.violationHistory !== undefined)
    layer.violationHistory = positiveInt(doc.violationHistory, `${file}: violationHistory`);
  const proxy = doc.proxy ?? {};
  if (typeof proxy !== "object" || proxy === null || Array.isArray(proxy)) {
    throw new ConfigError(`${file}: "proxy" must map service slugs to upstreams`);
  }
  for (const [name, value] of Object.entries(proxy)) {
    const where = `${file}: proxy.${name}`;
    const s = setting(layer, slugOf(name, where));
    if (typeof value === "string") {
      s.url = upstreamUrl(value, where);
      continue;
    }
    if (typeof value !== "object" || value === null)
      throw new ConfigError(`${where}: expected a URL or an object`);
    const v = value as Record<string, unknown>;
    for (const key of Object.keys(v)) {
      if (!["url", "policy", "timeoutMs"].includes(key))
        throw new ConfigError(`${where}: unknown key "${key}"`);
    }
    s.url = upstreamUrl(v.url, `${where}.url`);
    if (v.policy !== undefined) s.policy = policyOf(v.policy, `${where}.policy`);
    if (v.timeoutMs !== undefined) s.timeoutMs = positiveInt(v.timeoutMs, `${where}.timeoutMs`);
  }
  return layer;
}

/** `slug=value` of a per-service flag. */
function assignment(value: string, flag: string): [ServiceSlug, string] {
  const eq = value.indexOf("=");
  if (eq <= 0) throw new ConfigError(`${flag}: expected <slug>=<value>, got "${value}"`);
  return [slugOf(value.slice(0, eq), flag), value.slice(eq + 1)];
}

/**
 * Parses the command line (without the node and script arguments). Precedence, most specific first:
 * a per-service setting (flag, then file), then the global flag, then the global file setting, then the default.
 */
export function parseStartArgs(
  argv: readonly string[],
  readFile: (file: string) => string = (file) => readFileSync(file, "utf8"),
): StartOptions {
  const flags: Layer = { services: new Map() };
  let file: Layer = { services: new Map() };
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eqAt = arg.startsWith("--") ? arg.indexOf("=") : -1;
    // Both `--flag value` and `--flag=value`.
    const [flag, inline] = eqAt > 0 ? [arg.slice(0, eqAt), arg.slice(eqAt + 1)] : [arg, undefined];
    const value = (): string => {
      if (inline !== undefined) return inline;
      const next = argv[++i];
      if (next === undefined) throw new ConfigError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case "--help":
      case "-h":
        help = true;
        break;
      case "--proxy": {
        const [slug, url] = assignment(value(), flag);
        setting(flags, slug).url = upstreamUrl(url, `--proxy ${slug}`);
        break;
      }
      case "--policy": {
        const v = value();
        if (v.includes("=")) {
          const [slug, policy] = assignment(v, flag);
          setting(flags, slug).policy = policyOf(policy, `--policy ${slug}`);
        } else {
          flags.policy = policyOf(v, flag);
        }
        break;
      }
      case "--upstream-timeout":
        flags.timeoutMs = positiveInt(value(), flag);
        break;
      case "--state-dir":
        flags.stateDir = value();
        break;
      case "--config": {
        const path = value();
        let text: string;
        try {
          text = readFile(path);
        } catch (err) {
          throw new ConfigError(`--config: cannot read ${path} (${(err as Error).message})`);
        }
        file = fromFile(text, path);
        break;
      }
      default:
        throw new ConfigError(`unknown argument "${arg}"`);
    }
  }
  const upstreams: Partial<Record<ServiceSlug, UpstreamConfig>> = {};
  for (const slug of new Set([...file.services.keys(), ...flags.services.keys()])) {
    const f = file.services.get(slug) ?? {};
    const c = flags.services.get(slug) ?? {};
    const url = c.url ?? f.url;
    if (url === undefined)
      throw new ConfigError(`--policy ${slug}: the service is not proxied (no --proxy ${slug}=<url>)`);
    upstreams[slug] = {
      url,
      policy: c.policy ?? f.policy ?? flags.policy ?? file.policy ?? DEFAULT_POLICY,
      timeoutMs:
        c.timeoutMs ?? f.timeoutMs ?? flags.timeoutMs ?? file.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
    };
  }
  return {
    help,
    stateDir: flags.stateDir ?? file.stateDir,
    proxy: {
      upstreams,
      validationLimitBytes: file.validationLimitBytes ?? DEFAULT_VALIDATION_LIMIT_BYTES,
      violationHistory: file.violationHistory ?? DEFAULT_VIOLATION_HISTORY,
    },
  };
}
