/**
 * The one response check, for reference services (a handler's reply) and proxied ones (an upstream's
 * response) alike: the declared response for a status, as express-openapi-validator selects it (the exact
 * code, then its range such as 4XX, then default), and the generated validator of its media type.
 */
import type { OperationValidation, Validate } from "../../generated/runtime";
import { bareMediaType, rangeCovers } from "../runtime/media-type";
import { issuePaths, ValidationError, violationError } from "./request-validation";

export type DeclaredResponses = OperationValidation["responses"];

/** The declared status key that covers `status` ("200", "4XX" or "default"), or undefined. */
export function declaredStatus(responses: DeclaredResponses, status: number): string | undefined {
  const exact = String(status);
  if (exact in responses) return exact;
  const range = `${exact[0]}XX`;
  if (range in responses) return range;
  return "default" in responses ? "default" : undefined;
}

/** The declared media type that `contentType` falls under: the same type, or a wildcard that covers it. */
export function declaredMediaType(declared: readonly string[], contentType: string): string | undefined {
  const actual = bareMediaType(contentType);
  return (
    declared.find((d) => bareMediaType(d) === actual) ??
    declared.find((d) => d.includes("*") && rangeCovers(d, actual))
  );
}

/** A body's errors as the library reports them: JSON pointers under `prefix`. */
export function bodyIssues(validate: Validate, body: unknown, prefix: string) {
  return validate(body) ? [] : issuePaths(validate.errors ?? [], prefix);
}

/**
 * Checks a reply's JSON body (a handler's, before it is sent) against the operation's responses; throws a
 * 500 ValidationError on a violation, as the library's response validation does. 5xx replies are not
 * checked. `contentType` is the reply's, when it chose one (JSON otherwise).
 */
export function checkReply(
  v: OperationValidation,
  status: number,
  contentType: string | undefined,
  body: unknown,
): void {
  if (status >= 500) return;
  const code = declaredStatus(v.responses, status);
  if (code === undefined) {
    throw new ValidationError(500, `no schema defined for status code '${status}' in the openapi spec`);
  }
  const content = v.responses[code];
  const declared = Object.keys(content);
  if (declared.length === 0) {
    if (body !== undefined) {
      const message = "response should NOT have a body";
      throw new ValidationError(500, message, [{ path: "/response", message }]);
    }
    return;
  }
  // As the library: the media type the reply names, else the first declared one.
  const mediaType = declaredMediaType(declared, contentType ?? "application/json") ?? declared[0];
  const validate = content[mediaType];
  if (!validate) return;
  if (body === undefined || body === null) {
    const message = "response body required.";
    throw new ValidationError(500, message, [{ path: "/response", message }]);
  }
  const issues = bodyIssues(validate, body, "/response");
  if (issues.length > 0) throw violationError(500, issues, "");
}
