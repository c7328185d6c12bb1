/**
 * After esbuild (`npm run build`): makes dist/gateway.js and dist/documents.js pure ASCII, so that the
 * launcher decodes them as latin1, a byte per character, faster than UTF-8 on a bundle of megabytes.
 * esbuild's `--charset=ascii` escapes every string, template and identifier but leaves regular expression
 * literals as written (pluralize has `/pok[eé]mon$/i`); there, as in anything else esbuild leaves, a `\u`
 * escape of four hex digits for each UTF-16 unit (`é` as `\u00e9`) means the same character (a surrogate
 * pair of escapes is one code point under the `u` and `v` flags too). A character already behind a backslash
 * would change meaning: the build fails.
 */
import { readFileSync, writeFileSync } from "node:fs";

const BUNDLES = ["dist/gateway.js", "dist/documents.js"];

/** `source` with every non-ASCII UTF-16 unit written as a `\u` escape; throws on one that follows a backslash. */
export function asciiSource(source: string): string {
  return source.replace(/[^\0-\x7f]/g, (unit, at: number) => {
    if (source[at - 1] === "\\")
      throw new Error(
        `an escaped non-ASCII character at ${at}: ${JSON.stringify(source.slice(at - 20, at + 20))}`,
      );
    return `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

if (require.main === module) {
  for (const bundle of BUNDLES) {
    const source = readFileSync(bundle, "utf8");
    const ascii = asciiSource(source);
    if (ascii !== source) writeFileSync(bundle, ascii);
  }
}
