/**
 * The command-line reader every command shares: a command is a table of flags, each of which reads its own
 * value into the settings it fills, so a command adds a flag by adding a row. `--flag value` and `--flag=value`
 * are both read; `--help` and `-h` are everywhere.
 */
import { ConfigError } from "./config-values";

export interface Flag {
  /** `--name`, as typed. */
  name: string;
  /** The placeholder of its value in the usage (`<url>`); absent for a switch, which takes none. */
  value?: string;
  /** One line for the usage. */
  help: string;
  /** Takes the flag's value (`""` for a switch); throws a ConfigError for a wrong one. */
  read(value: string): void;
}

export interface Args {
  /** The arguments that are no flag, in order. */
  positionals: string[];
  help: boolean;
}

/**
 * Reads `argv` against `flags`. Positional arguments are refused unless `positionals` names what they are
 * (for the error of a command that takes none).
 */
export function readArgs(argv: readonly string[], flags: readonly Flag[], positionals?: string): Args {
  const byName = new Map(flags.map((f) => [f.name, f]));
  const args: Args = { positionals: [], help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--help" || arg === "-h") {
      args.help = true;
      continue;
    }
    if (!arg.startsWith("-") || arg === "-") {
      if (positionals === undefined) throw new ConfigError(`unknown argument "${arg}"`);
      args.positionals.push(arg);
      continue;
    }
    const eqAt = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const [name, inline] = eqAt > 0 ? [arg.slice(0, eqAt), arg.slice(eqAt + 1)] : [arg, undefined];
    const flag = byName.get(name);
    if (!flag) throw new ConfigError(`unknown argument "${arg}"`);
    if (flag.value === undefined) {
      if (inline !== undefined) throw new ConfigError(`${name} takes no value`);
      flag.read("");
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new ConfigError(`${name} needs a value`);
    flag.read(value);
  }
  return args;
}

/** The flags' part of a usage: one flag a line, its help aligned beside it. */
export function flagLines(flags: readonly Flag[]): string {
  const shown = flags.map((f) => `  ${f.name}${f.value ? ` ${f.value}` : ""}`);
  const width = Math.max(...shown.map((s) => s.length)) + 2;
  return shown.map((s, i) => `${s.padEnd(width)}${flags[i].help}`).join("\n");
}
