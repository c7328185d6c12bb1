/**
 * A command of `openapi-gateway`: its name (a row of the command table, src/cli/commands.ts, which holds its
 * line in the list of commands), the flags it reads (rows of the shared command-line reader,
 * src/config-args.ts) and what it runs. A command joins the CLI by adding a row to that table and a loader to
 * the entry of the bundle that runs it; a flag joins a command by adding a row to its `flags`.
 */
import { type Args, type Flag, flagLines, readArgs } from "../config-args";
import { ConfigError } from "../config-values";
import { type CommandName, summaryOf } from "./commands";

export type Env = Readonly<Record<string, string | undefined>>;

export interface CommandDefinition<S> {
  name: CommandName;
  /** What follows the command's name in the usage, e.g. `<file>... [flags]`. */
  synopsis: string;
  /** Lines of `<command> --help` below the flags: environment, examples. */
  details?: string;
  /** What its positional arguments are (`<file>`), absent when it takes none. */
  positionals?: string;
  /** A fresh object for the flags to fill, one per run. */
  settings(): S;
  flags(settings: S): Flag[];
  /** Runs the command; resolves once it is running (a server listening) or done. */
  run(settings: S, args: Args, env: Env): Promise<void>;
}

/** A command as the CLI runs it: its help, and its main with the arguments after its name. */
export interface Command {
  name: CommandName;
  help(): string;
  main(argv: readonly string[], env: Env): Promise<void>;
}

export function command<S>(definition: CommandDefinition<S>): Command {
  const help = () =>
    [
      `usage: openapi-gateway ${definition.name} ${definition.synopsis}`,
      "",
      summaryOf(definition.name),
      "",
      flagLines(definition.flags(definition.settings())),
      ...(definition.details ? ["", definition.details] : []),
    ].join("\n");
  return {
    name: definition.name,
    help,
    async main(argv, env) {
      const settings = definition.settings();
      const args = readArgs(argv, definition.flags(settings), definition.positionals);
      if (args.help) {
        process.stdout.write(`${help()}\n`);
        return;
      }
      await definition.run(settings, args, env);
    },
  };
}

/** Where a command listens: `--port` and `--host` over PORT and HOST. */
export interface ListenSettings {
  port?: number;
  host?: string;
}

/** A TCP port, 0 for any free one. */
export function portOf(value: string, where: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= 0 && n <= 65535))
    throw new ConfigError(`${where}: a port from 0 to 65535 is expected, got "${value}"`);
  return n;
}

/** `--port` and `--host`, read by every command that listens. */
export function listenFlags(settings: ListenSettings): Flag[] {
  return [
    {
      name: "--port",
      value: "<n>",
      help: "the port to listen on (default: PORT, else 8080; 0 picks a free one)",
      read: (v) => {
        settings.port = portOf(v, "--port");
      },
    },
    {
      name: "--host",
      value: "<address>",
      help: "the address to listen on (default: HOST, else 127.0.0.1)",
      read: (v) => {
        settings.host = v;
      },
    },
  ];
}
