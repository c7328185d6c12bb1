/** Reads a service's seed data from fixtures/<slug>/ (self-made, small, realistic; DESIGN.md section 6). */
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

export function loadFixture<T>(slug: string, file: string): T {
  return JSON.parse(readFileSync(path.join(root, "fixtures", slug, file), "utf8")) as T;
}
