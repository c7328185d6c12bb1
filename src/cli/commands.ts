/**
 * The commands of `openapi-gateway`, in the order the help lists them: each one's name, its line in the list
 * of commands, and the bundle that runs it. `documents` (dist/documents.js) holds what serving, proxying and
 * comparing documents needs and none of the built-in services; `gateway` (dist/gateway.js) holds everything.
 * The launcher (src/launch/server.ts) reads this table alone to choose which bundle to start, so this module
 * imports nothing: each bundle's entry gives the CLI (src/cli/index.ts) a loader per command it holds.
 */
export const COMMANDS = [
  {
    name: "mock",
    bundle: "documents",
    summary: "mock your own OpenAPI documents (YAML or JSON), each at its servers[0].url's path",
  },
  {
    name: "proxy",
    bundle: "documents",
    summary: "check the traffic to an upstream against your OpenAPI document",
  },
  {
    name: "serve",
    bundle: "gateway",
    summary:
      "serve the built-in reference services (every one unless named), optionally proxied or beside documents of your own",
  },
  {
    name: "diff",
    bundle: "documents",
    summary: "what <new> breaks for clients of <old>: each change with its operation, rule, level and lines",
  },
] as const;

type Row = (typeof COMMANDS)[number];
export type CommandName = Row["name"];
export type Bundle = Row["bundle"];
/** The commands a bundle holds: the gateway's holds every one. */
export type CommandsOf<B extends Bundle> = B extends "gateway"
  ? CommandName
  : Extract<Row, { bundle: B }>["name"];

export function summaryOf(name: CommandName): string {
  return COMMANDS.find((c) => c.name === name)!.summary;
}

/** What a command line asks for, read from its first word alone. */
export type CommandLine =
  | { kind: "help" }
  | { kind: "command"; name: CommandName; argv: readonly string[] }
  | { kind: "unknown"; word: string };

/** A command line that starts with a flag (or is empty) is `serve`'s, as `make start ARGS="--spec …"` passes it. */
export function readCommandLine(argv: readonly string[]): CommandLine {
  const [first, ...rest] = argv;
  if (first === "--help" || first === "-h" || first === "help") return { kind: "help" };
  if (first === undefined || first.startsWith("-")) return { kind: "command", name: "serve", argv };
  const row = COMMANDS.find((c) => c.name === first);
  return row ? { kind: "command", name: row.name, argv: rest } : { kind: "unknown", word: first };
}

/** The bundle that runs `argv`: the help and an unknown command need no more than the documents' bundle. */
export function bundleOf(argv: readonly string[]): Bundle {
  const line = readCommandLine(argv);
  return line.kind === "command" ? COMMANDS.find((c) => c.name === line.name)!.bundle : "documents";
}
