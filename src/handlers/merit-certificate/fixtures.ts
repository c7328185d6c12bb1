/** Loads fixtures/merit-certificate/: the requesters (clients.json) and the candidates' results (records.json). */
import type { FixtureFolder } from "../../runtime/fixtures";
import type { ServiceStore } from "../../runtime/store";
import { type ApiClient, addClients } from "../certificates/state/clients";
import type { CertificateIssuer } from "../certificates/state/issuance";
import type { MeritParams, MeritRecord } from "./state/net-results";

export function loadFixtures(
  store: ServiceStore,
  issuer: CertificateIssuer<MeritParams, MeritRecord>,
  fixtures: FixtureFolder,
): void {
  addClients(store, fixtures.read<ApiClient[]>("clients.json"));
  issuer.load(fixtures.read<MeritRecord[]>("records.json"));
}
