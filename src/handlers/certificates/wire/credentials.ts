/**
 * The credentials of the certificate services: the API key in `X-Gateway-APIKEY` and the client id in
 * `X-Gateway-CLIENTID`, as the document exchange requires both.
 */
import type { Caller } from "../../../../generated/runtime";
import type { RequestCredentials } from "../../../runtime/service";
import type { ServiceStore } from "../../../runtime/store";
import { type ApiClient, presentedClient } from "../state/clients";

const API_KEY_HEADER = "X-Gateway-APIKEY";
const CLIENT_ID_HEADER = "X-Gateway-CLIENTID";

export function authenticateClient(credentials: RequestCredentials, store: ServiceStore): Caller {
  const client = presentedClient(
    store,
    credentials.header(API_KEY_HEADER),
    credentials.header(CLIENT_ID_HEADER),
  );
  return { id: client.clientId, permissions: ["*"] };
}

/** The headers of a fixture client, as devCredentials. */
export function clientHeaders(client: ApiClient): Record<string, string> {
  return { [API_KEY_HEADER.toLowerCase()]: client.apiKey, [CLIENT_ID_HEADER.toLowerCase()]: client.clientId };
}
