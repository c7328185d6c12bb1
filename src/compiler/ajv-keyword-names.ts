/**
 * The names the validators' own Ajv keywords (ajv-keywords.ts) go by in a prepared schema, apart from their
 * code, so that preparing a schema (validator-schemas.ts) loads no Ajv.
 */

/** Which way a schema is read: what a client sends, or what a server answers. */
export type Direction = "request" | "response";

/** The keyword a schema-prepared copy carries for a pattern that compiles only without the `u` flag. */
export const PATTERN_WITHOUT_UNICODE = "patternWithoutUnicode";

/** The keyword a request view carries on an integer schema: its value must be held exactly. */
export const SAFE_INTEGER = "safeInteger";
