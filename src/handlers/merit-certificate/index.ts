/**
 * The merit certificate service: a recruitment board's National Eligibility Test certificates, found by the
 * document exchange's `RROLL`, `CERT_TYPE` and `FullName` (state/net-results.ts) and issued through the
 * shared certificate domain and forms (src/handlers/certificates/).
 */
import { fixtureFolder } from "../../runtime/fixtures";
import type { ServiceModule } from "../../runtime/service";
import type { ApiClient } from "../certificates/state/clients";
import { CertificateIssuer } from "../certificates/state/issuance";
import { authenticateClient, clientHeaders } from "../certificates/wire/credentials";
import { loadFixtures } from "./fixtures";
import { certificatesOperations } from "./operations/certificates";
import { meritKind, type NetSessions } from "./state/net-results";
import { meritCertificate } from "./wire";

const slug = "merit-certificate";
const fixtures = fixtureFolder(slug);

export const meritCertificateModule: ServiceModule<"merit-certificate"> = {
  authenticate: (credentials, deps) => authenticateClient(credentials, deps.store),
  devCredentials: () => clientHeaders(fixtures.read<ApiClient[]>("clients.json")[0]),
  create: (deps) => {
    // The sessions, centres and qualifying marks are what every certificate is judged and printed by.
    const sessions = fixtures.read<NetSessions>("sessions.json");
    const issuer = new CertificateIssuer(meritKind(sessions), deps.store, deps.clock, slug);
    deps.store.seed(() => loadFixtures(deps.store, issuer, fixtures));
    return { handlers: certificatesOperations(issuer, meritCertificate(sessions)) };
  },
};
