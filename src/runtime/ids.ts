/** Random identifiers. One place, so every service draws ids the same way (crypto-strong). */
import { randomBytes, randomUUID } from "node:crypto";

export const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const LOWER_ALPHANUMERIC = "0123456789abcdefghijklmnopqrstuvwxyz";
export const HEX = "0123456789abcdef";

export function uuid(): string {
  return randomUUID();
}

/** `length` characters drawn uniformly from `alphabet` (rejection sampling, no modulo bias). */
export function randomString(length: number, alphabet: string = ALPHANUMERIC): string {
  const out: string[] = [];
  const limit = 256 - (256 % alphabet.length);
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b < limit) out.push(alphabet[b % alphabet.length]);
      if (out.length === length) break;
    }
  }
  return out.join("");
}
