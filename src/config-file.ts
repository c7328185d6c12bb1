/** The start-up configuration's JSON file (`--config`): the same settings as the flags, spec paths relative to it. */
import path from "node:path";
import {
  asObject,
  basePathOf,
  ConfigError,
  directory,
  type Layer,
  newLayer,
  onlyKeys,
  policyOf,
  positiveInt,
  setting,
  specName,
  upstreamUrl,
} from "./config-values";

function specsFromFile(layer: Layer, specs: unknown, file: string): void {
  // A spec file named in a config file is found from the config file's directory.
  const fromHere = (p: string) => path.resolve(path.dirname(file), p);
  for (const [name, value] of Object.entries(asObject(specs, `${file}: specs`))) {
    const where = `${file}: specs.${name}`;
    specName(name, where);
    if (typeof value === "string") {
      layer.specs.set(name, { file: fromHere(value) });
      continue;
    }
    const v = asObject(value, where);
    onlyKeys(v, ["file", "base", "mock", "stateless", "mockConfig"], where);
    if (typeof v.file !== "string" || v.file === "")
      throw new ConfigError(`${where}.file: a path is expected`);
    if (v.mock !== undefined && typeof v.mock !== "boolean")
      throw new ConfigError(`${where}.mock: true or false`);
    if (v.stateless !== undefined && typeof v.stateless !== "boolean")
      throw new ConfigError(`${where}.stateless: true or false`);
    if (v.mockConfig !== undefined && (typeof v.mockConfig !== "string" || v.mockConfig === ""))
      throw new ConfigError(`${where}.mockConfig: a path is expected`);
    layer.specs.set(name, {
      file: fromHere(v.file),
      ...(v.base === undefined ? {} : { basePath: basePathOf(v.base, `${where}.base`) }),
      ...(v.mock === undefined ? {} : { mock: v.mock }),
      ...(v.stateless === true ? { mock: true, stateless: true } : {}),
      ...(typeof v.mockConfig === "string" ? { mockConfig: fromHere(v.mockConfig) } : {}),
    });
  }
}

export function fromFile(text: string, file: string): Layer {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new ConfigError(`${file}: not valid JSON (${(err as Error).message})`);
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new ConfigError(`${file}: expected a JSON object`);
  }
  const doc = raw as Record<string, unknown>;
  const known = ["stateDir", "cacheDir", "policy", "upstreamTimeoutMs", "validationLimitBytes"];
  onlyKeys(doc, [...known, "strict", "watch", "violationHistory", "proxy", "specs"], file);
  const layer = newLayer();
  if (doc.strict !== undefined) {
    if (typeof doc.strict !== "boolean") throw new ConfigError(`${file}: strict: true or false`);
    layer.strict = doc.strict;
  }
  if (doc.watch !== undefined) {
    if (typeof doc.watch !== "boolean") throw new ConfigError(`${file}: watch: true or false`);
    layer.watch = doc.watch;
  }
  if (doc.stateDir !== undefined) layer.stateDir = directory(doc.stateDir, `${file}: stateDir`);
  if (doc.cacheDir !== undefined)
    layer.cacheDir = path.resolve(path.dirname(file), directory(doc.cacheDir, `${file}: cacheDir`));
  if (doc.policy !== undefined) layer.policy = policyOf(doc.policy, `${file}: policy`);
  if (doc.upstreamTimeoutMs !== undefined)
    layer.timeoutMs = positiveInt(doc.upstreamTimeoutMs, `${file}: upstreamTimeoutMs`);
  if (doc.validationLimitBytes !== undefined)
    layer.validationLimitBytes = positiveInt(doc.validationLimitBytes, `${file}: validationLimitBytes`);
  if (doc.violationHistory !== undefined)
    layer.violationHistory = positiveInt(doc.violationHistory, `${file}: violationHistory`);
  if (doc.specs !== undefined) specsFromFile(layer, doc.specs, file);
  const proxy = doc.proxy ?? {};
  if (typeof proxy !== "object" || proxy === null || Array.isArray(proxy)) {
    throw new ConfigError(`${file}: "proxy" must map service slugs to upstreams`);
  }
  for (const [name, value] of Object.entries(proxy)) {
    const where = `${file}: proxy.${name}`;
    const s = setting(layer, name);
    if (typeof value === "string") {
      s.url = upstreamUrl(value, where);
      continue;
    }
    if (typeof value !== "object" || value === null)
      throw new ConfigError(`${where}: expected a URL or an object`);
    const v = value as Record<string, unknown>;
    onlyKeys(v, ["url", "policy", "timeoutMs"], where);
    s.url = upstreamUrl(v.url, `${where}.url`);
    if (v.policy !== undefined) s.policy = policyOf(v.policy, `${where}.policy`);
    if (v.timeoutMs !== undefined) s.timeoutMs = positiveInt(v.timeoutMs, `${where}.timeoutMs`);
  }
  return layer;
}
