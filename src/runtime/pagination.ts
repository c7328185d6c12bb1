/**
 * Opaque page tokens. A token carries a store cursor and is signed (HMAC) together with the query it
 * belongs to, so a forged token, or one replayed with other list parameters, is an invalid argument
 * rather than a silently wrong page.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { ServiceError } from "../errors/service-error";

export class PageTokens {
  constructor(private readonly secret: Buffer = randomBytes(32)) {}

  private sign(payload: string): Buffer {
    return createHmac("sha256", this.secret).update(payload).digest().subarray(0, 16);
  }

  /** A token for resuming the listing `scope` (the resource and every parameter that shapes it) at `cursor`. */
  issue(scope: string, cursor: string): string {
    const payload = Buffer.from(JSON.stringify({ c: cursor, s: scope })).toString("base64url");
    return `${payload}.${this.sign(payload).toString("base64url")}`;
  }

  /** The cursor inside `token`, or undefined when no token was given. */
  read(scope: string, token: string | undefined, parameter = "page token"): string | undefined {
    if (token === undefined || token === "") return undefined;
    const invalid = new ServiceError("invalid_argument", `invalid ${parameter}`, {
      violations: [{ field: parameter, description: "not a token issued for this listing" }],
    });
    const [payload, mac] = token.split(".");
    if (!payload || !mac) throw invalid;
    const expected = this.sign(payload);
    const given = Buffer.from(mac, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
    const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { c: string; s: string };
    if (parsed.s !== scope) throw invalid;
    return parsed.c;
  }
}
