/**
 * The degree certificate service: a medical institute's degree and diploma certificates, found by the
 * document exchange's `RROLL` and `FullName` (records.ts), issued through the shared certificate module
 * (src/handlers/certificates/).
 */
import type { DegreeCertificateHandlers } from "../../../generated/degree-certificate/handlers";
import { loadFixture } from "../../runtime/fixtures";
import type { ServiceModule } from "../../runtime/service";
import { type ApiClient, authenticateClient, clientHeaders, loadClients } from "../certificates/clients";
import { CertificateIssuer } from "../certificates/issuance";
import { certificateReply } from "../certificates/reply";
import { type Convocation, type DegreeParams, type DegreeRecord, degreeKind } from "./records";

const SLUG = "degree-certificate";

export function createDegreeCertificateHandlers(
  issuer: CertificateIssuer<NonNullable<DegreeParams>, DegreeRecord>,
): DegreeCertificateHandlers {
  return {
    issueDegreeCertificate: async ({ body }) =>
      certificateReply(await issuer.issue(body.txnId, body.format, body.certificateParameters)),
  };
}

export const degreeCertificateModule: ServiceModule<"degree-certificate"> = {
  authenticate: (credentials, deps) => authenticateClient(credentials, deps.store),
  devCredentials: () => clientHeaders(loadFixture<ApiClient[]>(SLUG, "clients.json")[0]),
  create: (deps) => {
    const convocation = loadFixture<Convocation>(SLUG, "convocation.json");
    const issuer = new CertificateIssuer(degreeKind(convocation), deps.store, deps.clock);
    deps.store.seed(() => {
      loadClients(deps.store, loadFixture<ApiClient[]>(SLUG, "clients.json"));
      issuer.load(convocation.graduates);
    });
    return { handlers: createDegreeCertificateHandlers(issuer) };
  },
};
