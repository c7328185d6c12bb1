/** Credential parsing shared by the services' authenticators. */
import { timingSafeEqual } from "node:crypto";
import type { Caller } from "../../generated/runtime";
import { ServiceError } from "../errors/service-error";
import type { CallerConfig, RequestCredentials } from "./service";

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(credentials: RequestCredentials): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(credentials.header("authorization") ?? "");
  return m?.[1];
}

/** Username and password of an `Authorization: Basic …` header, if any. */
export function basicCredentials(
  credentials: RequestCredentials,
): { username: string; password: string } | undefined {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(credentials.header("authorization") ?? "");
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** An `Authorization: Basic` header value. */
export function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;
}

/**
 * An `Authorization` header of the form the AWS SDKs send for `service`, signed by nobody: enough for the
 * gateway, which checks the form only (awsSigV4AccessKey).
 */
export function unsignedSigV4Authorization(accessKeyId: string, service: string): string {
  return `AWS4-HMAC-SHA256 Credential=${accessKeyId}/20240101/us-east-1/${service}/aws4_request, SignedHeaders=host;x-amz-date, Signature=${"0".repeat(64)}`;
}

const SIGV4 =
  /^AWS4-HMAC-SHA256\s+Credential=([A-Za-z0-9]+)\/\d{8}\/[a-z0-9-]+\/[a-z0-9-]+\/aws4_request\s*,\s*SignedHeaders=[a-z0-9;-]+\s*,\s*Signature=[0-9a-f]{64}\s*$/;

/**
 * The access key id of an AWS Signature Version 4 `Authorization` header, as the AWS SDKs send it
 * (`AWS4-HMAC-SHA256 Credential=<key>/<date>/<region>/<service>/aws4_request, SignedHeaders=..., Signature=...`).
 * Only the form is checked, not the signature. Without the header the request is unauthenticated
 * ("Missing Authentication Token", as AWS answers); a malformed header is an IncompleteSignatureException.
 */
export function awsSigV4AccessKey(credentials: RequestCredentials): string {
  const header = credentials.header("authorization");
  if (!header) throw new ServiceError("unauthenticated", "Missing Authentication Token");
  const m = SIGV4.exec(header);
  if (!m) {
    throw new ServiceError(
      "unauthenticated",
      "Authorization header requires 'Credential', 'SignedHeaders' and 'Signature' of an AWS4-HMAC-SHA256 signature",
      { code: "IncompleteSignatureException" },
    );
  }
  return m[1];
}

/** Compares a presented secret with the expected one in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The configured caller whose token the request carries as a bearer token; unauthenticated otherwise. */
export function authenticateBearer(credentials: RequestCredentials, callers: CallerConfig[]): Caller {
  const token = bearerToken(credentials);
  if (!token) throw new ServiceError("unauthenticated", "request is missing a bearer access token");
  const found = callers.find((c) => sameSecret(token, c.token));
  if (!found) throw new ServiceError("unauthenticated", "request had invalid authentication credentials");
  return { id: found.id, permissions: found.permissions };
}

export function hasPermission(caller: Caller | undefined, permission: string): boolean {
  return !!caller && (caller.permissions.includes("*") || caller.permissions.includes(permission));
}

export function requirePermission(caller: Caller | undefined, permission: string): void {
  if (!hasPermission(caller, permission)) {
    throw new ServiceError("permission_denied", `the caller does not have permission ${permission}`);
  }
}
