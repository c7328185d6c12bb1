/**
 * Checks an upstream's response against the operation's declared responses: status, content type and the
 * schema of a body it can read (JSON, a body of another media type whose schema is an object or an array, or
 * a string), with the same generated validators as the reference services
 * (src/http/response-validation.ts). The checks only report; the proxy relays the response unchanged
 * whatever they find.
 */
import zlib from "node:zlib";
import type { OperationValidation, Validate } from "../../../generated/runtime";
import { bareMediaType, isJsonMediaType } from "../../runtime/media-type";
import { bodyIssues, declaredMediaType, declaredStatus } from "../response-validation";
import type { Finding, ViolationError } from "./violations";

export interface HeadCheck {
  findings: readonly Finding[];
  /** The schema check of the body, once it is known whole (bodyFindings): present for a body that is read. */
  body?: Validate;
  /** The body is read as text (a non-JSON body whose schema is a string), not as JSON. */
  asText?: boolean;
}

const CONFORMS: HeadCheck = { findings: [] };

function contentTypeError(message: string): HeadCheck {
  return { findings: [{ kind: "content_type", errors: [{ pointer: "/headers/content-type", message }] }] };
}

/** What the body of a response (decoded, whole) breaks of its schema. */
export function bodyFindings(validate: Validate, bytes: Buffer, asText = false): ViolationError[] {
  let parsed: unknown;
  try {
    parsed = asText ? bytes.toString("utf8") : JSON.parse(bytes.toString("utf8"));
  } catch {
    return [{ pointer: "/body", message: "the body is not valid JSON" }];
  }
  return bodyIssues(validate, parsed, "/body").map((i) => ({
    pointer: i.path,
    message: i.message,
    keyword: i.errorCode.replace(/\.openapi\.validation$/, ""),
  }));
}

/** Decodes a Content-Encoding for validation only; undefined for an encoding this check cannot read. */
export function decodeBody(body: Buffer, encoding: string | undefined, limit: number): Buffer | undefined {
  const options = { maxOutputLength: limit };
  switch ((encoding ?? "identity").trim().toLowerCase()) {
    case "identity":
    case "":
      return body;
    case "gzip":
    case "x-gzip":
      return zlib.gunzipSync(body, options);
    case "deflate":
      return zlib.inflateSync(body, options);
    case "br":
      return zlib.brotliDecompressSync(body, options);
    default:
      return undefined;
  }
}

/** Distinct (status, Content-Type) heads remembered per operation; an upstream rarely sends more than a few. */
const REMEMBERED_HEADS = 64;

export class ResponseContract {
  /** The check of a head with a body, by operation, then status and Content-Type: upstreams repeat them. */
  private readonly heads = new Map<string, Map<string, HeadCheck>>();

  constructor(private readonly validation: Readonly<Record<string, OperationValidation>>) {}

  /**
   * Checks the head of a response to `operationId`. `body` is "exempt" when the message carries no body by
   * protocol (a response to HEAD, a 304), "empty" when it says so (Content-Length: 0, 204). The check of a
   * head with a body is worked out once per operation, status and Content-Type, then looked up.
   */
  check(
    operationId: string,
    status: number,
    contentType: string | undefined,
    body: "present" | "empty" | "exempt",
  ): HeadCheck {
    if (body !== "present") return this.checkHead(operationId, status, contentType, body);
    let byHead = this.heads.get(operationId);
    if (!byHead) {
      byHead = new Map();
      this.heads.set(operationId, byHead);
    }
    const key = contentType === undefined ? String(status) : `${status} ${contentType}`;
    let found = byHead.get(key);
    if (!found) {
      found = this.checkHead(operationId, status, contentType, body);
      if (byHead.size < REMEMBERED_HEADS) byHead.set(key, found);
    }
    return found;
  }

  private checkHead(
    operationId: string,
    status: number,
    contentType: string | undefined,
    body: "present" | "empty" | "exempt",
  ): HeadCheck {
    const responses = this.validation[operationId]?.responses;
    if (!responses) return CONFORMS;
    const selected = declaredStatus(responses, status);
    // Every spec of this project uses `default` for the dialect's error schema, so
    // `default` declares error statuses only: a success or redirect must be declared by code or range.
    const code = selected === "default" && status < 400 ? undefined : selected;
    if (code === undefined) {
      const message = `status ${status} is not declared for ${operationId} (declared: ${Object.keys(responses).join(", ")})`;
      return { findings: [{ kind: "status", errors: [{ pointer: "/status", message }] }] };
    }
    const content = responses[code];
    const declared = Object.keys(content);
    if (body === "exempt") return CONFORMS;
    if (body === "empty") {
      return declared.length === 0
        ? CONFORMS
        : contentTypeError(`the response has no body; the spec declares ${declared.join(", ")} for ${code}`);
    }
    if (declared.length === 0) return contentTypeError(`the spec declares no body for ${code}`);
    if (contentType === undefined) {
      return contentTypeError(`the response has no Content-Type; the spec declares ${declared.join(", ")}`);
    }
    const matched = declaredMediaType(declared, contentType);
    if (matched === undefined) {
      const actual = bareMediaType(contentType);
      return contentTypeError(
        `${actual} is not declared for ${code}; the spec declares ${declared.join(", ")}`,
      );
    }
    const validate = content[matched];
    if (!validate) return CONFORMS;
    if (this.validation[operationId].textBodies?.responses.includes(matched)) {
      return { findings: [], body: validate, asText: true };
    }
    // A wildcard range covers bodies of any type: only a JSON one is read against its schema.
    if (matched.includes("*") && !isJsonMediaType(contentType)) return CONFORMS;
    return { findings: [], body: validate };
  }
}
