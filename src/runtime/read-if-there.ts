import { readFileSync } from "node:fs";

/** The bytes of `file`, read synchronously; undefined when it is not there or cannot be read. */
export function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
