#!/usr/bin/env node
/**
 * The entry point of dist/documents.js, the bundle dist/server.js starts for `mock`, `proxy`, `diff` and the
 * help: the commands that serve or compare documents only. It holds none of the built-in services (their
 * handlers, generated validators, operation tables, fixtures, pdfkit), so a start reads and runs a fraction
 * of the full bundle.
 */
import { runCli } from "./cli";
import { DOCUMENT_COMMANDS } from "./cli/document-commands";

void runCli(process.argv.slice(2), process.env, DOCUMENT_COMMANDS);
