#!/usr/bin/env node
/**
 * `dist/server.js`, what `node dist/server.js` and `make start` run: the gateway's bundle (`dist/gateway.js`,
 * built from src/server.ts) run with V8's code cache, kept in `.cache/code/` beside the mounted documents'
 * compile cache. Without the cache a start spends most of its time before the gateway's first line runs,
 * parsing and compiling the bundle.
 */
import path from "node:path";
import { PROJECT_ROOT } from "../runtime/project-root";
import { runWithCodeCache } from "./code-cache";

runWithCodeCache(path.join(__dirname, "gateway.js"), path.join(PROJECT_ROOT, ".cache", "code"));
