/**
 * Requester authentication of the certificate services: the API key in `X-Gateway-APIKEY` and the client id
 * in `X-Gateway-CLIENTID` (the document exchange requires both, as its API key and client id headers). A
 * missing or unknown key is `invalid_authentication`; a key presented with a client id it was not issued to
 * is `invalid_authorization`.
 */
import type { Caller } from "../../../generated/runtime";
import { ServiceError } from "../../errors/service-error";
import { sameSecret } from "../../runtime/auth";
import type { RequestCredentials } from "../../runtime/service";
import type { ServiceStore } from "../../runtime/store";

export interface ApiClient {
  clientId: string;
  apiKey: string;
  name: string;
}

const API_KEY_HEADER = "X-Gateway-APIKEY";
const CLIENT_ID_HEADER = "X-Gateway-CLIENTID";

function clients(store: ServiceStore) {
  return store.collection<ApiClient>("clients");
}

export function loadClients(store: ServiceStore, list: ApiClient[]): void {
  for (const c of list) clients(store).put(c.clientId, c);
}

export function authenticateClient(credentials: RequestCredentials, store: ServiceStore): Caller {
  const key = credentials.header(API_KEY_HEADER);
  const clientId = credentials.header(CLIENT_ID_HEADER);
  if (!key || !clientId) throw new ServiceError("unauthenticated", "Authentication failed");
  const byKey = clients(store).all((c) => sameSecret(key, c.apiKey));
  if (byKey.length === 0) throw new ServiceError("unauthenticated", "Authentication failed");
  const client = byKey.find((c) => c.clientId === clientId);
  if (!client) throw new ServiceError("permission_denied", "You are not authorized to use this API");
  return { id: client.clientId, permissions: ["*"] };
}

/** The headers of a fixture client, as devCredentials. */
export function clientHeaders(client: ApiClient): Record<string, string> {
  return { [API_KEY_HEADER.toLowerCase()]: client.apiKey, [CLIENT_ID_HEADER.toLowerCase()]: client.clientId };
}
