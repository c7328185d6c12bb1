/**
 * The merit certificate service: a recruitment board's National Eligibility Test certificates, found by the
 * document exchange's `RROLL`, `CERT_TYPE` and `FullName` (records.ts), issued through the shared certificate
 * module (src/handlers/certificates/).
 */
import type { MeritCertificateHandlers } from "../../../generated/merit-certificate/handlers";
import { loadFixture } from "../../runtime/fixtures";
import type { ServiceModule } from "../../runtime/service";
import { type ApiClient, authenticateClient, clientHeaders, loadClients } from "../certificates/clients";
import { CertificateIssuer } from "../certificates/issuance";
import { certificateReply } from "../certificates/reply";
import { type MeritParams, type MeritRecord, meritKind, type NetSessions } from "./records";

const SLUG = "merit-certificate";

export function createMeritCertificateHandlers(
  issuer: CertificateIssuer<NonNullable<MeritParams>, MeritRecord>,
): MeritCertificateHandlers {
  return {
    issueMeritCertificate: async ({ body }) =>
      certificateReply(await issuer.issue(body.txnId, body.format, body.certificateParameters)),
  };
}

export const meritCertificateModule: ServiceModule<"merit-certificate"> = {
  authenticate: (credentials, deps) => authenticateClient(credentials, deps.store),
  devCredentials: () => clientHeaders(loadFixture<ApiClient[]>(SLUG, "clients.json")[0]),
  create: (deps) => {
    const kind = meritKind(loadFixture<NetSessions>(SLUG, "sessions.json"));
    const issuer = new CertificateIssuer(kind, deps.store, deps.clock);
    deps.store.seed(() => {
      loadClients(deps.store, loadFixture<ApiClient[]>(SLUG, "clients.json"));
      issuer.load(loadFixture<MeritRecord[]>(SLUG, "records.json"));
    });
    return { handlers: createMeritCertificateHandlers(issuer) };
  },
};
