/**
 * `openapi-gateway <command>`: the overall help, the dispatch of a command line to the command it names
 * (src/cli/commands.ts), and how a failure ends the process. A bundle's entry passes a loader for each command
 * it holds, so a command's modules are loaded only when it runs.
 * A wrong argument, an unreadable file or a document that cannot be served ends the process with status 2 and
 * says why on stderr; anything else is a bug, with status 1 and its stack.
 */

import { SpecRefusal } from "../any-spec/refusal";
import { ConfigError } from "../config-values";
import { StateDirError } from "../runtime/state-dir";
import type { Command, Env } from "./command";
import { COMMANDS, type CommandName, readCommandLine } from "./commands";

/** How a bundle loads each command it holds. */
export type CommandLoaders<N extends CommandName> = Record<N, () => Command>;

function overallHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length)) + 2;
  return [
    "usage: openapi-gateway <command> [arguments] [flags]",
    "",
    "commands:",
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    "",
    "`openapi-gateway <command> --help` tells a command's flags. Flags with no command are serve's.",
  ].join("\n");
}

async function dispatch(
  argv: readonly string[],
  env: Env,
  loaders: Partial<Record<CommandName, () => Command>>,
): Promise<void> {
  const line = readCommandLine(argv);
  if (line.kind === "help") {
    process.stdout.write(`${overallHelp()}\n`);
    return;
  }
  if (line.kind === "unknown")
    throw new ConfigError(
      `unknown command "${line.word}" (commands: ${COMMANDS.map((c) => c.name).join(", ")})`,
    );
  const load = loaders[line.name];
  // The launcher starts the bundle the command table names; another bundle started by hand lacks the command.
  if (!load) throw new Error(`${line.name} is not in this bundle: run it with dist/server.js`);
  return load().main(line.argv, env);
}

/** Runs the command line (without the node and script arguments) with the commands `loaders` holds. */
export async function runCli<N extends CommandName>(
  argv: readonly string[],
  env: Env,
  loaders: CommandLoaders<N>,
): Promise<void> {
  const named = readCommandLine(argv);
  const name = named.kind === "command" && argv[0] === named.name ? named.name : undefined;
  try {
    await dispatch(argv, env, loaders);
  } catch (err) {
    if (err instanceof ConfigError) {
      const help = name ? `openapi-gateway ${name} --help` : "openapi-gateway --help";
      console.error(`openapi-gateway${name ? ` ${name}` : ""}: ${err.message} (see ${help})`);
      process.exit(2);
    }
    if (err instanceof StateDirError || err instanceof SpecRefusal) {
      console.error(err.message);
      process.exit(2);
    }
    console.error(err);
    process.exit(1);
  }
}
