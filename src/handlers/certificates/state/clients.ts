/**
 * The requesters of the certificate services: each API key is issued to one client id. A missing or unknown
 * key is unauthenticated (the provider's `invalid_authentication`); a key presented with a client id it was
 * not issued to is refused (`invalid_authorization`). Keys compare in constant time.
 */
import { ServiceError } from "../../../errors/service-error";
import { sameSecret } from "../../../runtime/auth";
import type { Collection, ServiceStore } from "../../../runtime/store";

export interface ApiClient {
  clientId: string;
  apiKey: string;
  name: string;
}

function clients(store: ServiceStore): Collection<ApiClient> {
  return store.collection<ApiClient>("clients");
}

export function addClients(store: ServiceStore, list: ApiClient[]): void {
  for (const c of list) clients(store).put(c.clientId, c);
}

/**
 * The client a key and client id identify. Every client's key is compared, so that the time taken does not
 * tell which keys exist; the clients are the handful of requesters the fixtures name.
 */
export function presentedClient(
  store: ServiceStore,
  key: string | undefined,
  clientId: string | undefined,
): ApiClient {
  if (!key || !clientId) throw new ServiceError("unauthenticated", "Authentication failed");
  const byKey = clients(store).all((c) => sameSecret(key, c.apiKey));
  if (byKey.length === 0) throw new ServiceError("unauthenticated", "Authentication failed");
  const client = byKey.find((c) => c.clientId === clientId);
  if (!client) throw new ServiceError("permission_denied", "You are not authorized to use this API");
  return client;
}
