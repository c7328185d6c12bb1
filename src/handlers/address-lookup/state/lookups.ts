/**
 * Every lookup operation of the address service as one rule: authorize the key (and licensee), compute the
 * answer, and when it is a paid answer spend one lookup and record it in the key's log. Empty answers and
 * the provider's documented test inputs are free; the test inputs still need a usable key ("test requests
 * undergo the usual authentication and restriction rules").
 */
import { ServiceError } from "../../../errors/service-error";
import { UDPRN_NOT_FOUND, UMPRN_NOT_FOUND } from "./address-book";
import type { UkAddress } from "./delivery-points";
import { balanceDepleted, limitReached } from "./key-errors";
import type { Credentials, Grant, KeyRing } from "./keys";
import type { LookupLog } from "./lookup-log";
import type { RequestSource } from "./restrictions";
import { compactPostcode } from "./text";

/** The documented test postcodes: addresses (free), an empty answer, and the two exhaustion errors. */
export const TEST_POSTCODE = "ID11QD";
export const TEST_EMPTY_POSTCODE = "ID1KFA";
const TEST_BALANCE_POSTCODE = "ID1CLIP";
const TEST_LIMIT_POSTCODE = "ID1CHOP";

/** Who asks for a lookup, and from where. */
export interface LookupRequest {
  credentials: Credentials;
  source: RequestSource;
}

export interface LookupMeta {
  /** The operation's name in the log (the provider's: Postcode Lookup, Address Lookup, ...). */
  operation: string;
  /** The search term as the caller gave it. */
  term: string;
  tags?: string;
}

/** Throws the documented error of a test postcode that stands for one (ID1 CLIP, ID1 CHOP). */
export function testPostcodeOutcome(text: string): void {
  const compact = compactPostcode(text);
  if (compact.includes(TEST_BALANCE_POSTCODE)) throw balanceDepleted();
  if (compact.includes(TEST_LIMIT_POSTCODE)) throw limitReached();
}

/** Throws the documented error of a test UDPRN or UMPRN: -1 not found, -2 balance depleted, -3 limit reached. */
export function testIdentifierOutcome(id: string, kind: "udprn" | "umprn"): void {
  if (id === "-1") {
    throw new ServiceError("not_found", `${kind.toUpperCase()} not found`, {
      code: kind === "udprn" ? UDPRN_NOT_FOUND : UMPRN_NOT_FOUND,
    });
  }
  if (id === "-2") throw balanceDepleted();
  if (id === "-3") throw limitReached();
}

/** Addresses of the test postcode cost nothing (UDPRN 0 and UMPRN 0 live there). */
export function isTestAddress(a: Pick<UkAddress, "postcode">): boolean {
  return compactPostcode(a.postcode) === TEST_POSTCODE;
}

export class Lookups {
  constructor(
    private readonly keys: KeyRing,
    private readonly log: LookupLog,
  ) {}

  /**
   * Runs one lookup: `compute` gets the grant and says whether its answer is paid. The grant is checked
   * before the answer is computed, so an unusable key never learns anything.
   */
  run<T>(
    { credentials, source }: LookupRequest,
    meta: LookupMeta,
    compute: (grant: Grant) => { value: T; paid: boolean },
  ): T {
    const grant = this.keys.authorize(credentials, source);
    const { value, paid } = compute(grant);
    if (paid) {
      this.keys.spend(grant, source);
      this.log.record(grant, source, meta);
    }
    return value;
  }
}
