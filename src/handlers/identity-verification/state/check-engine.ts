/**
 * Runs checks against the reference data: `one_plus`/`two_plus` match name, address and date
 * of birth in at least 1 source / 2 independent sources (sources of one provider count once); `id`/`visa`
 * validate identity documents against the driver licence and passport registers; `pep`/`pep_media` screen the
 * watchlist (with adverse media for `pep_media`); `fraudlist`/`fraudcheck` screen the fraud list; `manual`
 * records that a person must review; `idvalidate` reports the ID validation process. The result carries the
 * per-source detail and a risk score in FrankieOne's bands (0–30 low, 31–50 medium, 51–75 high, more
 * unacceptable).
 */
import { isPep, pepRuns } from "./check-types";
import { type Address, normal, type PersonName, type Reference, sameAddress, sameName } from "./reference";

export interface PersonData extends PersonName {
  dateOfBirth?: string;
  addresses: Address[];
  email?: string;
}

export interface DocumentData {
  documentId: string;
  idType: string;
  idNumber?: string;
  idExpiry?: string;
  country?: string;
}

export interface SourceMatch {
  source: string;
  provider: string;
  nameMatch: boolean;
  dateOfBirthMatch: boolean;
  addressMatch: boolean;
  matched: boolean;
}

export interface WatchlistHit {
  watchlistId: string;
  name: string;
  categories: string[];
  position?: string;
  adverseMedia: { headline: string; outlet: string; published: string }[];
}

export interface CheckOutcome {
  checkTypes: string[];
  skipped: string[];
  kyc?: { required: number; sources: SourceMatch[]; independentSources: number; passed: boolean };
  id?: {
    documents: { documentId: string; idType: string; verified: boolean; reason: string }[];
    passed: boolean;
  };
  pep?: { includeMedia: boolean; hits: WatchlistHit[]; passed: boolean };
  fraud?: { hits: { fraudId: string; reason: string; matchedOn: string }[]; passed: boolean };
  manual?: { state: "REVIEW_REQUIRED" };
  idvalidate?: { state: string; passed: boolean };
  /** Which risk factors the results show, e.g. `kyc_failed`, `pep_hit`; a changed set clears a manual risk. */
  riskFactors: Record<string, boolean>;
}

export const RISK_WEIGHT: Record<string, number> = {
  kyc_failed: 25,
  id_failed: 20,
  pep_hit: 40,
  sanction_hit: 70,
  adverse_media: 15,
  fraud_hit: 60,
  blacklisted: 80,
};

export function riskScore(factors: Record<string, boolean>): number {
  return Object.entries(factors).reduce((sum, [f, on]) => sum + (on ? RISK_WEIGHT[f] : 0), 10);
}

export function riskLevel(score: number): "low" | "medium" | "high" | "unacceptable" {
  if (score <= 30) return "low";
  if (score <= 50) return "medium";
  if (score <= 75) return "high";
  return "unacceptable";
}

/** A document is valid when its register knows the number, the holder is the person, and it has not expired. */
export function validateDocument(
  ref: Reference,
  person: PersonName & { dateOfBirth?: string },
  doc: DocumentData,
  today: string,
) {
  const register =
    doc.idType === "DRIVERS_LICENCE"
      ? "drivers-licence"
      : doc.idType === "PASSPORT" || doc.idType === "VISA"
        ? "passport"
        : undefined;
  const base = { documentId: doc.documentId, idType: doc.idType };
  if (!register) return { ...base, verified: false, reason: "NOT_SUPPORTED" };
  if (!doc.idNumber) return { ...base, verified: false, reason: "ID_NUMBER_MISSING" };
  const rec = ref.recordsOf(register, (r) => normal(r.idNumber) === normal(doc.idNumber))[0];
  if (!rec) return { ...base, verified: false, reason: "NOT_FOUND_IN_REGISTER" };
  if (!sameName(rec, person) || rec.dateOfBirth !== person.dateOfBirth)
    return { ...base, verified: false, reason: "HOLDER_MISMATCH" };
  if (rec.idExpiry && rec.idExpiry < today) return { ...base, verified: false, reason: "EXPIRED" };
  return { ...base, verified: true, reason: "VERIFIED" };
}

export function screenWatchlist(ref: Reference, person: PersonData, includeMedia: boolean): WatchlistHit[] {
  return ref.watchlist
    .all(
      (w) =>
        sameName(w, person) &&
        (!w.dateOfBirth || !person.dateOfBirth || w.dateOfBirth === person.dateOfBirth),
    )
    .map((w) => ({
      watchlistId: w.watchlistId,
      name: `${w.givenName} ${w.familyName}`,
      categories: w.categories,
      position: w.position,
      adverseMedia: includeMedia ? w.adverseMedia : [],
    }));
}

