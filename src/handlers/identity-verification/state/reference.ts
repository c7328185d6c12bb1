/**
 * The self-made reference data checks run against (fixtures/identity-verification, written by
 * scripts/fixtures/identity-verification.ts): national data sources, the watchlist, the fraud list, the
 * business registry, scanned document images and the utility tariff table. Read-only after loading.
 */
import { loadFixture } from "../../../runtime/fixtures";
import type { Collection, ServiceStore } from "../../../runtime/store";
import { SLUG } from "./slug";

export interface Address {
  streetNumber?: string;
  streetName?: string;
  streetType?: string;
  suburb?: string;
  state?: string;
  postalCode?: string;
  country?: string;
}

export interface PersonName {
  givenName?: string;
  middleName?: string;
  familyName?: string;
}

export interface DataSource {
  id: string;
  name: string;
  /** Records of one provider are not independent of each other (two_plus counts providers). */
  provider: string;
}

export interface SourceRecord extends PersonName {
  recordId: string;
  source: string;
  dateOfBirth: string;
  address: Address;
  idNumber?: string;
  idExpiry?: string;
}

export interface WatchlistEntry {
  watchlistId: string;
  givenName: string;
  familyName: string;
  dateOfBirth?: string;
  country: string;
  categories: ("pep" | "sanction" | "watchlist")[];
  position?: string;
  adverseMedia: { headline: string; outlet: string; published: string }[];
}

export interface FraudEntry {
  fraudId: string;
  givenName: string;
  familyName: string;
  dateOfBirth: string;
  email?: string;
  idNumber?: string;
  reason: string;
  reportedOn: string;
}

export type Holder =
  | { kind: "individual"; personId: string; percent: number }
  | { kind: "company"; country: string; companyNumber: string; percent: number };

export interface Company {
  country: string;
  registrationType: string;
  companyNumber: string;
  name: string;
  status: string;
  incorporated: string;
  registeredAddress: Address;
  officers: { personId: string; role: "director" | "secretary" | "other" }[];
  shareholders: Holder[];
  historicalShareholders: (Holder & { ceasedOn: string })[];
  creditScore: { score: number; band: string; delinquencyRisk: string };
  creditReport: {
    paymentDefaults: number;
    courtJudgements: number;
    averageDaysToPay: number;
    tradeReferences: number;
  };
}

export interface Person extends PersonName {
  personId: string;
  dateOfBirth: string;
  address: Address;
  email: string;
}

export interface ScanFixture {
  sha256: string;
  scanData: string;
  scanFilename: string;
  personId: string;
  fields: Record<string, unknown> & { idType: string };
}

export interface Tariff {
  planId: string;
  retailer: string;
  planName: string;
  state: string;
  dailySupplyCents: number;
  usageCentsPerKwh: number;
  discountPercent: number;
}

export const normal = (s: string | undefined) => (s ?? "").trim().toLowerCase().replace(/\s+/g, " ");

/** Names match when given and family names are equal ignoring case and spacing (middle names are ignored). */
export function sameName(a: PersonName, b: PersonName): boolean {
  return (
    normal(a.givenName) !== "" &&
    normal(a.givenName) === normal(b.givenName) &&
    normal(a.familyName) === normal(b.familyName)
  );
}

/** Addresses match on street number, street name and postcode. */
export function sameAddress(a: Address, b: Address): boolean {
  return (
    normal(a.streetName) !== "" &&
    normal(a.streetNumber) === normal(b.streetNumber) &&
    normal(a.streetName) === normal(b.streetName) &&
    normal(a.postalCode) === normal(b.postalCode)
  );
}

export class Reference {
  readonly sources: Collection<DataSource>;
  readonly records: Collection<SourceRecord>;
  readonly watchlist: Collection<WatchlistEntry>;
  readonly fraud: Collection<FraudEntry>;
  readonly companies: Collection<Company>;
  readonly people: Collection<Person>;
  readonly scans: Collection<ScanFixture>;
  readonly tariffs: Collection<Tariff>;

  constructor(store: ServiceStore) {
    this.sources = store.collection("ref-sources");
    this.records = store.collection("ref-records");
    this.watchlist = store.collection("ref-watchlist");
    this.fraud = store.collection("ref-fraud");
    this.companies = store.collection("ref-companies");
    this.people = store.collection("ref-people");
    this.scans = store.collection("ref-scans");
    this.tariffs = store.collection("ref-tariffs");
  }

  load(): void {
    const src = loadFixture<{ sources: DataSource[]; records: SourceRecord[] }>(SLUG, "sources.json");
    for (const s of src.sources) this.sources.put(s.id, s);
    for (const r of src.records) this.records.put(r.recordId, r);
    for (const w of loadFixture<WatchlistEntry[]>(SLUG, "watchlist.json"))
      this.watchlist.put(w.watchlistId, w);
    for (const f of loadFixture<FraudEntry[]>(SLUG, "fraudlist.json")) this.fraud.put(f.fraudId, f);
    for (const c of loadFixture<Company[]>(SLUG, "registry.json"))
      this.companies.put(companyKey(c.country, c.companyNumber), c);
    for (const p of loadFixture<Person[]>(SLUG, "people.json")) this.people.put(p.personId, p);
    for (const s of loadFixture<ScanFixture[]>(SLUG, "scans.json")) this.scans.put(s.sha256, s);
    for (const t of loadFixture<Tariff[]>(SLUG, "tariffs.json")) this.tariffs.put(t.planId, t);
  }

  company(country: string, companyNumber: string): Company | undefined {
    return this.companies.get(companyKey(country, companyNumber));
  }

  person(personId: string): Person {
    const p = this.people.get(personId);
    if (!p) throw new Error(`fixture inconsistency: no person ${personId}`);
    return p;
  }
}

export const companyKey = (country: string, companyNumber: string) =>
  `${country.toUpperCase()}:${companyNumber}`;
