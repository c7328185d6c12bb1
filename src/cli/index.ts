/**
 * `openapi-gateway <command>`: the table of commands, the overall help, and how a failure ends the process.
 * A command line that starts with a flag (or is empty) is `serve`'s, as `make start ARGS="--spec …"` passes it.
 * A wrong argument, an unreadable file or a document that cannot be served ends the process with status 2 and
 * says why on stderr; anything else is a bug, with status 1 and its stack.
 */

import { SpecRefusal } from "../any-spec/refusal";
import { ConfigError } from "../config";
import { StateDirError } from "../runtime/state-dir";
import type { Command, Env } from "./command";
import { mock } from "./mock";
import { proxy } from "./proxy";
import { serve } from "./serve";

/** Every command, in the order the help lists them. */
export const COMMANDS: readonly Command[] = [mock, proxy, serve];

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

async function dispatch(argv: readonly string[], env: Env): Promise<void> {
  const [first, ...rest] = argv;
  if (first === "--help" || first === "-h" || first === "help") {
    process.stdout.write(`${overallHelp()}\n`);
    return;
  }
  if (first === undefined || first.startsWith("-")) return serve.main(argv, env);
  const chosen = COMMANDS.find((c) => c.name === first);
  if (!chosen)
    throw new ConfigError(`unknown command "${first}" (commands: ${COMMANDS.map((c) => c.name).join(", ")})`);
  return chosen.main(rest, env);
}

/** Runs the command line (without the node and script arguments). */
export async function runCli(argv: readonly string[], env: Env): Promise<void> {
  const name = COMMANDS.find((c) => c.name === argv[0])?.name;
  try {
    await dispatch(argv, env);
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
