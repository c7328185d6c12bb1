/**
 * Links that work without credentials until they expire, as an object store's pre-signed URLs do: the link
 * carries its expiry and an HMAC over its path, its other named parameters and that expiry, made with a
 * secret drawn for each gateway instance. A changed path, parameter or expiry no longer matches; an expired
 * link is told apart from a forged one so that each can be refused as its provider refuses it.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** The query parameters of a signed link. */
export interface LinkSignature {
  /** The expiry, in whole seconds since the epoch. */
  expires: string;
  signature: string;
}

export type LinkCheck = "valid" | "expired" | "forged";

export class SignedLinks {
  constructor(private readonly secret: Buffer = randomBytes(32)) {}

  private mac(path: string, fields: Readonly<Record<string, string>>, expires: string): Buffer {
    const named = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join("&");
    return createHmac("sha256", this.secret).update(`${path}\n${named}\n${expires}`).digest();
  }

  /** The signature of `path` with `fields` until `expiresAt` (rounded down to the second). */
  sign(path: string, fields: Readonly<Record<string, string>>, expiresAt: Date): LinkSignature {
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    return { expires, signature: this.mac(path, fields, expires).toString("base64url") };
  }

  /** Whether the link was signed here as it is (forged otherwise), and whether `now` is before its expiry. */
  check(path: string, fields: Readonly<Record<string, string>>, given: LinkSignature, now: Date): LinkCheck {
    if (!/^\d{1,15}$/.test(given.expires)) return "forged";
    const expected = this.mac(path, fields, given.expires);
    const mac = Buffer.from(given.signature, "base64url");
    if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) return "forged";
    return now.getTime() < Number(given.expires) * 1000 ? "valid" : "expired";
  }
}
