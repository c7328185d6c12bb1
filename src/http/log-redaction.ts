/**
 * Keeps credentials out of the log: every value logged passes through `redact` (or was made redacted, as the
 * request log's line is: request-log.ts), which replaces
 * - the value of any field whose name is a secret's (a header object's `authorization`, a query's `api_key`),
 * - in text (a request's URL, an error message), the value of every `name=value` pair whose name is a
 *   secret's (`?keyString=…`, `&api_key=…`, `api_key="…"` in Ideal Postcodes' Authorization header,
 *   `Credential=…` and `Signature=…` of an AWS signature) and the credentials of an `Authorization` scheme
 *   (`Bearer …`, `Basic …`),
 * with `[redacted]`. Secret names are the parameters and headers every spec's apiKey security schemes read,
 * and the credentials the services take outside them (Google's `keyString` and `key`, Ideal Postcodes'
 * `api_key` and `user_token`, FrankieOne's customer ids, AWS signatures, OAuth tokens, passwords).
 */
import { serviceInfo } from "../../generated/services";

export const REDACTED = "[redacted]";

const KNOWN_SECRETS = [
  "authorization",
  "proxy-authorization",
  "cookie",
  "set-cookie",
  "x-goog-api-key",
  "x-api-key",
  "api_key",
  "apikey",
  "key",
  "keystring",
  "user_token",
  "token",
  "access_token",
  "oauth_token",
  "refresh_token",
  "id_token",
  "client_secret",
  "password",
  "passwd",
  "secret",
  "credential",
  "signature",
  "x-amz-security-token",
  // FrankieOne authenticates a caller by its customer ids together with its api_key.
  "x-kyc-customerid",
  "x-kyc-customerchildid",
];

const SECRETS = new Set([
  ...KNOWN_SECRETS,
  ...serviceInfo.flatMap((s): readonly string[] => s.credentials).map((name) => name.toLowerCase()),
]);

function decoded(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

/** Names already judged: the same few field and parameter names come back on every log line. */
const verdicts = new Map<string, boolean>();
/** Names from requests are unbounded: the memo starts over when it holds this many. */
const MAX_VERDICTS = 1024;

/** Whether a field, parameter or header of this name carries a secret. */
export function isSecretName(name: string): boolean {
  let secret = verdicts.get(name);
  if (secret === undefined) {
    secret = SECRETS.has(decoded(name).toLowerCase());
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    verdicts.set(name, secret);
  }
  return secret;
}

/** `name=value` in a query, a header's parameters or a message; a value quoted or up to a separator. */
const PAIR = /(^|[?&;,\s])([^\s=&?#;,"]+)=("[^"]*"|[^\s&#"]*)/g;
/** The credentials (token68, RFC 9110 section 11.2) of an HTTP authentication scheme. */
const SCHEME = /\b(Bearer|Basic|bearer|basic|BEARER|BASIC)\s+[A-Za-z0-9._~+/-]+=*/g;

const SCHEME_NAME = /bearer|basic/i;

export function redactText(text: string): string {
  if (!text.includes("=") && !SCHEME_NAME.test(text)) return text;
  return text
    .replace(PAIR, (pair, lead: string, name: string) =>
      isSecretName(name) ? `${lead}${name}=${REDACTED}` : pair,
    )
    .replace(SCHEME, (_m, scheme: string) => `${scheme} ${REDACTED}`);
}

/** The characters that end a pair's name, looking back from its `=` (PAIR's name excludes them). */
const NAME_BOUNDARY = new Set([...'=&?#;,"'].map((c) => c.charCodeAt(0)));

/**
 * redactText for a request's URL, which seldom carries a credential: each `name=` is looked at once and the
 * URL comes back as it is unless a name is a secret's (then redactText rewrites it). Without whitespace no
 * authentication scheme can match, and a pair's name is the run of characters back from its `=` to one of
 * NAME_BOUNDARY, which holds every character PAIR allows before a name.
 */
export function redactUrl(url: string): string {
  for (let eq = url.indexOf("="); eq >= 0; eq = url.indexOf("=", eq + 1)) {
    let start = eq;
    while (start > 0 && !NAME_BOUNDARY.has(url.charCodeAt(start - 1))) start--;
    if (start < eq && isSecretName(url.slice(start, eq))) return redactText(url);
  }
  return /\s/.test(url) ? redactText(url) : url;
}

/**
 * `value` with every credential replaced; records deeper than anything the gateway logs are left out whole.
 * A record with nothing to replace comes back as it is, not copied.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (typeof value !== "object" || value === null) return value;
  if (depth > 8) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  // Told by tag, not by prototype: a value made in another realm (a vm context) has other prototypes.
  const tag = Object.prototype.toString.call(value);
  if (tag === "[object Error]") {
    const err = value as Error;
    return { type: err.name, message: redactText(err.message), stack: err.stack && redactText(err.stack) };
  }
  // Anything else that is not a plain record (a Date, a Buffer) is logged as pino would log it.
  if (tag !== "[object Object]") return value;
  const record = value as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  for (const k in record) {
    if (!Object.hasOwn(record, k)) continue;
    const v = record[k];
    const safe = isSecretName(k) ? REDACTED : redact(v, depth + 1);
    if (out === undefined && safe !== v) out = copyBefore(record, k);
    if (out !== undefined) out[k] = safe;
  }
  return out ?? record;
}

/** The own fields of `record` that come before `key`. */
function copyBefore(record: Record<string, unknown>, key: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k in record) {
    if (k === key) break;
    if (Object.hasOwn(record, k)) out[k] = record[k];
  }
  return out;
}
