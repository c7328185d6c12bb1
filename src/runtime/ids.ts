/** Random identifiers. One place, so every service draws ids the same way (crypto-strong). */
import { randomFillSync, randomUUID } from "node:crypto";

export const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const LOWER_ALPHANUMERIC = "0123456789abcdefghijklmnopqrstuvwxyz";
export const HEX = "0123456789abcdef";

export function uuid(): string {
  return randomUUID();
}

/**
 * Random bytes are drawn 4 KB at a time, as randomUUID does, rather than with one call into the system's
 * generator per id: ids are made on request paths (a profile of a create put 11% of its CPU there).
 */
const pool = Buffer.alloc(4096);
let used = pool.length;

/** An id's characters as bytes, turned into a string in one conversion. */
let scratch = Buffer.alloc(64);

/** Each alphabet's characters as byte codes, made once. */
const codesOf = new Map<string, Uint8Array>();

function codes(alphabet: string): Uint8Array {
  let table = codesOf.get(alphabet);
  if (!table) {
    table = Buffer.from(alphabet, "latin1");
    codesOf.set(alphabet, table);
  }
  return table;
}

/** `length` characters drawn uniformly from `alphabet` (rejection sampling, no modulo bias). */
export function randomString(length: number, alphabet: string = ALPHANUMERIC): string {
  const table = codes(alphabet);
  const size = table.length;
  const limit = 256 - (256 % size);
  if (scratch.length < length) scratch = Buffer.alloc(length);
  let n = 0;
  while (n < length) {
    if (used === pool.length) {
      randomFillSync(pool);
      used = 0;
    }
    const b = pool[used++];
    if (b < limit) scratch[n++] = table[b % size];
  }
  return scratch.toString("latin1", 0, n);
}