export interface RunInput {
  ref: Reference;
  person: PersonData;
  documents: DocumentData[];
  types: string[];
  today: string;
  idvalidateState?: string;
}

export function runChecks({ ref, person, documents, types, today, idvalidateState }: RunInput): CheckOutcome {
  const out: CheckOutcome = { checkTypes: types, skipped: [], riskFactors: {} };
  const sourceProviders = new Map(ref.sources.all().map((s) => [s.id, s.provider]));
  for (const type of types) {
    if (type === "one_plus" || type === "two_plus") {
      const required = type === "one_plus" ? 1 : 2;
      const sources: SourceMatch[] = ref.sources.all().map((s) => {
        const recs = ref.recordsOf(s.id, (r) => sameName(r, person) || r.dateOfBirth === person.dateOfBirth);
        const best = recs
          .map((r) => ({
            nameMatch: sameName(r, person),
            dateOfBirthMatch: !!person.dateOfBirth && r.dateOfBirth === person.dateOfBirth,
            addressMatch: person.addresses.some((a) => sameAddress(a, r.address)),
          }))
          .sort(
            (a, b) =>
              Number(b.nameMatch) +
              Number(b.dateOfBirthMatch) +
              Number(b.addressMatch) -
              (Number(a.nameMatch) + Number(a.dateOfBirthMatch) + Number(a.addressMatch)),
          )[0] ?? {
          nameMatch: false,
          dateOfBirthMatch: false,
          addressMatch: false,
        };
        return {
          source: s.id,
          provider: s.provider,
          ...best,
          matched: best.nameMatch && best.dateOfBirthMatch && best.addressMatch,
        };
      });
      const independentSources = new Set(
        sources.filter((s) => s.matched).map((s) => sourceProviders.get(s.source)),
      ).size;
      const passed = independentSources >= required;
      // A stricter check replaces a weaker one in the same run.
      if (!out.kyc || required > out.kyc.required)
        out.kyc = { required, sources, independentSources, passed };
      out.riskFactors.kyc_failed = !out.kyc.passed;
    } else if (type === "id" || type === "visa") {
      const docs = documents.filter((d) =>
        type === "visa" ? d.idType === "VISA" : d.idType !== "UTILITY_BILL",
      );
      const results = docs.map((d) => validateDocument(ref, person, d, today));
      out.id = { documents: results, passed: results.some((r) => r.verified) };
      out.riskFactors.id_failed = !out.id.passed;
    } else if (isPep(type)) {
      if (!pepRuns(types)) {
        out.skipped.push(type);
        continue;
      }
      const includeMedia = type === "pep_media" || out.pep?.includeMedia === true;
      const hits = screenWatchlist(ref, person, includeMedia);
      out.pep = { includeMedia, hits, passed: hits.length === 0 };
      out.riskFactors.pep_hit = hits.some((h) => h.categories.includes("pep"));
      out.riskFactors.sanction_hit = hits.some((h) => h.categories.includes("sanction"));
      if (includeMedia) out.riskFactors.adverse_media = hits.some((h) => h.adverseMedia.length > 0);
    } else if (type === "fraudlist" || type === "fraudcheck") {
      const ids = new Set(documents.map((d) => normal(d.idNumber)).filter((n) => n !== ""));
      const hits = ref.fraud.all().flatMap((f) => {
        if (sameName(f, person) && f.dateOfBirth === person.dateOfBirth)
          return [{ fraudId: f.fraudId, reason: f.reason, matchedOn: "name_dob" }];
        if (f.idNumber && ids.has(normal(f.idNumber)))
          return [{ fraudId: f.fraudId, reason: f.reason, matchedOn: "id_number" }];
        if (f.email && normal(f.email) === normal(person.email))
          return [{ fraudId: f.fraudId, reason: f.reason, matchedOn: "email" }];
        return [];
      });
      out.fraud = { hits, passed: hits.length === 0 };
      out.riskFactors.fraud_hit = hits.length > 0;
    } else if (type === "manual") {
      out.manual = { state: "REVIEW_REQUIRED" };
    } else if (type === "idvalidate") {
      const state = idvalidateState ?? "NOT_STARTED";
      out.idvalidate = { state, passed: state === "COMPLETE" };
    }
  }
  return out;
}

/** FrankieOne's EnumCheckResultState for the run as a whole. */
export function resultState(o: CheckOutcome): string {
  const failed = [o.kyc, o.id, o.fraud, o.idvalidate].some((r) => r && !r.passed);
  if (o.fraud && !o.fraud.passed) return "CHECKED_FAILED";
  if (failed) return o.kyc && o.kyc.independentSources > 0 ? "CHECKED_PARTIAL_SUCCESS" : "CHECKED_FAILED";
  if ((o.pep && !o.pep.passed) || o.manual) return "CHECKED_SUCCESS_WITH_NOTES";
  return "CHECKED_SUCCESS_CLEAR";
}
