/**
 * What every answer of a service must be, whatever was sent: no 5xx; a status the
 * operation the request reached declares (or, for a path or method that names no operation, a client
 * error); a body in a media type declared for that status which, for JSON, validates against the spec's
 * schema with plain Ajv. Answers to requests that named no operation must still be in the service's dialect:
 * valid against one of the error schemas the spec declares.
 */
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { Operation } from "./operations";
import { resolve } from "./schema-values";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

interface Media {
  type: string;
  validate?: ValidateFunction;
}

interface Compiled {
  op: Operation;
  matcher: RegExp;
  /** Per status code, "4XX"-style range or "default". */
  responses: Map<string, Media[]>;
}

function templateRegExp(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith("{") ? "[^/]+" : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

function pointer(parts: string[]): string {
  return `#/${parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;
}

/** Does `type` (a response's Content-Type) fit `declared` (a spec media range such as `*\/*`)? */
function fits(type: string, declared: string): boolean {
  const [t, s] = type.split("/");
  const [dt, ds] = declared.toLowerCase().split(";")[0].trim().split("/");
  return (dt === "*" || dt === t) && (ds === "*" || ds === s);
}

export class SpecOracle {
  private readonly ajv: Ajv;
  private readonly ops: Compiled[];
  /** Every JSON error schema the spec declares (4xx, 5xx and default responses): the dialect. */
  private readonly dialect: ValidateFunction[] = [];

  constructor(
    doc: { paths?: Record<string, unknown> },
    private readonly basePath: string,
    operations: Operation[],
  ) {
    this.ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false, discriminator: true });
    addFormats(this.ajv);
    for (const f of ["int32", "int64", "float", "double", "binary", "password"]) this.ajv.addFormat(f, true);
    this.ajv.addSchema(doc as object, "spec");
    const compiled = new Map<string, ValidateFunction>();
    this.ops = operations.map((op) => {
      const responses = new Map<string, Media[]>();
      for (const [code, raw] of Object.entries(op.responses)) {
        const r = resolve<{ content?: Record<string, { schema?: unknown }> }>(doc, raw);
        const media = Object.entries(r?.content ?? {}).map(([type, m]) => {
          if (!m.schema || !/json/.test(type)) return { type };
          const at = pointer([
            "paths",
            op.template,
            op.method.toLowerCase(),
            "responses",
            code,
            "content",
            type,
            "schema",
          ]);
          // Through the response's own $ref when it has one, so that shared responses compile once.
          const ref =
            typeof (raw as { $ref?: string }).$ref === "string"
              ? `${(raw as { $ref: string }).$ref}/content/${type.replace(/\//g, "~1")}/schema`
              : at;
          let validate = compiled.get(ref);
          if (!validate) {
            validate = this.ajv.compile({ $ref: `spec${ref}` });
            compiled.set(ref, validate);
            if (code === "default" || /^[45]/.test(code)) this.dialect.push(validate);
          }
          return { type, validate };
        });
        responses.set(code, media);
      }
      return { op, matcher: templateRegExp(op.template), responses };
    });
  }

  /** What is wrong with `answer` to `method path` (gateway-rooted, with query); empty when nothing. */
  judge(method: string, path: string, answer: Answer): string[] {
    if (answer.status >= 500 || answer.status < 100) return [`status ${answer.status}`];
    const local = path.split("?")[0].slice(this.basePath.length);
    // Express routes without strict routing: a trailing slash reaches the same operation.
    const trimmed = local.length > 1 ? local.replace(/\/$/, "") : local;
    const candidates = this.ops.filter(
      (c) => c.op.method === method && (c.matcher.test(local) || c.matcher.test(trimmed)),
    );
    if (candidates.length === 0) return this.judgeUnmatched(answer);
    const problems: string[] = [];
    for (const c of candidates) {
      const found = this.judgeFor(c, answer);
      if (found.length === 0) return [];
      problems.push(...found.map((p) => `${c.op.operationId}: ${p}`));
    }
    return problems;
  }

  private judgeUnmatched(answer: Answer): string[] {
    if (answer.status < 400) return [`status ${answer.status} for a request that names no operation`];
    return this.inDialect(answer);
  }

  private inDialect(answer: Answer): string[] {
    const body = this.json(answer);
    if (typeof body === "string") return [body];
    if (this.dialect.length === 0 || this.dialect.some((v) => v(body))) return [];
    return [`error body outside the dialect: ${answer.body.toString().slice(0, 300)}`];
  }

  private json(answer: Answer): unknown | string {
    const type = String(answer.headers["content-type"] ?? "");
    if (!/json/.test(type)) return `content type ${JSON.stringify(type)} where JSON was expected`;
    try {
      return JSON.parse(answer.body.toString());
    } catch {
      return `a body that is not JSON: ${answer.body.toString().slice(0, 200)}`;
    }
  }

  private judgeFor(c: Compiled, answer: Answer): string[] {
    const code = String(answer.status);
    const media =
      c.responses.get(code) ?? c.responses.get(`${code[0]}XX`) ?? c.responses.get("default") ?? undefined;
    if (!media) return [`undeclared status ${code} (declared: ${[...c.responses.keys()].join(", ")})`];
    if (answer.body.length === 0) {
      // Empty text (an empty log, say) is still text; an empty JSON body is no JSON value.
      const textOnly = media.length > 0 && media.every((m) => m.type.startsWith("text/"));
      return media.length === 0 || textOnly || answer.status === 204 || answer.status === 304
        ? []
        : ["an empty body"];
    }
    if (media.length === 0) return [`a body where status ${code} declares none`];
    const type = String(answer.headers["content-type"] ?? "")
      .split(";")[0]
      .trim()
      .toLowerCase();
    const declared = media.find((m) => fits(type, m.type));
    if (!declared)
      return [`content type ${type || "(none)"} not among ${media.map((m) => m.type).join(", ")}`];
    if (!declared.validate) return [];
    const body = this.json(answer);
    if (typeof body === "string") return [body];
    if (declared.validate(body)) return [];
    const errors = (declared.validate.errors ?? [])
      .map((e) => `${e.instancePath || "/"} ${e.message}`)
      .join("; ");
    return [`body invalid against the spec (${errors}): ${answer.body.toString().slice(0, 300)}`];
  }
}
