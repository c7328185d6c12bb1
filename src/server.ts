#!/usr/bin/env node
/**
 * The entry point of `openapi-gateway` and of `make start` (compiled to dist/server.js): the command line goes
 * to the CLI (src/cli/), which listens and shuts down cleanly on SIGTERM or SIGINT.
 */
import { runCli } from "./cli";

void runCli(process.argv.slice(2), process.env);
