/** Loads fixtures/degree-certificate/: the requesters (clients.json) and the convocation's graduates. */

import type { FixtureFolder } from "../../runtime/fixtures";
import type { ServiceStore } from "../../runtime/store";
import { type ApiClient, addClients } from "../certificates/state/clients";
import type { CertificateIssuer } from "../certificates/state/issuance";
import type { Convocation, DegreeParams, DegreeRecord } from "./state/convocation";

export function loadFixtures(
  store: ServiceStore,
  issuer: CertificateIssuer<DegreeParams, DegreeRecord>,
  fixtures: FixtureFolder,
  convocation: Convocation,
): void {
  addClients(store, fixtures.read<ApiClient[]>("clients.json"));
  issuer.load(convocation.graduates);
}
