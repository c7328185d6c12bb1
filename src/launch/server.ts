#!/usr/bin/env node
/**
 * `dist/server.js`, what `node dist/server.js` and `make start` run: the bundle the command line needs (the
 * command table, src/cli/commands.ts, names it: dist/documents.js for the commands that serve documents only,
 * dist/gateway.js for the built-in services) run with V8's code cache, kept in `.cache/code/` beside the
 * mounted documents' compile cache. Without the cache a start spends most of its time before the gateway's
 * first line runs, parsing and compiling the bundle.
 */
import path from "node:path";
import { bundleOf } from "../cli/commands";
import { PROJECT_ROOT } from "../runtime/project-root";
import { runWithCodeCache } from "./code-cache";

runWithCodeCache(
  path.join(__dirname, `${bundleOf(process.argv.slice(2))}.js`),
  path.join(PROJECT_ROOT, ".cache", "code"),
);
