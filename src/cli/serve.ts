/**
 * `openapi-gateway serve [<service>...]`: the built-in reference services (every one by default, or those
 * named, or SERVICES), with every flag of a start: built-in services proxied to upstreams, documents of one's
 * own mounted beside them. What `make start` runs; the flags without a command mean `serve` too.
 */
import { services } from "../../generated/index";
import { createApp } from "../app";
import { CONFIG_FILE_EXAMPLE, ConfigError, resolveStart } from "../config";
import { type Layers, newLayers, startFlags } from "../config-flags";
import { mountedServices } from "../http/mounted";
import { command, type Env, type ListenSettings, listenFlags } from "./command";
import { startGateway } from "./gateway";

interface ServeSettings {
  layers: Layers;
  listen: ListenSettings;
}

const SLUGS: readonly string[] = services.map((s) => s.slug);

/** The services named on the command line, else in SERVICES, else every one. */
function chosen(named: readonly string[], env: Env): (typeof services)[number]["slug"][] {
  const [names, where] =
    named.length > 0
      ? [named, ""]
      : [env.SERVICES ? env.SERVICES.split(",").map((s) => s.trim()) : SLUGS, "SERVICES: "];
  const unknown = names.filter((n) => !SLUGS.includes(n));
  if (unknown.length > 0)
    throw new ConfigError(`${where}unknown services ${unknown.join(", ")} (services: ${SLUGS.join(", ")})`);
  return services.filter((s) => names.includes(s.slug)).map((s) => s.slug);
}

export const serve = command<ServeSettings>({
  name: "serve",
  synopsis: "[<service>...] [flags]",
  positionals: "<service>",
  details: `services: ${SLUGS.join(", ")}

environment: PORT, HOST, SERVICES (comma-separated, when none is named), STATE_DIR, ADMIN=off, ADMIN_TOKEN,
ADMIN_HOSTS, MAX_RECORDS_PER_SERVICE, VALIDATE_RESPONSES=false, TRUST_PROXY, LOG_LEVEL

config file (spec files are relative to it):
${CONFIG_FILE_EXAMPLE}`,
  settings: () => ({ layers: newLayers(), listen: {} }),
  flags: (s) => [...listenFlags(s.listen), ...Object.values(startFlags(s.layers))],
  run: (s, args, env) =>
    startGateway(
      {
        start: resolveStart(s.layers),
        services: { served: mountedServices(chosen(args.positionals, env)), createApp },
        listen: s.listen,
      },
      env,
    ),
});
