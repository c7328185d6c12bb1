/**
 * The start-up configuration of the gateway's modes: which services run as the reference implementation and
 * which as a validating proxy to an upstream, and which OpenAPI documents of its users' own APIs it mounts
 * (as a proxy or a mock), from command-line flags or a JSON file.
 *
 *   --proxy <name>=<url>        proxy the service or mounted spec to this upstream (repeatable)
 *   --policy enforce|report     request policy of every proxied or mocked service (default enforce)
 *   --policy <name>=<policy>    request policy of one service
 *   --upstream-timeout <ms>     idle time allowed to an upstream before 504 (default 30000)
 *   --spec [<name>=]<file>      mount an OpenAPI 3.0/3.1 document (YAML or JSON); the name defaults to the
 *                               file's name; it needs --proxy <name>=<url> or --mock <name>
 *   --mock <name>               answer a mounted spec's operations from records it keeps (its resources) and
 *                               from its examples and schemas (everything else)
 *   --mock-stateless <name>     mock a mounted spec without state: every answer from examples and schemas
 *   --mock-config <name>=<file> the mock's hints: resources it cannot infer (JSON, as the document's x-mock)
 *   --base <name>=<path>        the mounted spec's base path (default: its servers[0].url's path, or /<name>)
 *   --strict                    refuse a mounted spec on any problem the linter finds (default: serve it, warn)
 *   --cache-dir <dir>           where mounted specs' compiled validators are kept (default .cache/specs)
 *   --state-dir <dir>           keep every service's state in this directory (as STATE_DIR)
 *   --config <file>             a JSON file with the same settings; flags override it
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type ServiceSlug, services } from "../generated/index";
import { fromFile } from "./config-file";
import {
  basePathOf,
  ConfigError,
  entry,
  type Layer,
  newLayer,
  type Policy,
  policyOf,
  positiveInt,
  SLUGS,
  type SpecSetting,
  setting,
  specName,
  upstreamUrl,
} from "./config-values";
import { PROJECT_ROOT } from "./runtime/project-root";

export { ConfigError, POLICIES, type Policy } from "./config-values";

export interface UpstreamConfig {
  /** Absolute http(s) URL; the path under the service's base path is appended to it. */
  url: string;
  policy: Policy;
  /** How long the upstream connection may stay idle (no bytes either way) before the call fails. */
  timeoutMs: number;
}

/** An OpenAPI document mounted at start, with no code: its requests go to an upstream or to a mock. */
export interface SpecMount {
  /** Its name in the metrics, the violations, /healthz and /docs/<name>. */
  name: string;
  /** Path of the document; `$ref`s to other files are resolved from its directory. */
  file: string;
  /** Where it is served; by default the path of its servers[0].url, or /<name>. */
  basePath?: string;
  /**
   * Refuse the document on any problem the linter finds (a CI lint step). By default only what cannot be
   * served (unparseable, a `$ref` to nothing, no operations) refuses it, and the rest are warnings.
   */
  strict?: boolean;
  target:
    | { kind: "proxy"; upstream: UpstreamConfig }
    | {
        kind: "mock";
        policy: Policy;
        /** Answer from examples and schemas only, keeping no records. */
        stateless?: boolean;
        /** A JSON file of the mock's hints: resources inference misses, accounts, relations (src/any-spec/stateful/hints.ts). */
        mockConfig?: string;
      };
}

export interface ProxyOptions {
  /** Proxied services by slug; every other service runs its reference handlers. */
  upstreams: Partial<Record<ServiceSlug, UpstreamConfig>>;
  /** Documents mounted as they come, in the order given. */
  specs?: readonly SpecMount[];
  /** Where the mounted documents' compiled validators are kept, by the documents' hash. */
  cacheDir?: string;
  /** Largest JSON body, in either direction, held back for schema validation; larger ones stream unchecked. */
  validationLimitBytes?: number;
  /** How many recent violations GET /__admin/violations keeps. */
  violationHistory?: number;
}

export const DEFAULT_POLICY: Policy = "enforce";
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;
export const DEFAULT_VALIDATION_LIMIT_BYTES = 1024 * 1024;
export const DEFAULT_VIOLATION_HISTORY = 200;
/** Under the project, ignored by git. */
export const DEFAULT_CACHE_DIR = path.join(PROJECT_ROOT, ".cache", "specs");

