/**
 * Phone-number validation by numbering plan, computed from the digits alone (no network lookup). The
 * number must include its country code; a UK number is prefixed `+44`, `44` or `0044`. A national number
 * (07700 900123) is therefore answered as invalid with `missing_country_code`.
 *
 * Plans known: UK (Ofcom's National Telephone Numbering Plan: 10 significant digits after 44, the first
 * digits giving the line type), North America (ITU E.164 country code 1, ten digits grouped 3-3-4), Ireland (353) and
 * France (33).
 */
type LineType =
  | "mobile"
  | "landline"
  | "toll_free"
  | "premium_rate"
  | "shared_cost"
  | "personal"
  | "voip"
  | "pager"
  | "fixed_line_or_mobile";

/** Whether a number is valid, why not, and a valid number's country, formats and line type. */
export interface PhoneVerdict {
  query: string;
  result: boolean;
  reason?: "missing_country_code" | "unknown_country_code" | "invalid_length" | "invalid_number";
  country_iso?: string;
  country_calling_code?: string;
  e164_format?: string;
  international_format?: string;
  national_format?: string;
  line_type?: LineType;
}

interface Plan {
  callingCode: string;
  countryIso: string;
  /** The national significant number's valid lengths. */
  lengths: number[];
  lineType(nsn: string): LineType | undefined;
  national(nsn: string): string;
  international(nsn: string): string;
}

const group = (digits: string, sizes: number[]) => {
  const out: string[] = [];
  let at = 0;
  for (const size of sizes) {
    out.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) out.push(digits.slice(at));
  return out.filter(Boolean).join(" ");
};

/** UK groupings: 020 London-style area codes are 2+4+4, others 4+6 (or 3+3+4 for 0800-style numbers). */
function ukGroups(nsn: string): number[] {
  if (/^2/.test(nsn)) return [2, 4, 4];
  if (/^(80|84|87|9|3)/.test(nsn)) return [3, 3, 4];
  return [4, 6];
}

const PLANS: Plan[] = [
  {
    callingCode: "44",
    countryIso: "GBR",
    lengths: [10],
    lineType: (n) =>
      /^7[1-57-9]/.test(n)
        ? "mobile"
        : /^70/.test(n)
          ? "personal"
          : /^76/.test(n)
            ? "pager"
            : /^[12]/.test(n)
              ? "landline"
              : /^3/.test(n)
                ? "landline"
                : /^80/.test(n)
                  ? "toll_free"
                  : /^8[47]/.test(n)
                    ? "shared_cost"
                    : /^9/.test(n)
                      ? "premium_rate"
                      : /^56/.test(n)
                        ? "voip"
                        : undefined,
    national: (n) => `0${group(n, ukGroups(n))}`,
    international: (n) => `+44 ${group(n, ukGroups(n))}`,
  },
  {
    callingCode: "1",
    countryIso: "USA",
    lengths: [10],
    // NANP: area code and exchange both start 2-9; the plan does not tell mobile from fixed lines.
    lineType: (n) =>
      /^[2-9][0-9]{2}[2-9][0-9]{6}$/.test(n)
        ? /^8(00|33|44|55|66|77|88)/.test(n)
          ? "toll_free"
          : /^900/.test(n)
            ? "premium_rate"
            : "fixed_line_or_mobile"
        : undefined,
    national: (n) => `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`,
    international: (n) => `+1 ${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`,
  },
  {
    callingCode: "353",
    countryIso: "IRL",
    lengths: [9],
    lineType: (n) =>
      /^8[3-9]/.test(n)
        ? "mobile"
        : /^1800/.test(n)
          ? "toll_free"
          : /^[1-9]/.test(n)
            ? "landline"
            : undefined,
    national: (n) => `0${group(n, /^8/.test(n) ? [2, 3, 4] : [1, 3, 4])}`,
    international: (n) => `+353 ${group(n, /^8/.test(n) ? [2, 3, 4] : [1, 3, 4])}`,
  },
  {
    callingCode: "33",
    countryIso: "FRA",
    lengths: [9],
    lineType: (n) =>
      /^[67]/.test(n)
        ? "mobile"
        : /^[1-5]/.test(n)
          ? "landline"
          : /^80/.test(n)
            ? "toll_free"
            : /^9/.test(n)
              ? "voip"
              : undefined,
    national: (n) => `0${group(n, [1, 2, 2, 2, 2])}`,
    international: (n) => `+33 ${group(n, [1, 2, 2, 2, 2])}`,
  },
];

export function validatePhone(query: string): PhoneVerdict {
  const invalidAs = (reason: NonNullable<PhoneVerdict["reason"]>): PhoneVerdict => ({
    query,
    result: false,
    reason,
  });
  // Separators people type, and the "(0)" some write between country code and number.
  const cleaned = query.replace(/\(0\)/g, "").replace(/[\s().\-/]/g, "");
  if (!/^\+?[0-9]+$/.test(cleaned)) return invalidAs("invalid_number");
  let digits: string;
  if (cleaned.startsWith("+")) digits = cleaned.slice(1);
  else if (cleaned.startsWith("00")) digits = cleaned.slice(2);
  else if (cleaned.startsWith("0")) return invalidAs("missing_country_code");
  else digits = cleaned;
  const plan = PLANS.find((p) => digits.startsWith(p.callingCode));
  if (!plan) return invalidAs("unknown_country_code");
  const nsn = digits.slice(plan.callingCode.length).replace(/^0/, "");
  if (!plan.lengths.includes(nsn.length)) return invalidAs("invalid_length");
  const lineType = plan.lineType(nsn);
  if (!lineType) return invalidAs("invalid_number");
  return {
    query,
    result: true,
    country_iso: plan.countryIso,
    country_calling_code: plan.callingCode,
    e164_format: `+${plan.callingCode}${nsn}`,
    international_format: plan.international(nsn),
    national_format: plan.national(nsn),
    line_type: lineType,
  };
}
