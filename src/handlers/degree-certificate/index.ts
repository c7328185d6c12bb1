/**
 * The degree certificate service: a medical institute's degree and diploma certificates, found by the
 * document exchange's `RROLL` and `FullName` (state/convocation.ts) and issued through the shared certificate
 * domain and forms (src/handlers/certificates/).
 */
import { fixtureFolder } from "../../runtime/fixtures";
import type { ServiceModule } from "../../runtime/service";
import type { ApiClient } from "../certificates/state/clients";
import { CertificateIssuer } from "../certificates/state/issuance";
import { authenticateClient, clientHeaders } from "../certificates/wire/credentials";
import { loadFixtures } from "./fixtures";
import { certificatesOperations } from "./operations/certificates";
import { type Convocation, degreeKind } from "./state/convocation";
import { degreeCertificate } from "./wire";

const slug = "degree-certificate";
const fixtures = fixtureFolder(slug);

export const degreeCertificateModule: ServiceModule<"degree-certificate"> = {
  authenticate: (credentials, deps) => authenticateClient(credentials, deps.store),
  devCredentials: () => clientHeaders(fixtures.read<ApiClient[]>("clients.json")[0]),
  create: (deps) => {
    // The programmes and the convocation are what every certificate prints: read with the graduates' file.
    const convocation = fixtures.read<Convocation>("convocation.json");
    const issuer = new CertificateIssuer(degreeKind, deps.store, deps.clock, slug);
    deps.store.seed(() => loadFixtures(deps.store, issuer, fixtures, convocation));
    return { handlers: certificatesOperations(issuer, degreeCertificate(convocation)) };
  },
};
