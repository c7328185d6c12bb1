#!/usr/bin/env node
/**
 * The entry point of the full bundle (dist/gateway.js, which dist/server.js starts for `serve` and for a
 * command line of flags alone): every command of the CLI (src/cli/), which listens and shuts down cleanly on
 * SIGTERM or SIGINT. Commands that serve documents only run from dist/documents.js (src/documents-server.ts).
 */
import { runCli } from "./cli";
import { DOCUMENT_COMMANDS } from "./cli/document-commands";

void runCli(process.argv.slice(2), process.env, {
  ...DOCUMENT_COMMANDS,
  serve: () => (require("./cli/serve") as typeof import("./cli/serve")).serve,
});
