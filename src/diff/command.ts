/**
 * `diff <old> <new>`: the report of two documents and an exit status for CI. 1 when the new document breaks
 * clients of the old one at the `--fail-on` level or worse (default `client`), 0 when it does not, 2 when a
 * document cannot be read or the arguments are wrong (one line on stderr).
 */
import type { Writable } from "node:stream";
import { DocumentReadError, readDocument } from "./document";
import { diffDocuments } from "./engine";
import { atLeast, LEVELS, type Level } from "./model";
import { FORMATS, type Format, render } from "./render";

export const DIFF_USAGE =
  "usage: diff <old> <new> [--format text|json|markdown] [--fail-on wire|client|none]\n" +
  "  <old>, <new>: a file (YAML or JSON, OpenAPI 3.0/3.1) or git:<ref>:<path>";

export interface DiffStreams {
  stdout: Writable;
  stderr: Writable;
}

interface DiffArgs {
  old: string;
  new: string;
  format: Format;
  failOn: Level | "none";
}

const FAIL_ON = [...LEVELS.filter((l) => l !== "compatible"), "none"] as const;

function parse(argv: readonly string[]): DiffArgs | string {
  const files: string[] = [];
  let format: Format = "text";
  let failOn: DiffArgs["failOn"] = "client";
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const [flag, inline] = a.startsWith("--") && a.includes("=") ? a.split(/=(.*)/s, 2) : [a, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === "--format") {
      const v = value();
      if (!FORMATS.includes(v as Format))
        return `--format takes ${FORMATS.join(", ")}, not ${v ?? "nothing"}`;
      format = v as Format;
    } else if (flag === "--fail-on") {
      const v = value();
      if (!(FAIL_ON as readonly string[]).includes(v))
        return `--fail-on takes ${FAIL_ON.join(", ")}, not ${v ?? "nothing"}`;
      failOn = v as DiffArgs["failOn"];
    } else if (a.startsWith("-") && a !== "-") return `unknown option ${a}`;
    else files.push(a);
  }
  if (files.length !== 2) return `two documents expected, ${files.length} given`;
  return { old: files[0], new: files[1], format, failOn };
}

/** Runs `diff` with its arguments (after the command's name); resolves to the exit status. */
export async function runDiff(argv: readonly string[], io: DiffStreams): Promise<number> {
  const args = parse(argv);
  if (typeof args === "string") {
    io.stderr.write(`diff: ${args}\n${DIFF_USAGE}\n`);
    return 2;
  }
  let docs: Awaited<ReturnType<typeof readDocument>>[];
  try {
    docs = await Promise.all([readDocument(args.old), readDocument(args.new)]);
  } catch (err) {
    if (!(err instanceof DocumentReadError)) throw err;
    io.stderr.write(`diff: ${err.message}\n`);
    return 2;
  }
  const report = diffDocuments(docs[0], docs[1]);
  io.stdout.write(`${render(report, args.format)}\n`);
  return report.findings.some((f) => atLeast(f.level, args.failOn)) ? 1 : 0;
}
