/** The documents `mock` and `proxy` take as arguments: `[<name>=]<file>`. */
import { accessSync, constants } from "node:fs";
import { fileStem, specFlag } from "../config-flags";
import { ConfigError, type Layer } from "../config-values";

/**
 * A document's name made from its file's (`twilio_content_v1.json` → `twilio-content-v1`): a mounted document's
 * name is a lower-case slug, and a file's name often is not.
 */
export function slugOfFile(file: string): string {
  const slug = fileStem(file)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^[^a-z]+|-+$/g, "");
  return slug || "api";
}

/** Mounts the document `value` names in `layer`, refusing a file it cannot read and a name given twice. */
export function documentArg(layer: Layer, value: string): string {
  const eq = value.indexOf("=");
  const file = eq > 0 ? value.slice(eq + 1) : value;
  try {
    accessSync(file, constants.R_OK);
  } catch (err) {
    throw new ConfigError(`cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  // A flag such as --base <name>=<path> may have named the document first, without its file.
  const named = new Set([...layer.specs].filter(([, s]) => s.file).map(([n]) => n));
  const name = specFlag(layer, value, slugOfFile);
  if (named.has(name)) throw new ConfigError(`two documents are named ${name}: name one with <name>=<file>`);
  return name;
}
