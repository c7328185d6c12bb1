/**
 * Configuration validators (AppConfig: "validators (a JSON Schema or a serverless function)"). JSON Schema
 * validators run for real with ajv, in the draft the schema declares (AppConfig's examples use draft-04). A
 * serverless-function (LAMBDA) validator cannot run on this gateway: it is reported as not run, never as
 * passed.
 */
import Ajv, { type AnySchema, type ErrorObject, type ValidateFunction } from "ajv";
import Ajv2019 from "ajv/dist/2019";
import Ajv2020 from "ajv/dist/2020";
import AjvDraft04 from "ajv-draft-04";
import addFormats from "ajv-formats";
import type { Validator } from "./database";
import { badRequest } from "./errors";

export interface InvalidConfigurationDetail {
  Constraint: string;
  Location: string;
  Reason: string;
  Type: string;
  Value?: string;
}

export interface ValidationOutcome {
  problems: InvalidConfigurationDetail[];
  /** Validators that could not run here, described for the caller. */
  skipped: string[];
}

const LAMBDA_ARN = /^arn:aws[a-zA-Z-]*:lambda:[a-z0-9-]+:\d{12}:function:[A-Za-z0-9-_]+(:[A-Za-z0-9-_$]+)?$/;

type AnyAjv = Pick<Ajv, "compile">;

export class Validation {
  private readonly engines: Record<"draft04" | "draft07" | "2019" | "2020", AnyAjv>;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor() {
    // verbose: errors carry the offending value, reported as `Value`.
    const options = { allErrors: true, strict: false, verbose: true };
    const withFormats = <T extends Ajv>(ajv: T): T => {
      addFormats(ajv);
      return ajv;
    };
    this.engines = {
      draft04: withFormats(new AjvDraft04(options) as unknown as Ajv),
      draft07: withFormats(new Ajv(options)),
      "2019": withFormats(new Ajv2019(options) as unknown as Ajv),
      "2020": withFormats(new Ajv2020(options) as unknown as Ajv),
    };
  }

  private engineFor(schema: unknown): AnyAjv {
    const declared =
      typeof schema === "object" && schema !== null ? (schema as { $schema?: unknown }).$schema : undefined;
    const uri = typeof declared === "string" ? declared : "";
    if (uri.includes("draft-04")) return this.engines.draft04;
    if (uri.includes("2019-09")) return this.engines["2019"];
    if (uri.includes("2020-12")) return this.engines["2020"];
    return this.engines.draft07;
  }

  private compile(content: string): ValidateFunction {
    const cached = this.compiled.get(content);
    if (cached) return cached;
    let schema: unknown;
    try {
      schema = JSON.parse(content);
    } catch {
      throw badRequest("the JSON_SCHEMA validator's Content is not valid JSON");
    }
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) {
      throw badRequest("the JSON_SCHEMA validator's Content must be a JSON Schema object");
    }
    let fn: ValidateFunction;
    try {
      fn = this.engineFor(schema).compile(schema as AnySchema);
    } catch (err) {
      throw badRequest(
        `the JSON_SCHEMA validator's Content is not a valid JSON Schema: ${(err as Error).message}`,
      );
    }
    this.compiled.set(content, fn);
    return fn;
  }

  /** Rejects a validator that could never run: a schema that does not compile, or a malformed function ARN. */
  checkDefinition(validator: Validator): void {
    if (validator.Type === "JSON_SCHEMA") this.compile(validator.Content);
    else if (!LAMBDA_ARN.test(validator.Content)) {
      throw badRequest(
        `the LAMBDA validator's Content must be the ARN of a Lambda function, got ${validator.Content}`,
      );
    }
  }

  run(validators: readonly Validator[], content: Buffer): ValidationOutcome {
    const outcome: ValidationOutcome = { problems: [], skipped: [] };
    for (const v of validators) {
      if (v.Type === "LAMBDA") {
        outcome.skipped.push(
          `LAMBDA validator ${v.Content} was not run: serverless functions cannot run on this gateway`,
        );
        continue;
      }
      let document: unknown;
      try {
        document = JSON.parse(content.toString("utf8"));
      } catch {
        outcome.problems.push({
          Constraint: "JSON",
          Location: "$",
          Reason: "the configuration is not valid JSON",
          Type: "JSON_SCHEMA",
        });
        continue;
      }
      const validate = this.compile(v.Content);
      if (!validate(document)) outcome.problems.push(...(validate.errors ?? []).map(toDetail));
    }
    return outcome;
  }
}

function toDetail(e: ErrorObject): InvalidConfigurationDetail {
  const location = `$${e.instancePath.replace(/\/([^/]*)/g, (_m, p: string) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))}`;
  const detail: InvalidConfigurationDetail = {
    Constraint: e.keyword,
    Location: location,
    Reason: e.message ?? "does not match the schema",
    Type: "JSON_SCHEMA",
  };
  if (e.data !== undefined) detail.Value = JSON.stringify(e.data).slice(0, 256);
  return detail;
}
