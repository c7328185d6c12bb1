/**
 * A media type of a body as the validator table holds it, and which bodies are read as text. No dependency, so
 * that a gateway started from its compile cache reads a table without loading Ajv's compiler.
 */

/**
 * A media type, the export that validates it (undefined: no schema that can be checked) and, for a body read as
 * text rather than JSON or a form, "text".
 */
export type MediaRow = [mediaType: string, validator: string | undefined, reading?: "text"];

/** The media types read as text in a request's body and in the responses, or undefined when there are none. */
export function textBodies(
  request: readonly MediaRow[],
  responses: readonly (readonly [code: string, content: readonly MediaRow[]])[],
): { request: string[]; responses: string[] } | undefined {
  const texts = (content: readonly MediaRow[]) => content.filter((m) => m[2] === "text").map((m) => m[0]);
  const inRequest = texts(request);
  const inResponses = [...new Set(responses.flatMap(([, content]) => texts(content)))];
  return inRequest.length + inResponses.length > 0
    ? { request: inRequest, responses: inResponses }
    : undefined;
}
