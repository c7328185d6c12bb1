/**
 * Checks an upstream's response against the operation's declared responses: status, content type and,
 * for JSON bodies, the schema (ajv over the service's own spec, so `$ref`s resolve exactly as written).
 * The checks only report; the proxy relays the response unchanged whatever they find.
 */
import zlib from "node:zlib";
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { OpenAPIV3 } from "express-openapi-validator/dist/framework/types";
import type { Finding, ViolationError } from "./violations";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
const SPEC_ID = "openapi";

interface DeclaredResponses {
  /** JSON pointer of the operation's `responses` object. */
  pointer: string;
  codes: string[];
}

/** A body check to run once the whole (decoded) body is known. */
export interface BodyCheck {
  validate(body: Buffer): ViolationError[];
}

export interface HeadCheck {
  findings: Finding[];
  /** Present when the response should carry a JSON body with a declared schema. */
  body?: BodyCheck;
}

function escapePointer(part: string): string {
  return part.replace(/~/g, "~0").replace(/\//g, "~1");
}

function pointerOf(parts: readonly string[]): string {
  return parts.map((p) => `/${escapePointer(p)}`).join("");
}

function mediaTypeOf(contentType: string): string {
  return contentType.split(";")[0].trim().toLowerCase();
}

function isJsonMediaType(mediaType: string): boolean {
  return mediaType === "application/json" || /^application\/[^/]+\+json$/.test(mediaType);
}

function matchesMediaType(declared: string, actual: string): boolean {
  const d = mediaTypeOf(declared);
  if (d === "*/*" || d === actual) return true;
  return d.endsWith("/*") && actual.startsWith(d.slice(0, -1));
}

/** ajv's errors as JSON pointers into the body, naming the missing or extra property where there is one. */
function bodyErrors(errors: readonly ErrorObject[]): ViolationError[] {
  return errors.map((e) => {
    const params = e.params as { missingProperty?: string; additionalProperty?: string };
    const extra = params.missingProperty ?? params.additionalProperty;
    const at = extra === undefined ? e.instancePath : `${e.instancePath}/${escapePointer(extra)}`;
    return { pointer: `/body${at}`, message: e.message ?? e.keyword };
  });
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

export class ResponseContract {
  private readonly ajv: Ajv;
  private readonly operations = new Map<string, DeclaredResponses>();
  private readonly validators = new Map<string, ValidateFunction>();

  /** `spec` as loaded from its file: read, never changed. */
  constructor(private readonly spec: OpenAPIV3.DocumentV3) {
    // OpenAPI 3.0 schemas carry keywords JSON Schema does not know (example, discriminator, x-...): not strict.
    this.ajv = new Ajv({ strict: false, validateSchema: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(spec as object, SPEC_ID);
    for (const [path, item] of Object.entries(spec.paths ?? {})) {
      for (const method of METHODS) {
        const op = (item as Record<string, OpenAPIV3.OperationObject | undefined>)[method];
        if (!op?.operationId) continue;
        const declared = {
          pointer: pointerOf(["paths", path, method, "responses"]),
          codes: Object.keys(op.responses ?? {}),
        };
        this.operations.set(op.operationId, declared);
        // Compiled now, so that a schema ajv cannot compile stops the start rather than a request.
        for (const code of declared.codes) {
          const { pointer, response } = this.responseAt(`${declared.pointer}/${escapePointer(code)}`);
          for (const [mediaType, content] of Object.entries(response.content ?? {})) {
            if (isJsonMediaType(mediaTypeOf(mediaType)) && content.schema) {
              this.validator(`${pointer}/content/${escapePointer(mediaType)}/schema`);
            }
          }
        }
      }
    }
  }

  /**
   * Every spec of this project uses `default` for the dialect's error schema (DESIGN.md section 5), so
   * `default` declares error statuses only: a success or redirect must be declared by code or range.
   */
  private declaredCode(responses: DeclaredResponses, status: number): string | undefined {
    const exact = responses.codes.find((c) => c === String(status));
    if (exact) return exact;
    const range = responses.codes.find((c) => c.toUpperCase() === `${String(status)[0]}XX`);
    if (range) return range;
    return status >= 400 && responses.codes.includes("default") ? "default" : undefined;
  }

  /** The response object at `pointer`, following a `$ref` to components/responses, and where it really is. */
  private responseAt(pointer: string): { pointer: string; response: OpenAPIV3.ResponseObject } {
    let at = pointer;
    for (let hops = 0; hops < 8; hops++) {
      const node = this.resolve(at) as OpenAPIV3.ResponseObject | OpenAPIV3.ReferenceObject;
      if (!("$ref" in node)) return { pointer: at, response: node };
      at = node.$ref.replace(/^#/, "");
    }
    throw new Error(`response reference cycle at ${pointer}`);
  }

  private resolve(pointer: string): unknown {
    let node: unknown = this.spec;
    for (const raw of pointer.split("/").slice(1)) {
      const part = raw.replace(/~1/g, "/").replace(/~0/g, "~");
      node = (node as Record<string, unknown> | undefined)?.[part];
    }
    if (node === undefined) throw new Error(`nothing at ${pointer} in the spec`);
    return node;
  }

  private validator(schemaPointer: string): ValidateFunction {
    let v = this.validators.get(schemaPointer);
    if (!v) {
      // ajv reads the fragment as a URI: each pointer segment is percent-encoded ({ and } in path templates).
      const fragment = schemaPointer.split("/").map(encodeURIComponent).join("/");
      v = this.ajv.compile({ $ref: `${SPEC_ID}#${fragment}` });
      this.validators.set(schemaPointer, v);
    }
    return v;
  }

  /**
   * Checks the head of a response to `operationId`. `body` is "exempt" when the message carries no body by
   * protocol (a response to HEAD, a 304), "empty" when it says so (Content-Length: 0, 204).
   */
  check(
    operationId: string,
    status: number,
    contentType: string | undefined,
    body: "present" | "empty" | "exempt",
  ): HeadCheck {
    const responses = this.operations.get(operationId);
    if (!responses) return { findings: [] };
    const code = this.declaredCode(responses, status);
    if (code === undefined) {
      return {
        findings: [
          {
            kind: "status",
            errors: [
              {
                pointer: "/status",
                message: `status ${status} is not declared for ${operationId} (declared: ${responses.codes.join(", ")})`,
              },
            ],
          },
        ],
      };
    }
    const { pointer, response } = this.responseAt(`${responses.pointer}/${escapePointer(code)}`);
    const declared = Object.keys(response.content ?? {});
    const contentTypeError = (message: string): HeadCheck => ({
      findings: [{ kind: "content_type", errors: [{ pointer: "/headers/content-type", message }] }],
    });
    if (body === "exempt") return { findings: [] };
    if (body === "empty") {
      return declared.length === 0
        ? { findings: [] }
        : contentTypeError(`the response has no body; the spec declares ${declared.join(", ")} for ${code}`);
    }
    if (declared.length === 0) return contentTypeError(`the spec declares no body for ${code}`);
    if (contentType === undefined) {
      return contentTypeError(`the response has no Content-Type; the spec declares ${declared.join(", ")}`);
    }
    const actual = mediaTypeOf(contentType);
    const matched = declared.find((d) => matchesMediaType(d, actual));
    if (matched === undefined) {
      return contentTypeError(
        `${actual} is not declared for ${code}; the spec declares ${declared.join(", ")}`,
      );
    }
    if (!isJsonMediaType(actual) || !response.content?.[matched]?.schema) return { findings: [] };
    const validate = this.validator(`${pointer}/content/${escapePointer(matched)}/schema`);
    return {
      findings: [],
      body: {
        validate(body) {
          let parsed: unknown;
          try {
            parsed = JSON.parse(body.toString("utf8"));
          } catch {
            return [{ pointer: "/body", message: "the body is not valid JSON" }];
          }
          return validate(parsed) ? [] : bodyErrors(validate.errors ?? []);
        },
      },
    };
  }
}
