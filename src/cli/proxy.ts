/**
 * `openapi-gateway proxy <file> --upstream <url>`: a validating proxy in front of the API the document
 * describes. Every request and response is checked against it; `--policy enforce` (the default) answers an
 * invalid request itself and never forwards it, `report` forwards it and records the violation (the log,
 * /metrics, the console). None of the built-in services is built.
 */
import { resolveStart } from "../config";
import { type Layers, newLayers, startFlags } from "../config-flags";
import { ConfigError, setting, upstreamUrl } from "../config-values";
import { command, type ListenSettings, listenFlags } from "./command";
import { documentArg } from "./documents";
import { DOCUMENTS_ONLY, startGateway } from "./gateway";

interface ProxySettings {
  layers: Layers;
  listen: ListenSettings;
  upstream?: string;
}

export const proxy = command<ProxySettings>({
  name: "proxy",
  synopsis: "<file> --upstream <url> [flags]",
  positionals: "<file>",
  details: `environment: PORT, HOST, ADMIN=off, ADMIN_TOKEN, ADMIN_HOSTS, LOG_LEVEL

example: openapi-gateway proxy api.yaml --upstream https://staging.example.com --policy report`,
  settings: () => ({ layers: newLayers(), listen: {} }),
  flags: (s) => {
    const start = startFlags(s.layers);
    return [
      ...listenFlags(s.listen),
      {
        name: "--upstream",
        value: "<url>",
        help: "the API the requests go to (required); the path under the document's base path is appended",
        read: (v) => {
          s.upstream = upstreamUrl(v, "--upstream");
        },
      },
      start["--base"],
      start["--policy"],
      start["--upstream-timeout"],
      start["--strict"],
      start["--watch"],
      start["--cache-dir"],
    ];
  },
  run: (s, args, env) => {
    if (args.positionals.length !== 1)
      throw new ConfigError(`proxy: give it one document, got ${args.positionals.length}`);
    if (!s.upstream) throw new ConfigError("--upstream <url> is required");
    setting(s.layers.flags, documentArg(s.layers.flags, args.positionals[0])).url = s.upstream;
    return startGateway({ start: resolveStart(s.layers), services: DOCUMENTS_ONLY, listen: s.listen }, env);
  },
});
