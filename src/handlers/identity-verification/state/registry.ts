/**
 * The business registry (business operations): international search and profile, beneficial
 * ownership through chains of holding companies, and credit reports. Ultimate beneficial owners are the
 * individuals whose indirect share (the product of the percentages along each chain, summed over chains)
 * reaches 25%, the threshold FrankieOne's ownership reports apply by default.
 */
import { ServiceError } from "../../../errors/service-error";
import { type Company, type Holder, normal, type Reference } from "./reference";

export const UBO_THRESHOLD_PERCENT = 25;
export const MAX_SEARCH_RESULTS = 50;

export interface Owner {
  personId: string;
  name: string;
  percentOwned: number;
  beneficiallyHeld: boolean;
  /** Company numbers the share passes through, outermost last. */
  via: string[];
}

export interface OwnershipReport {
  threshold: number;
  ultimateBeneficialOwners: Owner[];
  /** Every individual with an indirect share, including those below the threshold. */
  allOwners: Owner[];
  directOwners: { kind: Holder["kind"]; id: string; name: string; percentOwned: number }[];
  historicalOwners?: {
    kind: Holder["kind"];
    id: string;
    name: string;
    percentOwned: number;
    ceasedOn: string;
  }[];
}

export class Registry {
  constructor(private readonly ref: Reference) {}

  /** A search by name words, by number, or both: the spec requires at least one of them, not empty. */
  search(country: string, name: string | undefined, companyNumber: string | undefined): Company[] {
    const words = normal(name)
      .split(" ")
      .filter((w) => w !== "");
    return this.ref.companies.list({
      where: (c) =>
        c.country === country.toUpperCase() &&
        (companyNumber === undefined || c.companyNumber === companyNumber) &&
        words.every((w) => normal(c.name).includes(w)),
      limit: MAX_SEARCH_RESULTS,
    }).items;
  }

  profile(country: string, companyNumber: string): Company {
    const c = this.ref.company(country, companyNumber);
    if (!c)
      throw new ServiceError("not_found", `no company ${companyNumber} registered in ${country}`, {
        code: "BUS-0404",
      });
    return c;
  }

  /** The registry entry whose name is exactly `name` (ignoring case and spacing), for validation by name. */
  byName(country: string, name: string): Company | undefined {
    return this.ref.companies.all(
      (c) => c.country === country.toUpperCase() && normal(c.name) === normal(name),
    )[0];
  }

  holderName(h: { kind: string; personId?: string; country?: string; companyNumber?: string }): string {
    if (h.kind === "individual") {
      const p = this.ref.person(h.personId as string);
      return `${p.givenName} ${p.familyName}`;
    }
    return (
      this.ref.company(h.country as string, h.companyNumber as string)?.name ?? (h.companyNumber as string)
    );
  }

  ownership(company: Company, includeHistorical: boolean): OwnershipReport {
    const shares = new Map<string, { percent: number; via: string[] }>();
    const walk = (c: Company, factor: number, via: string[], seen: Set<string>) => {
      for (const h of c.shareholders) {
        const part = (factor * h.percent) / 100;
        if (h.kind === "individual") {
          const s = shares.get(h.personId) ?? { percent: 0, via: [] };
          shares.set(h.personId, { percent: s.percent + part, via: [...new Set([...s.via, ...via])] });
        } else {
          const key = `${h.country}:${h.companyNumber}`;
          const inner = this.ref.company(h.country, h.companyNumber);
          if (inner && !seen.has(key)) walk(inner, part, [...via, h.companyNumber], new Set([...seen, key]));
        }
      }
    };
    walk(company, 100, [], new Set([`${company.country}:${company.companyNumber}`]));
    const allOwners = [...shares]
      .map(([personId, s]) => ({
        personId,
        name: this.holderName({ kind: "individual", personId }),
        percentOwned: Math.round(s.percent * 100) / 100,
        beneficiallyHeld: true,
        via: s.via,
      }))
      .sort((a, b) => b.percentOwned - a.percentOwned || a.personId.localeCompare(b.personId));
    const report: OwnershipReport = {
      threshold: UBO_THRESHOLD_PERCENT,
      ultimateBeneficialOwners: allOwners.filter((o) => o.percentOwned >= UBO_THRESHOLD_PERCENT),
      allOwners,
      directOwners: company.shareholders.map((h) => ({
        kind: h.kind,
        id: h.kind === "individual" ? h.personId : h.companyNumber,
        name: this.holderName(h),
        percentOwned: h.percent,
      })),
    };
    if (includeHistorical)
      report.historicalOwners = company.historicalShareholders.map((h) => ({
        kind: h.kind,
        id: h.kind === "individual" ? h.personId : h.companyNumber,
        name: this.holderName(h),
        percentOwned: h.percent,
        ceasedOn: h.ceasedOn,
      }));
    return report;
  }

  /** The people an `entityCategories` list names, with the category and role each is screened under. */
  related(company: Company, categories: string[], report: OwnershipReport | undefined) {
    const want = (c: string) => categories.includes(c) || categories.includes("all");
    const out: { entityCategory: string; personId: string; role: string; percentOwned?: number }[] = [];
    if (want("ubos"))
      for (const o of report?.ultimateBeneficialOwners ?? [])
        out.push({ entityCategory: "ubos", personId: o.personId, role: "ubo", percentOwned: o.percentOwned });
    // Pseudo UBOs stand in when no owner reaches the threshold: the directors.
    if (want("pseudo_ubos") && (report?.ultimateBeneficialOwners.length ?? 0) === 0)
      for (const o of company.officers.filter((x) => x.role === "director"))
        out.push({ entityCategory: "pseudo_ubos", personId: o.personId, role: o.role });
    if (want("direct_owners"))
      for (const h of company.shareholders)
        if (h.kind === "individual")
          out.push({
            entityCategory: "direct_owners",
            personId: h.personId,
            role: "shareholder",
            percentOwned: h.percent,
          });
    for (const o of company.officers) {
      if (want("officers")) out.push({ entityCategory: "officers", personId: o.personId, role: o.role });
      else if (want("officers_directors") && o.role === "director")
        out.push({ entityCategory: "officers_directors", personId: o.personId, role: o.role });
      else if (want("officers_other") && o.role !== "director")
        out.push({ entityCategory: "officers_other", personId: o.personId, role: o.role });
    }
    return out;
  }
}
