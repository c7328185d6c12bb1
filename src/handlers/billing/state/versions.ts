/**
 * Minor versions (`billing-version`, Zuora's `zuora-version`). Without the header the real API applies
 * 186.0. Each version-gated field of the slice exists in a documented range; outside it a request field is
 * refused and a response field left out.
 */
import { invalid } from "../../../errors/service-error";

export const DEFAULT_VERSION = 186.0;

export interface VersionRange {
  from?: number;
  through?: number;
}

/** The ranges Zuora documents for these fields. */
export const FIELD_VERSIONS = {
  // Create an account.
  invoice: { from: 196.0, through: 207.0 },
  collect: { from: 196.0 },
  runBilling: { from: 211.0 },
  targetDate: { from: 211.0 },
  // Create a credit memo from a charge, and the credit memo item.
  memoItemAmount: { through: 223.0 },
  amount: { from: 224.0 },
  chargeId: { through: 256.0 },
  productRatePlanChargeId: { from: 257.0 },
  comment: { through: 256.0 },
  description: { from: 257.0 },
  creditTaxItems: { through: 238.0 },
  taxationItems: { from: 239.0 },
  // Products: rate plans inline through 229.0, a URL from 230.0.
  productRatePlansInline: { through: 229.0 },
} satisfies Record<string, VersionRange>;

export type VersionedField = keyof typeof FIELD_VERSIONS;

export function parseVersion(header: string | undefined): number {
  return header === undefined ? DEFAULT_VERSION : Number(header);
}

export function hasField(version: number, field: VersionedField): boolean {
  const range: VersionRange = FIELD_VERSIONS[field];
  return (
    (range.from === undefined || version >= range.from) &&
    (range.through === undefined || version <= range.through)
  );
}

function describe(field: VersionedField): string {
  const range: VersionRange = FIELD_VERSIONS[field];
  if (range.from !== undefined && range.through !== undefined)
    return `only available from billing-version ${range.from.toFixed(1)} through ${range.through.toFixed(1)}`;
  if (range.from !== undefined) return `only available from billing-version ${range.from.toFixed(1)}`;
  return `not available after billing-version ${range.through?.toFixed(1)}`;
}

/** Refuses a request field the asked version does not have. */
export function requireField(version: number, field: VersionedField, path: string, present: boolean): void {
  if (present && !hasField(version, field)) throw invalid(path, describe(field));
}
