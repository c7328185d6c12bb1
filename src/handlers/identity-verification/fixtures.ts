/**
 * Loads fixtures/identity-verification/ (written by scripts/fixtures/identity-verification.ts): the customers
 * with their children and keys, and the reference data checks run against.
 */
import type { FixtureFolder } from "../../runtime/fixtures";
import type {
  Company,
  DataSource,
  FraudEntry,
  Person,
  Reference,
  ScanFixture,
  SourceRecord,
  Tariff,
  WatchlistEntry,
} from "./state/reference";
import { companyKey } from "./state/reference";
import type { CustomerConfig, Tenancy } from "./state/tenancy";

export function loadFixtures(tenancy: Tenancy, ref: Reference, fixtures: FixtureFolder): void {
  for (const c of fixtures.read<CustomerConfig[]>("customers.json")) tenancy.addCustomer(c);
  const src = fixtures.read<{ sources: DataSource[]; records: SourceRecord[] }>("sources.json");
  for (const s of src.sources) ref.sources.put(s.id, s);
  for (const r of src.records) ref.records.put(r.recordId, r);
  for (const w of fixtures.read<WatchlistEntry[]>("watchlist.json")) ref.watchlist.put(w.watchlistId, w);
  for (const f of fixtures.read<FraudEntry[]>("fraudlist.json")) ref.fraud.put(f.fraudId, f);
  for (const c of fixtures.read<Company[]>("registry.json"))
    ref.companies.put(companyKey(c.country, c.companyNumber), c);
  for (const p of fixtures.read<Person[]>("people.json")) ref.people.put(p.personId, p);
  for (const s of fixtures.read<ScanFixture[]>("scans.json")) ref.scans.put(s.sha256, s);
  for (const t of fixtures.read<Tariff[]>("tariffs.json")) ref.tariffs.put(t.planId, t);
}
