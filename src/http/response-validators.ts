/**
 * The response validators of express-openapi-validator 5.6.2 (ResponseValidator.buildValidators), built at
 * start-up, with one compilation per distinct response schema: the error response every operation
 * declares, or a resource returned by several operations, is compiled once instead of once per operation.
 * Each compilation walks the whole document the schema embeds, so this is most of a large spec's start-up.
 */
import type { ValidateFunction } from "ajv";
import type { OpenAPIV3 } from "express-openapi-validator/dist/framework/types";
import type { ResponseValidator } from "express-openapi-validator/dist/middlewares/openapi.response.validator";
import { useAjvCache } from "express-openapi-validator/dist/middlewares/util";

type Json = Record<string, unknown>;
/** Validators by status code ("200", "4XX", "default") and media type; {} for a response without content. */
export type ResponseValidators = Record<string, Record<string, ValidateFunction>>;

/** The validator's own members, private in its typings. */
interface ResponseValidatorInternals {
  ajvBody: Parameters<typeof useAjvCache>[0];
  spec: OpenAPIV3.DocumentV3;
  canValidateContentType(contentType: string): boolean;
}

export class ResponseValidatorBuilder {
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly v: ResponseValidatorInternals;

  constructor(validator: ResponseValidator) {
    this.v = validator as unknown as ResponseValidatorInternals;
  }

  /** The media types of `response` the library validates ("no_content" for a response without content). */
  private mediaTypes(response: OpenAPIV3.ResponseObject): string[] {
    if (!response.content) return ["no_content"];
    if (typeof response.content !== "object") return [];
    const types: string[] = [];
    for (const [contentType, media] of Object.entries(response.content)) {
      try {
        if (this.v.canValidateContentType(contentType) && media?.schema) types.push(contentType);
      } catch {
        // As the library: a wildcard media type does not parse, and is validated when it has a schema.
        if (media.schema && (contentType === "*/*" || /^[a-z]+\/\*$/.test(contentType)))
          types.push(contentType);
      }
    }
    return types;
  }

  /** What the library's buildValidators(responses, key) returns. */
  build(responses: OpenAPIV3.ResponsesObject, key: string): ResponseValidators {
    const { spec } = this.v;
    const validators: ResponseValidators = {};
    for (const [code, declared] of Object.entries(responses)) {
      const ref = (declared as OpenAPIV3.ReferenceObject).$ref;
      const response = (
        ref ? spec.components?.responses?.[ref.replace(/^.+\//i, "")] : declared
      ) as OpenAPIV3.ResponseObject;
      for (const mediaType of this.mediaTypes(response)) {
        if (mediaType === "no_content") {
          validators[code] = {};
          continue;
        }
        const schema = response.content?.[mediaType].schema;
        const id = JSON.stringify(schema);
        let validate = this.compiled.get(id);
        if (!validate) {
          const root: Json = {
            type: "object",
            properties: { response: schema },
            components: spec.components ?? {},
            paths: spec.paths,
          };
          validate = useAjvCache(this.v.ajvBody, root, `${key}-${code}-${mediaType}`) as ValidateFunction;
          this.compiled.set(id, validate);
        }
        validators[code] = { ...validators[code], [mediaType]: validate };
      }
    }
    return validators;
  }
}
