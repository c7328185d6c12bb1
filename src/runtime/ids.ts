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

function randomByte(): number {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  return pool[used++];
}

/** `length` characters drawn uniformly from `alphabet` (rejection sampling, no modulo bias). */
export function randomString(length: number, alphabet: string = ALPHANUMERIC): string {
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < length) {
    const b = randomByte();
    if (b < limit) out += alphabet[b % alphabet.length];
  }
  return out;
}
