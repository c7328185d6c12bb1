/**
 * The start-up configuration of the gateway's modes: which services run as the reference implementation and
 * which as a validating proxy to an upstream, and which OpenAPI documents of its users' own APIs it mounts
 * (as a proxy or a mock), from command-line flags or a JSON file.
 *
 * The flags are rows of src/config-flags.ts; the file is read by src/config-file.ts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ServiceSlug } from "../generated/index";
import { readArgs } from "./config-args";
import { type Layers, newLayers, startFlags } from "./config-flags";
import { ConfigError, type Layer, type Policy, SLUGS, type SpecSetting } from "./config-values";
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
        /** A JSON file of hints naming resources inference misses (src/any-spec/stateful/resources.ts). */
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

/** The config file `--config` reads, by example. */
export const CONFIG_FILE_EXAMPLE = `  {
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
  }`;

export interface StartOptions {
  proxy: ProxyOptions;
  /** Where state is kept across restarts (STATE_DIR); in memory when absent. */
  stateDir?: string;
  help: boolean;
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
 * Parses the command line of a start from flags alone (without the node and script arguments), as `serve`
 * reads it.
 */
export function parseStartArgs(
  argv: readonly string[],
  readFile: (file: string) => string = (file) => readFileSync(file, "utf8"),
): StartOptions {
  const layers = newLayers();
  const { help } = readArgs(argv, Object.values(startFlags(layers, readFile)));
  return resolveStart(layers, help);
}

/**
 * The start the layers describe. Precedence, most specific first: a per-service setting (flag, then file),
 * then the global flag, then the global file setting, then the default.
 */
export function resolveStart({ flags, file }: Layers, help = false): StartOptions {
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
