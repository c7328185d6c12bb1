/**
 * The keywords the validators add to Ajv's, each written as code (Ajv's `code` keywords) so that the standalone
 * modules under generated/ carry them with no runtime of their own:
 * - `readOnly` (requests) and `writeOnly` (responses): the property is refused when it is sent in the direction
 *   it must not travel, with express-openapi-validator's messages ("is read-only", "is write-only");
 * - `patternWithoutUnicode`: a pattern ECMA-262 accepts only without the `u` flag (`^[a-z\:]+$`, where `\:` is
 *   an identity escape), checked as such;
 * - `safeInteger` (requests): an integer beyond what a JavaScript number holds exactly (2^53 - 1) is refused,
 *   because the value the gateway would read is another number than the one sent.
 */
import { _, type KeywordDefinition, str } from "ajv";
import type AjvCore from "ajv/dist/core";
import { type Direction, PATTERN_WITHOUT_UNICODE, SAFE_INTEGER } from "./ajv-keyword-names";

/** A property present where its direction forbids it fails, whatever its value (as the library's keywords). */
function refusedWhenPresent(keyword: "readOnly" | "writeOnly", message: string): KeywordDefinition {
  return {
    keyword,
    schemaType: "boolean",
    error: { message },
    code(cxt) {
      if (cxt.schema === true) cxt.fail();
    },
  };
}

const patternWithoutUnicode: KeywordDefinition = {
  keyword: PATTERN_WITHOUT_UNICODE,
  type: "string",
  schemaType: "string",
  error: {
    message: ({ schemaCode }) => str`must match pattern "${schemaCode}"`,
    params: ({ schemaCode }) => _`{pattern: ${schemaCode}}`,
  },
  code(cxt) {
    const source = cxt.schema as string;
    const rx = new RegExp(source);
    const pattern = cxt.gen.scopeValue("pattern", {
      key: rx.toString(),
      ref: rx,
      code: _`new RegExp(${source})`,
    });
    cxt.fail(_`!${pattern}.test(${cxt.data})`);
  },
};

const safeInteger: KeywordDefinition = {
  keyword: SAFE_INTEGER,
  type: "number",
  schemaType: "boolean",
  error: {
    message: `must be an integer from ${Number.MIN_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}: a larger one cannot be read exactly`,
  },
  code(cxt) {
    if (cxt.schema === true) cxt.fail(_`Number.isInteger(${cxt.data}) && !Number.isSafeInteger(${cxt.data})`);
  },
};

/** The keywords of one direction's Ajv instance; OpenAPI's readOnly and writeOnly replace Ajv's annotations. */
export function addKeywords(ajv: AjvCore, direction: Direction): void {
  ajv.removeKeyword("readOnly");
  ajv.removeKeyword("writeOnly");
  ajv.addKeyword(
    direction === "request"
      ? refusedWhenPresent("readOnly", "is read-only")
      : refusedWhenPresent("writeOnly", "is write-only"),
  );
  ajv.addKeyword(patternWithoutUnicode);
  if (direction === "request") ajv.addKeyword(safeInteger);
}
