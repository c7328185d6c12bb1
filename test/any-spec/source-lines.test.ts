/**
 * Places of findings in a document's source: the JSON scanner (no tree) agrees with the YAML syntax tree the
 * linter uses, on a published document and on the cases a finding's pointer can take.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { jsonPlaces, sourcePlaces, yamlPlaces } from "../../src/any-spec/source-lines";
import { pointerToken } from "../../src/compiler/openapi-document";

const text = `{
  "paths": {
    "/pets/{id}": {
      "get": { "responses": { "200": { "description": "a pet" } } }
    }
  },
  "tags": [ { "name": "a" }, { "name": "b~c" } ]
}`;

test("a member's value, its name, an array's item, and the deepest member a pointer past the text reaches", () => {
  const queries = [
    { pointer: "#/paths/~1pets~1{id}/get" },
    { pointer: "#/paths/~1pets~1{id}/get", reportOnKey: true },
    { pointer: "#/tags/1/name" },
    // A schema as the bundled document inlines it: the text has its operation, not the inlined part.
    { pointer: "#/paths/~1pets~1{id}/get/responses/200/content/application~1json/schema" },
    { pointer: "#/nowhere" },
  ];
  const expected = [
    { line: 4, col: 14 },
    { line: 4, col: 7 },
    { line: 7, col: 40 },
    { line: 4, col: 38 },
    { line: 1, col: 1 },
  ];
  expect(jsonPlaces(text, queries)).toEqual(expected);
  expect(yamlPlaces(text, queries)).toEqual(expected);
  expect(sourcePlaces(text, queries)).toEqual(expected);
});

test("on Twilio's published 2010 API, the scanner and the syntax tree agree on every schema's place", () => {
  const file = path.join(__dirname, "../corpus/twilio_api_v2010.json");
  const body = readFileSync(file, "utf8");
  const doc = JSON.parse(body) as { components: { schemas: Record<string, { properties?: object }> } };
  const queries = Object.entries(doc.components.schemas).flatMap(([name, schema]) => [
    { pointer: `#/components/schemas/${pointerToken(name)}` },
    ...Object.keys(schema.properties ?? {}).map((p) => ({
      pointer: `#/components/schemas/${pointerToken(name)}/properties/${pointerToken(p)}/nullable`,
      reportOnKey: true,
    })),
  ]);
  expect(queries.length).toBeGreaterThan(1000);
  const scanned = jsonPlaces(body, queries);
  expect(scanned.every((p) => p !== undefined && p.line > 1)).toBe(true);
  expect(scanned).toEqual(yamlPlaces(body, queries));
});
