/**
 * The flags of a start (what `serve` reads, and what the commands that serve documents read a part of), as
 * rows of the command-line reader (src/config-args.ts). Each fills the flag layer of the settings; `--config`
 * replaces their file layer with the JSON file it names.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Flag } from "./config-args";
import { fromFile } from "./config-file";
import {
  basePathOf,
  ConfigError,
  entry,
  type Layer,
  newLayer,
  policyOf,
  positiveInt,
  type SpecSetting,
  setting,
  specName,
  upstreamUrl,
} from "./config-values";

/** `name=value` of a per-service flag. */
function assignment(value: string, flag: string): [string, string] {
  const eq = value.indexOf("=");
  if (eq <= 0) throw new ConfigError(`${flag}: expected <slug>=<value>, got "${value}"`);
  return [value.slice(0, eq), value.slice(eq + 1)];
}

/** A file's name without its extension, as `--spec` names a document by default. */
export const fileStem = (file: string): string => path.basename(file).replace(/\.(ya?ml|json)$/i, "");

/** `--spec [<name>=]<file>`: the name defaults to `nameOf(file)`. Returns the name. */
export function specFlag(layer: Layer, value: string, nameOf = fileStem): string {
  const eq = value.indexOf("=");
  const file = eq > 0 ? value.slice(eq + 1) : value;
  const name = specName(eq > 0 ? value.slice(0, eq) : nameOf(file), "--spec");
  const spec = entry<SpecSetting>(layer.specs, name, () => ({ file }));
  spec.file = path.resolve(file);
  return name;
}

/** The settings as written: on the command line, and in the config file `--config` names. */
export interface Layers {
  flags: Layer;
  file: Layer;
}

export const newLayers = (): Layers => ({ flags: newLayer(), file: newLayer() });

/** A mounted spec's flag-layer settings, made on its first mention. */
const specSetting = (layer: Layer, name: string) =>
  entry<SpecSetting>(layer.specs, name, () => ({ file: "" }));

/**
 * The flags of a start, by name: what `serve` reads, and the commands that serve documents read a part of.
 * Each fills the flag layer of `layers`; `--config` replaces its file layer.
 */
export function startFlags(
  layers: Layers,
  readFile: (file: string) => string = (file) => readFileSync(file, "utf8"),
): Record<string, Flag> {
  const flags = layers.flags;
  const list: Flag[] = [
    {
      name: "--proxy",
      value: "<name>=<url>",
      help: "proxy the service or mounted spec to this upstream (repeatable)",
      read: (v) => {
        const [name, url] = assignment(v, "--proxy");
        setting(flags, name).url = upstreamUrl(url, `--proxy ${name}`);
      },
    },
    {
      name: "--policy",
      value: "<policy>",
      help: "enforce or report, for every proxied or mocked service, or <name>=<policy> for one (default enforce)",
      read: (v) => {
        if (v.includes("=")) {
          const [name, policy] = assignment(v, "--policy");
          setting(flags, name).policy = policyOf(policy, `--policy ${name}`);
        } else {
          flags.policy = policyOf(v, "--policy");
        }
      },
    },
    {
      name: "--upstream-timeout",
      value: "<ms>",
      help: "idle time allowed to an upstream before 504 (default 30000)",
      read: (v) => {
        flags.timeoutMs = positiveInt(v, "--upstream-timeout");
      },
    },
    {
      name: "--spec",
      value: "[<name>=]<file>",
      help: "mount an OpenAPI document (YAML or JSON); needs --proxy <name>=<url> or --mock <name>",
      read: (v) => specFlag(flags, v),
    },
    {
      name: "--mock",
      value: "<name>",
      help: "answer a mounted spec's operations from records it keeps and from its examples and schemas",
      read: (v) => {
        specSetting(flags, v).mock = true;
      },
    },
    {
      name: "--mock-stateless",
      value: "<name>",
      help: "mock a mounted spec without state: every answer from examples and schemas",
      read: (v) => {
        const s = specSetting(flags, v);
        s.mock = true;
        s.stateless = true;
      },
    },
    {
      name: "--mock-config",
      value: "<name>=<file>",
      help: "the mock's hints: resources it cannot infer (JSON, as the document's x-mock)",
      read: (v) => {
        const [name, file] = assignment(v, "--mock-config");
        specSetting(flags, name).mockConfig = path.resolve(file);
      },
    },
    {
      name: "--base",
      value: "<name>=<path>",
      help: "a mounted spec's base path (default: its servers[0].url's path, or /<name>)",
      read: (v) => {
        const [name, base] = assignment(v, "--base");
        specSetting(flags, name).basePath = basePathOf(base, `--base ${name}`);
      },
    },
    {
      name: "--strict",
      help: "refuse a mounted spec on any problem the linter finds (default: serve it, warn)",
      read: () => {
        flags.strict = true;
      },
    },
    {
      name: "--cache-dir",
      value: "<dir>",
      help: "where mounted specs' compiled validators are kept",
      read: (v) => {
        flags.cacheDir = path.resolve(v);
      },
    },
    {
      name: "--state-dir",
      value: "<dir>",
      help: "keep every service's state in this directory across restarts (as STATE_DIR)",
      read: (v) => {
        flags.stateDir = v;
      },
    },
    {
      name: "--config",
      value: "<file.json>",
      help: "a JSON file with the same settings; flags override it",
      read: (file) => {
        let text: string;
        try {
          text = readFile(file);
        } catch (err) {
          throw new ConfigError(`--config: cannot read ${file} (${(err as Error).message})`);
        }
        layers.file = fromFile(text, file);
      },
    },
  ];
  return Object.fromEntries(list.map((f) => [f.name, f]));
}
