/** Reads a service's seed data from fixtures/<slug>/: self-made, small, realistic. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./project-root";

export function loadFixture<T>(slug: string, file: string): T {
  return JSON.parse(readFileSync(path.join(PROJECT_ROOT, "fixtures", slug, file), "utf8")) as T;
}