export const USAGE = `usage: tsx src/server.ts [--proxy <name>=<url>]... [--policy enforce|report|<name>=<policy>]...
                           [--spec [<name>=]<file>]... [--mock <name>]... [--mock-stateless <name>]...
                           [--mock-config <name>=<file.json>]... [--base <name>=<path>]... [--strict]
                           [--upstream-timeout <ms>] [--cache-dir <dir>] [--state-dir <dir>] [--config <file.json>]

config file (spec files are relative to it):
  {
    "stateDir": "/var/lib/gateway",
    "policy": "report",
    "strict": false,
    "upstreamTimeoutMs": 30000,
    "validationLimitBytes": 1048576,
    "cacheDir": ".cache/specs",
    "specs": {
      "orders": "./orders.yaml",
      "billing-v2": { "file": "./billing/openapi.json", "base": "/billing/v2", "mock": true,
                      "mockConfig": "./billing/mock.json" },
      "catalog": { "file": "./catalog.yaml", "mock": true, "stateless": true }
    },
    "proxy": {
      "api-keys": "https://apikeys.googleapis.com",
      "orders": { "url": "https://orders.staging.internal", "policy": "report" },
      "config-delivery": { "url": "https://appconfig.us-east-1.amazonaws.com", "policy": "enforce", "timeoutMs": 5000 }
    }
  }

services: ${services.map((s) => s.slug).join(", ")}`;

export interface StartOptions {
  proxy: ProxyOptions;
  /** Where state is kept across restarts (STATE_DIR); in memory when absent. */
  stateDir?: string;
  help: boolean;
}

/** `name=value` of a per-service flag. */
function assignment(value: string, flag: string): [string, string] {
  const eq = value.indexOf("=");
  if (eq <= 0) throw new ConfigError(`${flag}: expected <slug>=<value>, got "${value}"`);
  return [value.slice(0, eq), value.slice(eq + 1)];
}

/** `--spec [<name>=]<file>`: the name defaults to the file's name without its extension. */
function specFlag(layer: Layer, value: string): void {
  const eq = value.indexOf("=");
  const file = eq > 0 ? value.slice(eq + 1) : value;
  const name = eq > 0 ? value.slice(0, eq) : path.basename(file).replace(/\.(ya?ml|json)$/i, "");
  const spec = entry<SpecSetting>(layer.specs, specName(name, "--spec"), () => ({ file }));
  spec.file = path.resolve(file);
}

/** Reads one flag (and its value) at argv[i]; returns the index of the last argument it used. */
function readFlag(
  argv: readonly string[],
  i: number,
  flags: Layer,
  readFile: (file: string) => string,
): { next: number; help?: boolean; file?: Layer } {
  const arg = argv[i];
  const eqAt = arg.startsWith("--") ? arg.indexOf("=") : -1;
  // Both `--flag value` and `--flag=value`.
  const [flag, inline] = eqAt > 0 ? [arg.slice(0, eqAt), arg.slice(eqAt + 1)] : [arg, undefined];
  let next = i;
  const value = (): string => {
    if (inline !== undefined) return inline;
    const v = argv[++next];
    if (v === undefined) throw new ConfigError(`${flag} needs a value`);
    return v;
  };
  switch (flag) {
    case "--help":
    case "-h":
      return { next, help: true };
    case "--proxy": {
      const [name, url] = assignment(value(), flag);
      setting(flags, name).url = upstreamUrl(url, `--proxy ${name}`);
      break;
    }
    case "--policy": {
      const v = value();
      if (v.includes("=")) {
        const [name, policy] = assignment(v, flag);
        setting(flags, name).policy = policyOf(policy, `--policy ${name}`);
      } else {
        flags.policy = policyOf(v, flag);
      }
      break;
    }
    case "--upstream-timeout":
      flags.timeoutMs = positiveInt(value(), flag);
      break;
    case "--spec":
      specFlag(flags, value());
      break;
    case "--mock": {
      const name = value();
      entry<SpecSetting>(flags.specs, name, () => ({ file: "" })).mock = true;
      break;
    }
    case "--mock-stateless": {
      const s = entry<SpecSetting>(flags.specs, value(), () => ({ file: "" }));
      s.mock = true;
      s.stateless = true;
      break;
    }
    case "--mock-config": {
      const [name, file] = assignment(value(), flag);
      entry<SpecSetting>(flags.specs, name, () => ({ file: "" })).mockConfig = path.resolve(file);
      break;
    }
    case "--base": {
      const [name, base] = assignment(value(), flag);
      entry<SpecSetting>(flags.specs, name, () => ({ file: "" })).basePath = basePathOf(
        base,
        `--base ${name}`,
      );
      break;
    }
    case "--strict":
      if (inline !== undefined) throw new ConfigError("--strict takes no value");
      flags.strict = true;
      break;
    case "--cache-dir":
      flags.cacheDir = path.resolve(value());
      break;
    case "--state-dir":
      flags.stateDir = value();
      break;
    case "--config": {
      const file = value();
      let text: string;
      try {
        text = readFile(file);
      } catch (err) {
        throw new ConfigError(`--config: cannot read ${file} (${(err as Error).message})`);
      }
      return { next, file: fromFile(text, file) };
    }
    default:
      throw new ConfigError(`unknown argument "${arg}"`);
  }
  return { next };
}

