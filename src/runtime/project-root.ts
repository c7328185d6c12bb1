/**
 * The project's folder, where specs/ and fixtures/ are read from at run time. It is found from this module's
 * own place, which is src/runtime/ when the sources run and dist/ when the compiled bundle runs: the nearest
 * folder above it that holds the project's package.json.
 */
import { existsSync } from "node:fs";
import path from "node:path";

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json")) && existsSync(path.join(dir, "specs"))) return dir;
    if (path.dirname(dir) === dir)
      throw new Error(`no project folder (package.json and specs/) above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(__dirname);
