/**
 * What the stateful mock reads of a request: the values of its path's parameters against an operation's
 * template, and its body as data (JSON as parsed, a form as its fields), read whole up to the reference
 * services' body limit where the proxy did not read it.
 */
import type { Request } from "express";
import type { Obj } from "../../compiler/openapi-document";
import { ServiceError } from "../../errors/service-error";
import type { RequestBody } from "../../http/proxy/request-body";
import { bareMediaType } from "../../runtime/media-type";

/** A path segment's value; one that is not valid percent-encoding is taken as it came. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path's values for a template's segments (`/articles/{slug}` on `/articles/hello` → {slug: hello}). */
export function pathValues(template: string, path: string): Record<string, string> | undefined {
  const t = template.split("/").filter(Boolean);
  const p = path.split("/").filter(Boolean);
  if (t.length !== p.length) return undefined;
  const out: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    // A parameter fills its segment, or the segment less a literal suffix (`{Sid}.json`).
    const m = /^\{([^}]+)\}([^{}]*)$/.exec(t[i]);
    const suffix = m?.[2].toLowerCase() ?? "";
    if (m && p[i].toLowerCase().endsWith(suffix) && p[i].length > suffix.length)
      out[m[1]] = decoded(p[i].slice(0, p[i].length - suffix.length));
    else if (m || t[i].toLowerCase() !== p[i].toLowerCase()) return undefined;
  }
  return out;
}

export const scopeKey = (scope: readonly string[]) => scope.map(encodeURIComponent).join("/");

/** The largest body the mock reads whole: the reference services' default body limit. */
const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/** Reads the rest of a body the proxy did not read whole (a form, or JSON past its validation limit). */
function readRest(req: Request, head: Buffer[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks = [...head];
    let size = chunks.reduce((n, c) => n + c.length, 0);
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size <= BODY_LIMIT_BYTES) chunks.push(c);
    });
    req.on("end", () =>
      size > BODY_LIMIT_BYTES
        ? reject(
            new ServiceError(
              "payload_too_large",
              `the mock reads bodies of at most ${BODY_LIMIT_BYTES} bytes`,
            ),
          )
        : resolve(Buffer.concat(chunks)),
    );
    req.on("error", reject);
    req.resume();
  });
}

/** The request's body as data: JSON as parsed, a form as its fields (repeated ones as lists). */
export async function requestInput(req: Request, body: RequestBody): Promise<unknown> {
  if (body.kind === "none") return undefined;
  const bytes = body.kind === "buffered" ? body.bytes : await readRest(req, body.head);
  const type = bareMediaType(req.get("content-type") ?? "");
  if (type === "application/x-www-form-urlencoded") {
    const out: Obj = {};
    for (const [k, v] of new URLSearchParams(bytes.toString("utf8"))) {
      const had = out[k];
      out[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
    }
    return out;
  }
  if (body.kind === "buffered") return req.body;
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    return undefined;
  }
}
