/**
 * What the proxy makes of a request before it goes on: the validator's outcome as a finding (and the
 * rejection enforce answers with), and the paths it refuses whatever the policy.
 */
import { ServiceError } from "../../errors/service-error";
import { isValidatorError } from "../errors";
import type { RequestBody } from "./request-body";
import type { Finding, ViolationError } from "./violations";

/**
 * The validator names a request part as a JSON pointer (`/query/pageSize`, `/body/restrictions/x`); a few
 * of its errors carry the request path instead, which points at nothing inside the request.
 */
function pointerOf(path: string | undefined): string {
  const pointer = path?.startsWith(".") ? path.replace(/\./g, "/") : (path ?? "");
  return /^\/(query|params|headers|cookies|body)(\/|$)/.test(pointer) ? pointer : "";
}

export interface RequestVerdict {
  finding: Finding;
  /** What enforce answers with. */
  rejection: unknown;
}

/**
 * Turns the validator's outcome into a finding. Body errors are dropped for a body that was streamed
 * rather than read (its schema was not checked, and "required body missing" would be false), and replaced
 * by the parse error for a body that is not the JSON or form it says it is. Undefined: nothing to report; an error that is
 * not a validation failure is rethrown.
 */
export function judge(err: unknown, body: RequestBody): RequestVerdict | undefined {
  const parseError = body.kind === "buffered" ? body.parseError : undefined;
  const bodyUnchecked = body.kind === "streamed" || parseError !== undefined;
  if (err !== undefined && !isValidatorError(err)) throw err;
  if (err?.status === 404 || err?.status === 405) {
    return {
      finding: {
        kind: "unknown_operation",
        errors: [{ pointer: "", message: err.message }],
        ...(err.declared ? { declared: err.declared } : {}),
      },
      rejection: err,
    };
  }
  if (err?.status === 415) {
    return {
      finding: { kind: "content_type", errors: [{ pointer: "/headers/content-type", message: err.message }] },
      rejection: err,
    };
  }
  if (err !== undefined && err.status !== 400) throw err;
  const kept = (err?.errors ?? []).filter((e) => !(bodyUnchecked && pointerOf(e.path).startsWith("/body")));
  const errors: ViolationError[] = kept.map((e) => ({
    pointer: pointerOf(e.path),
    message: e.message ?? "invalid",
    ...(e.errorCode ? { keyword: e.errorCode.replace(/\.openapi\.validation$/, "") } : {}),
  }));
  if (parseError) errors.push(parseError);
  if (errors.length === 0) return undefined;
  const rejection =
    kept.length > 0
      ? { ...err, status: 400, message: err?.message ?? "invalid request", errors: kept }
      : new ServiceError("invalid_argument", parseError?.message ?? "the body cannot be read", {
          violations: [{ field: "body", description: parseError?.message ?? "", pointer: "/body" }],
        });
  const more = err?.moreErrors ?? 0;
  return { finding: { kind: "schema", errors, ...(more > 0 ? { moreErrors: more } : {}) }, rejection };
}

/**
 * A dot segment (`..`, `.`, or either percent-encoded, between `/` or `\\`) would let the upstream resolve
 * the path outside the configured base path, whatever was validated. Browsers and HTTP clients remove dot
 * segments before sending (RFC 3986 section 5.2.4), so only a crafted request carries one: refused in
 * both policies, never forwarded.
 */
export function hasDotSegment(url: string): boolean {
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  if (!path.includes(".") && !/%2e/i.test(path)) return false;
  return path.split(/\/|\\|%2f|%5c/i).some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}
