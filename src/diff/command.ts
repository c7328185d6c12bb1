/**
 * `diff <old> <new>`: the report of two documents and an exit status for CI. 1 when the new document breaks
 * clients of the old one at the `--fail-on` level or worse (default `client`), 0 when it does not, 2 when a
 * document cannot be read or the arguments are wrong (one line on stderr). Its flags are rows of the shared
 * command-line reader, so `openapi-gateway diff` and `tsx scripts/diff.ts` read them alike.
 */
import type { Writable } from "node:stream";
import { type Flag, flagLines, readArgs } from "../config-args";
import { ConfigError } from "../config-values";
import { DocumentReadError, readDocument } from "./document";
import { diffDocuments } from "./engine";
import { atLeast, type Level } from "./model";
import { FORMATS, type Format, render } from "./render";

export interface DiffStreams {
  stdout: Writable;
  stderr: Writable;
}

export interface DiffSettings {
  format: Format;
  failOn: Level | "none";
}

const FAIL_ON = ["wire", "client", "none"] as const;

export const DIFF_SYNOPSIS = "<old> <new> [flags]";
export const DIFF_DETAILS = `<old> and <new> are files (YAML or JSON; OpenAPI 3.0, 3.1 or Swagger 2.0) or git:<ref>:<path>.
exit status: 1 when <new> breaks clients of <old> at the --fail-on level or worse, 0 when not, 2 when a
document cannot be read.

example: openapi-gateway diff git:main:openapi.yaml openapi.yaml --format markdown`;

export function diffSettings(): DiffSettings {
  return { format: "text", failOn: "client" };
}

export function diffFlags(s: DiffSettings): Flag[] {
  return [
    {
      name: "--format",
      value: "<text|json|markdown>",
      help: "how the report is written (default text; markdown fits a pull request's comment)",
      read: (v) => {
        if (!FORMATS.includes(v as Format))
          throw new ConfigError(`--format takes ${FORMATS.join(", ")}, not ${v}`);
        s.format = v as Format;
      },
    },
    {
      name: "--fail-on",
      value: "<wire|client|none>",
      help: "the level that exits 1: wire (requests or responses break), client (also generated clients; default), none",
      read: (v) => {
        if (!(FAIL_ON as readonly string[]).includes(v))
          throw new ConfigError(`--fail-on takes ${FAIL_ON.join(", ")}, not ${v}`);
        s.failOn = v as DiffSettings["failOn"];
      },
    },
  ];
}

/**
 * Compares the two documents named in `files` and writes the report to `io.stdout`; resolves to the exit
 * status. Throws ConfigError for arguments that name no two documents.
 */
export async function diffFiles(files: readonly string[], s: DiffSettings, io: DiffStreams): Promise<number> {
  if (files.length !== 2) throw new ConfigError(`two documents expected, ${files.length} given`);
  let docs: Awaited<ReturnType<typeof readDocument>>[];
  try {
    docs = await Promise.all(files.map(readDocument));
  } catch (err) {
    if (!(err instanceof DocumentReadError)) throw err;
    io.stderr.write(`diff: ${err.message}\n`);
    return 2;
  }
  const report = diffDocuments(docs[0], docs[1]);
  io.stdout.write(`${render(report, s.format)}\n`);
  return report.findings.some((f) => atLeast(f.level, s.failOn)) ? 1 : 0;
}

/** Runs `diff` with its arguments (after the command's name); resolves to the exit status. */
export async function runDiff(argv: readonly string[], io: DiffStreams): Promise<number> {
  const settings = diffSettings();
  const flags = diffFlags(settings);
  try {
    const args = readArgs(argv, flags, "<file>");
    if (args.help) {
      io.stdout.write(`usage: diff ${DIFF_SYNOPSIS}\n\n${flagLines(flags)}\n\n${DIFF_DETAILS}\n`);
      return 0;
    }
    return await diffFiles(args.positionals, settings, io);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    io.stderr.write(`diff: ${err.message}\n`);
    return 2;
  }
}
