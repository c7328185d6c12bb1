/**
 * Authentication of the address-lookup service, independent of HTTP: the caller read from the `api_key`,
 * `user_token` and `licensee` query parameters or the same names in `Authorization: IDEALPOSTCODES
 * api_key="…" user_token="…" licensee="…"`, which is all the official clients send (the provider also
 * documents the header without its scheme word; the query wins when both carry a name); and that caller
 * handed back to the domain as the credentials a lookup or a key's management checks.
 */
import type { Caller, HandlerContext } from "../../../generated/runtime";
import type { RequestCredentials } from "../../runtime/service";
import { failedUserAuthentication } from "./state/key-errors";
import type { Credentials, KeyRing } from "./state/keys";
import type { LookupRequest } from "./state/lookups";

const PAIR = /(api_key|user_token|licensee)\s*=\s*"([^"]*)"/g;
const SCHEME = /^\s*(IDEALPOSTCODES\s+)?(api_key|user_token|licensee)\s*=/i;

/** The credentials' names as the Authorization header gives them. */
export function fromAuthorization(
  header: string | undefined,
): Partial<Record<"api_key" | "user_token" | "licensee", string>> {
  if (!header || !SCHEME.test(header)) return {};
  const out: Partial<Record<"api_key" | "user_token" | "licensee", string>> = {};
  for (const m of header.matchAll(PAIR)) out[m[1] as "api_key" | "user_token" | "licensee"] ??= m[2];
  return out;
}

function queryString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * Identifies the caller: its id is the API key presented (empty when none); a user_token must belong to a
 * key owner (4012 otherwise), who then holds the permission `user:<id>`; a licensee is `licensee:<id>`.
 * Whether the key may look up is the lookup's business (KeyRing.authorize), not the transport's.
 */
export function identify(credentials: RequestCredentials, keys: KeyRing): Caller {
  const header = fromAuthorization(credentials.header("authorization"));
  const apiKey = queryString(credentials.query.api_key) ?? header.api_key;
  const userToken = queryString(credentials.query.user_token) ?? header.user_token;
  const licensee = queryString(credentials.query.licensee) ?? header.licensee;
  const permissions: string[] = [];
  if (userToken !== undefined) {
    const user = keys.userByToken(userToken);
    if (!user) {
      throw failedUserAuthentication();
    }
    permissions.push(`user:${user.id}`);
  }
  if (licensee !== undefined) permissions.push(`licensee:${licensee}`);
  return { id: apiKey ?? "", permissions };
}

/** The credentials the caller stands for, as the domain takes them. */
export function credentialsOf(caller: Caller | undefined): Credentials {
  const named = (prefix: string) =>
    caller?.permissions.find((p) => p.startsWith(prefix))?.slice(prefix.length);
  return {
    apiKey: caller?.id ? caller.id : undefined,
    userId: named("user:"),
    licensee: named("licensee:"),
  };
}

/** Who asks for a lookup and from where (no client address for queued work). */
export function lookupRequest(ctx: HandlerContext): LookupRequest {
  return { credentials: credentialsOf(ctx.caller), source: ctx.client ?? { address: "" } };
}
