/** Reads a service's seed data from fixtures/<slug>/: self-made, small, realistic. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./project-root";

/** One service's fixture folder; the service names its slug once, where it creates this. */
export interface FixtureFolder {
  /** The parsed JSON of `fixtures/<slug>/<file>`. */
  read<T>(file: string): T;
}

export function fixtureFolder(slug: string): FixtureFolder {
  const dir = path.join(PROJECT_ROOT, "fixtures", slug);
  return { read: <T>(file: string) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as T };
}