/** A mounted spec from both layers: the flag's fields win over the file's. */
function mergedSpec(name: string, file: Layer, flags: Layer): SpecSetting {
  const f = file.specs.get(name);
  const c = flags.specs.get(name);
  const location = c?.file || f?.file;
  if (!location)
    throw new ConfigError(`--mock/--base ${name}: no spec named ${name} (give --spec ${name}=<file>)`);
  return {
    file: location,
    basePath: c?.basePath ?? f?.basePath,
    mock: c?.mock ?? f?.mock,
    stateless: c?.stateless ?? f?.stateless,
    mockConfig: c?.mockConfig ?? f?.mockConfig,
  };
}

/**
 * Parses the command line (without the node and script arguments). Precedence, most specific first:
 * a per-service setting (flag, then file), then the global flag, then the global file setting, then the default.
 */
export function parseStartArgs(
  argv: readonly string[],
  readFile: (file: string) => string = (file) => readFileSync(file, "utf8"),
): StartOptions {
  const flags = newLayer();
  let file = newLayer();
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const read = readFlag(argv, i, flags, readFile);
    i = read.next;
    help ||= read.help === true;
    if (read.file) file = read.file;
  }
  const specNames = new Set([...file.specs.keys(), ...flags.specs.keys()]);
  const upstreams: Record<string, UpstreamConfig> = {};
  const policies: Record<string, Policy> = {};
  for (const name of new Set([...file.services.keys(), ...flags.services.keys(), ...specNames])) {
    if (!SLUGS.has(name) && !specNames.has(name)) throw new ConfigError(`--proxy: unknown service "${name}"`);
    const f = file.services.get(name) ?? {};
    const c = flags.services.get(name) ?? {};
    policies[name] = c.policy ?? f.policy ?? flags.policy ?? file.policy ?? DEFAULT_POLICY;
    const url = c.url ?? f.url;
    if (url === undefined) {
      if (specNames.has(name)) continue;
      throw new ConfigError(`--policy ${name}: the service is not proxied (no --proxy ${name}=<url>)`);
    }
    upstreams[name] = {
      url,
      policy: policies[name],
      timeoutMs:
        c.timeoutMs ?? f.timeoutMs ?? flags.timeoutMs ?? file.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
    };
  }
  const specs: SpecMount[] = [];
  const strict = flags.strict ?? file.strict ?? false;
  const builtIn: Partial<Record<ServiceSlug, UpstreamConfig>> = {};
  for (const [name, upstream] of Object.entries(upstreams))
    if (!specNames.has(name)) builtIn[name as ServiceSlug] = upstream;
  for (const name of specNames) {
    const s = mergedSpec(name, file, flags);
    const upstream = upstreams[name];
    if (upstream && s.mock)
      throw new ConfigError(`${name}: either --proxy ${name}=<url> or --mock ${name}, not both`);
    if (!upstream && !s.mock)
      throw new ConfigError(`--spec ${name}: give it an upstream (--proxy ${name}=<url>) or --mock ${name}`);
    if (upstream && s.mockConfig)
      throw new ConfigError(`--mock-config ${name}: ${name} is proxied, not mocked`);
    specs.push({
      name,
      file: s.file,
      ...(s.basePath ? { basePath: s.basePath } : {}),
      ...(strict ? { strict } : {}),
      target: upstream
        ? { kind: "proxy", upstream }
        : {
            kind: "mock",
            policy: policies[name],
            ...(s.stateless ? { stateless: true } : {}),
            ...(s.mockConfig ? { mockConfig: s.mockConfig } : {}),
          },
    });
  }
  return {
    help,
    stateDir: flags.stateDir ?? file.stateDir,
    proxy: {
      upstreams: builtIn,
      ...(specs.length > 0 ? { specs, cacheDir: flags.cacheDir ?? file.cacheDir ?? DEFAULT_CACHE_DIR } : {}),
      validationLimitBytes: file.validationLimitBytes ?? DEFAULT_VALIDATION_LIMIT_BYTES,
      violationHistory: file.violationHistory ?? DEFAULT_VIOLATION_HISTORY,
    },
  };
}
