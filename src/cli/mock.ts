/**
 * `openapi-gateway mock <file>...`: serves only the documents given, mocked: a resource's records are kept
 * (stateful, as the gateway's `--mock`) unless `--stateless`, and every other answer comes from the document's
 * examples and schemas. None of the built-in services is built.
 */
import { resolveStart } from "../config";
import { type Layers, newLayers, startFlags } from "../config-flags";
import { ConfigError } from "../config-values";
import { command, type ListenSettings, listenFlags } from "./command";
import { documentArg } from "./documents";
import { DOCUMENTS_ONLY, startGateway } from "./gateway";

interface MockSettings {
  layers: Layers;
  listen: ListenSettings;
  stateless?: boolean;
}

export const mock = command<MockSettings>({
  name: "mock",
  synopsis: "<file>... [flags]",
  positionals: "<file>",
  details: `a file may be given as <name>=<file> to name it (its /docs/<name> page, its metrics label); the name
is otherwise made from the file's name.

environment: PORT, HOST, STATE_DIR, ADMIN=off, ADMIN_TOKEN, ADMIN_HOSTS, LOG_LEVEL

example: openapi-gateway mock api.yaml --port 4010`,
  settings: () => ({ layers: newLayers(), listen: {} }),
  flags: (s) => {
    const start = startFlags(s.layers);
    return [
      ...listenFlags(s.listen),
      {
        name: "--stateless",
        help: "keep no records: every answer from the documents' examples and schemas",
        read: () => {
          s.stateless = true;
        },
      },
      start["--base"],
      start["--mock-config"],
      start["--policy"],
      start["--strict"],
      start["--watch"],
      start["--state-dir"],
      start["--cache-dir"],
    ];
  },
  run: (s, args, env) => {
    if (args.positionals.length === 0) throw new ConfigError("give it at least one document");
    for (const file of args.positionals) {
      const spec = s.layers.flags.specs.get(documentArg(s.layers.flags, file))!;
      spec.mock = true;
      spec.stateless = s.stateless;
    }
    return startGateway({ start: resolveStart(s.layers), services: DOCUMENTS_ONLY, listen: s.listen }, env);
  },
});
