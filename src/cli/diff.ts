/**
 * `openapi-gateway diff <old> <new>`: the breaking-change report of two documents (src/diff/), with its exit
 * status for CI: 1 when the new document breaks clients of the old one, 0 when not, 2 when one cannot be read.
 */
import {
  DIFF_DETAILS,
  DIFF_SYNOPSIS,
  type DiffSettings,
  diffFiles,
  diffFlags,
  diffSettings,
} from "../diff/command";
import { command } from "./command";

export const diff = command<DiffSettings>({
  name: "diff",
  synopsis: DIFF_SYNOPSIS,
  positionals: "<file>",
  details: DIFF_DETAILS,
  settings: diffSettings,
  flags: diffFlags,
  run: async (s, args) => {
    process.exitCode = await diffFiles(args.positionals, s, process);
  },
});
