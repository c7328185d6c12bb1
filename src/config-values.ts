/**
 * The building blocks of the start-up configuration (src/config.ts): the settings as written, layer by layer
 * (flags, config file), and the checks of each value, which name where a wrong one was found.
 */
import { serviceInfo } from "../generated/services";

export const POLICIES = ["enforce", "report"] as const;
/** enforce: an invalid request is answered in the service's dialect and never forwarded; report: forwarded and recorded. */
export type Policy = (typeof POLICIES)[number];

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** One service's or mounted spec's settings as written; unset fields fall back to the global ones. */
export interface ServiceSetting {
  url?: string;
  policy?: Policy;
  timeoutMs?: number;
}

/** A mounted spec as written. */
export interface SpecSetting {
  file: string;
  basePath?: string;
  mock?: boolean;
  /** Mocked without state: every answer from examples and schemas. */
  stateless?: boolean;
  /** The mock's hints (resources it cannot infer), a JSON file. */
  mockConfig?: string;
}

export interface Layer {
  /** Refuse a mounted document on any finding of the linter, as a CI lint step wants. */
  strict?: boolean;
  /** Follow the mounted documents' files, serving each write that loads (src/any-spec/watch.ts). */
  watch?: boolean;
  stateDir?: string;
  cacheDir?: string;
  policy?: Policy;
  timeoutMs?: number;
  validationLimitBytes?: number;
  violationHistory?: number;
  services: Map<string, ServiceSetting>;
  specs: Map<string, SpecSetting>;
}

export const newLayer = (): Layer => ({ services: new Map(), specs: new Map() });

export const SLUGS = new Set<string>(serviceInfo.map((s) => s.slug));

export function policyOf(value: unknown, where: string): Policy {
  if (!POLICIES.includes(value as Policy)) {
    throw new ConfigError(
      `${where}: policy must be one of ${POLICIES.join(", ")}, got ${JSON.stringify(value)}`,
    );
  }
  return value as Policy;
}

export function positiveInt(value: unknown, where: string): number {
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n <= 0) {
    throw new ConfigError(`${where}: expected a positive integer, got ${JSON.stringify(value)}`);
  }
  return n;
}

export function upstreamUrl(value: unknown, where: string): string {
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

/** A mounted spec's name: a slug, as it appears in metric labels and URLs (/docs/<name>). */
export function specName(value: string, where: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(value))
    throw new ConfigError(`${where}: a spec's name must be a lower-case slug such as orders, got "${value}"`);
  if (SLUGS.has(value)) throw new ConfigError(`${where}: "${value}" is already a built-in service`);
  return value;
}

/** A base path: `/` and segments, no trailing slash. */
export function basePathOf(value: unknown, where: string): string {
  if (typeof value !== "string" || !/^(\/[A-Za-z0-9._~-]+)+$/.test(value)) {
    throw new ConfigError(
      `${where}: a base path such as /orders/v1 is expected, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

export function directory(value: unknown, where: string): string {
  if (typeof value !== "string" || value === "") throw new ConfigError(`${where} must be a directory path`);
  return value;
}

export function entry<T>(map: Map<string, T>, key: string, create: () => T): T {
  const existing = map.get(key);
  if (existing) return existing;
  const created = create();
  map.set(key, created);
  return created;
}

export const setting = (layer: Layer, name: string) =>
  entry<ServiceSetting>(layer.services, name, () => ({}));

export function asObject(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ConfigError(`${where}: expected an object`);
  return value as Record<string, unknown>;
}

export function onlyKeys(v: Record<string, unknown>, known: readonly string[], where: string): void {
  for (const key of Object.keys(v))
    if (!known.includes(key)) throw new ConfigError(`${where}: unknown key "${key}"`);
}
