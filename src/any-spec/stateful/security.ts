/**
 * Whether a request carries the credentials an operation's `security` asks for (OpenAPI 3: the operation's
 * own requirements, else the document's; any one requirement satisfied is enough, and `{}` makes them
 * optional). A mock has no accounts: any credential of the right scheme is accepted, only its absence is
 * refused. What the document's schemes ask for:
 *
 * - `apiKey`: the named header, query parameter or cookie, non-empty;
 * - `http`: `Authorization: <scheme> <credentials>` (`Basic`, `Bearer`, or the scheme the document names);
 * - `oauth2` and `openIdConnect`: `Authorization: Bearer <token>`;
 * - `mutualTLS`: the TLS layer's business, taken as present.
 */
import type { Request } from "express";
import { deref, isObj, type Obj } from "../../compiler/openapi-document";

function cookieNames(header: string | undefined): Set<string> {
  return new Set(
    (header ?? "")
      .split(";")
      .map((c) => c.trim())
      .filter((c) => c.indexOf("=") > 0 && c.slice(c.indexOf("=") + 1) !== "")
      .map((c) => c.slice(0, c.indexOf("="))),
  );
}

function presented(scheme: Obj, req: Request): boolean {
  const authorization = req.get("authorization") ?? "";
  const authorizedAs = (name: string) =>
    authorization.toLowerCase().startsWith(`${name.toLowerCase()} `) &&
    authorization.slice(name.length + 1).trim() !== "";
  switch (scheme.type) {
    case "apiKey": {
      const name = typeof scheme.name === "string" ? scheme.name : "";
      if (scheme.in === "header") return (req.get(name) ?? "").trim() !== "";
      if (scheme.in === "query")
        return (new URL(req.originalUrl, "http://mock").searchParams.get(name) ?? "") !== "";
      if (scheme.in === "cookie") return cookieNames(req.get("cookie")).has(name);
      return true;
    }
    case "http":
      return authorizedAs(typeof scheme.scheme === "string" ? scheme.scheme : "bearer");
    case "oauth2":
    case "openIdConnect":
      return authorizedAs("bearer");
    default:
      return true;
  }
}

/** The operation's security requirements, or the document's; an empty list asks for nothing. */
function requirementsOf(doc: Obj, op: Obj): Obj[] {
  const list = Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : [];
  return list.filter(isObj);
}

/**
 * A requirement that asks for nothing: `{}`, or one whose every scheme is granted only the scope `none`, which
 * is how Slack's published Web API document marks the methods that need no OAuth scope (`api.test`,
 * `oauth.v2.access`, `auth.revoke`…). A mock grants no scopes, so it takes those calls without a token.
 */
function asksNothing(requirement: Obj): boolean {
  return Object.values(requirement).every(
    (scopes) => Array.isArray(scopes) && scopes.length === 1 && scopes[0] === "none",
  );
}

/** Whether an operation asks for credentials at all. */
export function isSecured(doc: Obj, op: Obj): boolean {
  const requirements = requirementsOf(doc, op);
  return requirements.length > 0 && !requirements.some(asksNothing);
}

/** Whether `req` satisfies one of the operation's security requirements. */
export function hasCredentials(doc: Obj, op: Obj, req: Request): boolean {
  if (!isSecured(doc, op)) return true;
  const components = isObj(doc.components) ? doc.components : {};
  const schemes = isObj(components.securitySchemes) ? components.securitySchemes : {};
  return requirementsOf(doc, op).some((requirement) =>
    Object.keys(requirement).every((name) => {
      // A requirement naming a scheme the document does not define cannot be checked: not held against the caller.
      if (!Object.hasOwn(schemes, name)) return true;
      return presented(deref(doc, schemes[name]), req);
    }),
  );
}
