/** The API keys the market-data service accepts, each with the name of the caller it identifies. */
import { ServiceError } from "../../../errors/service-error";
import type { Collection, ServiceStore } from "../../../runtime/store";

export interface ApiKey {
  key: string;
  name: string;
}

function apiKeys(store: ServiceStore): Collection<ApiKey> {
  return store.collection<ApiKey>("api-keys");
}

export function addApiKeys(store: ServiceStore, keys: ApiKey[]): void {
  const collection = apiKeys(store);
  for (const k of keys) collection.put(k.key, k);
}

/** The key a request presents; a missing or unknown one is unauthenticated. */
export function presentedKey(store: ServiceStore, key: string | undefined): ApiKey {
  if (!key) throw new ServiceError("unauthenticated", "API key is missing: send it in the api_key header");
  const found = apiKeys(store).get(key);
  if (!found) throw new ServiceError("unauthenticated", "Invalid API key");
  return found;
}
